import type { Rng } from '../lib/rng';
import { chance, int, mulberry32, pick, uuid, weighted } from '../lib/rng';
import { DAY, HOUR, MINUTE, SECOND } from '../lib/time';
import type { ApplicationRow, BankRow, CrawlerError, CrawlerRow, CrawlerStatus, LabelRow, ProfileRow } from '../types';
import { INITIATORS } from './names';

/** Crawler runs: one per profile (built with the applications) and the other runs up to 5,000. */

export const CRAWLER_TOTAL = 5000;

const ERRORS: Partial<Record<CrawlerStatus, CrawlerError[]>> = {
  FAILED: [
    { code: 'LOGIN_FAILED', message: 'Login failed: the bank rejected the credentials supplied by the customer' },
    { code: 'MFA_TIMEOUT', message: 'The customer did not complete multi-factor authentication in time' },
    { code: 'ACCOUNT_LOCKED', message: 'The bank reports that the online banking profile is locked' },
  ],
  DIED: [
    { code: 'WORKER_LOST', message: 'Crawler worker stopped responding' },
    { code: 'BANK_UNAVAILABLE', message: 'The bank site answered with an unexpected maintenance page' },
    { code: 'PARSER_ERROR', message: 'Unexpected page layout while reading transactions' },
  ],
};

export const errorFor = (rng: Rng, status: CrawlerStatus): Pick<CrawlerRow, 'error' | 'standardError'> => {
  const choices = ERRORS[status];
  if (!choices) return { error: null, standardError: '' };
  const error = pick(rng, choices);
  return {
    error,
    standardError:
      `Traceback (most recent call last):\n  File "crawler/run.py", line ${int(rng, 40, 400)}, in step\n` +
      `${error.code}: ${error.message}`,
  };
};

/** How long a finished run took, in seconds: mostly quick, some slow (over 180 s and 600 s). */
export const elapsedFor = (rng: Rng): number => {
  const speed = weighted(rng, { quick: 70, mild: 20, slow: 10 });
  return speed === 'quick' ? int(rng, 25, 180) : speed === 'mild' ? int(rng, 181, 600) : int(rng, 601, 1500);
};

export interface CrawlerSeed {
  status: CrawlerStatus;
  timestamp: number;
  bank_id: number;
  vendor_id: number;
  label_id: number;
  vendor_specific_id: string;
  initiator: string;
  application_id: number | null;
  profile_id: number | null;
  account_count: number;
  completesAt?: number | null;
  finalStatus?: CrawlerStatus;
}

export const makeCrawler = (rng: Rng, seed: CrawlerSeed): CrawlerRow => {
  const running = seed.completesAt !== undefined && seed.completesAt !== null;
  const finalStatus = seed.finalStatus ?? seed.status;
  return {
    uuid: uuid(rng),
    elapsed: running ? 0 : seed.status === 'INITIAL' ? 0 : elapsedFor(rng),
    cache_present: chance(rng, 0.3),
    mfa_flag: chance(rng, 0.15),
    dismissed: false,
    ...seed,
    ...errorFor(rng, running ? 'COMPLETED' : seed.status),
    completesAt: running ? (seed.completesAt as number) : null,
    finalStatus,
  };
};

const ATTEMPT_STATUSES = { DIED: 40, FAILED: 35, TIMEDOUT: 10, COMPLETED: 15 } as const;
const ABANDONED_STATUSES = { EXITED: 45, TIMEDOUT: 15, FAILED: 20, INITIAL: 10, COMPLETED: 10 } as const;
const LIVE_FINAL = { COMPLETED: 60, EXITED: 15, FAILED: 10, DIED: 10, TIMEDOUT: 5 } as const;
const LIVE_STAGES: CrawlerStatus[] = ['QUEUED', 'AUTH', 'RELEASED', 'PROCESSING'];
const LIVE_COUNT = 60;

export interface ExtraContext {
  now: number;
  applications: ApplicationRow[];
  profiles: ProfileRow[];
  banks: BankRow[];
  labels: LabelRow[];
  vendorCountry: Map<number, string>;
}

/**
 * The runs that are not an application's current one: earlier failed attempts of applications
 * (the Dieds list), abandoned sessions, and a few live runs that finish as the clock moves.
 */
export const seedExtraCrawlers = (rng: Rng, count: number, ctx: ExtraContext): CrawlerRow[] => {
  const rows: CrawlerRow[] = [];
  const { now } = ctx;
  const appById = new Map(ctx.applications.map(app => [app.id, app]));
  const banksFor = (vendorId: number) => {
    const country = ctx.vendorCountry.get(vendorId);
    return ctx.banks.filter(bank => bank.country_code === country);
  };
  // The pinned runs count in the total: the last draws make way for them.
  const pinned = pinAttentionRuns(ctx);
  for (let i = 0; i < count - pinned.length; i++) {
    const live = i < LIVE_COUNT;
    const attempt = !live && chance(rng, 0.6);
    if (attempt) {
      const profile = pick(rng, ctx.profiles);
      const app = appById.get(profile.application_id)!;
      rows.push(
        makeCrawler(rng, {
          status: weighted(rng, ATTEMPT_STATUSES),
          timestamp: app.timestamp - int(rng, 3, 90) * MINUTE,
          bank_id: profile.bank_id,
          vendor_id: app.vendor_id,
          label_id: app.label_id,
          vendor_specific_id: app.vendor_specific_id,
          initiator: profile.initiator,
          application_id: app.id,
          profile_id: profile.id,
          account_count: int(rng, 0, 3),
        }),
      );
      continue;
    }
    const label = pick(rng, ctx.labels);
    const bank = pick(rng, banksFor(label.vendor_id));
    const base = {
      bank_id: bank.id,
      vendor_id: label.vendor_id,
      label_id: label.id,
      vendor_specific_id: `${label.ref.split('-')[0].toUpperCase()}-${int(rng, 100000, 999999)}`,
      initiator: pick(rng, INITIATORS),
      application_id: null,
      profile_id: null,
      account_count: int(rng, 1, 4),
    };
    if (live) {
      const started = now - int(rng, 10, 30 * 60) * SECOND;
      rows.push(
        makeCrawler(rng, {
          ...base,
          status: pick(rng, LIVE_STAGES),
          timestamp: started,
          completesAt: now + Math.round(20 * SECOND * Math.pow(1.12, i)),
          finalStatus: weighted(rng, LIVE_FINAL),
        }),
      );
    } else {
      const age = Math.pow(rng(), 1.8) * 90 * DAY + 35 * MINUTE;
      rows.push(makeCrawler(rng, { ...base, status: weighted(rng, ABANDONED_STATUSES), timestamp: now - age }));
    }
  }
  return [...rows, ...pinned];
};

/** The demo vendor whose Needs attention shows every cause (Acme, vendor@demo.test). */
const ATTENTION_VENDOR = 1;
/** The bank of the demo vendor's country that Needs attention shows offline (Bank health's too). */
const ATTENTION_OFFLINE_BANK = 'Beyond Bank';

type Pinned = { status: CrawlerStatus; error: CrawlerError | null; offlineBank?: true; startedAgo?: number };

/**
 * Needs attention (docs/product.md#needs-attention) has each cause to show for the demo vendor in
 * the last 7 days, whatever the draws: runs of its recent applications that the customer must fix
 * (LOGIN_FAILED, MFA_TIMEOUT, EXITED), runs of an offline bank (one in the last 24 hours), transient
 * ones (TIMEDOUT, WORKER_LOST of a healthy bank, a run stuck in PROCESSING for 40 minutes) and one
 * whose code no table knows. Earlier attempts of those applications (their current run is
 * unchanged), drawn from a generator of their own so the other rows stay as they were.
 */
const PINNED: readonly Pinned[] = [
  { status: 'FAILED', error: ERRORS.FAILED![0] },
  { status: 'FAILED', error: ERRORS.FAILED![1] },
  { status: 'EXITED', error: null },
  { status: 'DIED', error: ERRORS.DIED![0], offlineBank: true, startedAgo: 5 * HOUR },
  { status: 'TIMEDOUT', error: null, offlineBank: true },
  { status: 'TIMEDOUT', error: null },
  { status: 'DIED', error: ERRORS.DIED![0] },
  { status: 'PROCESSING', error: null, startedAgo: 40 * MINUTE },
  {
    status: 'FAILED',
    error: { code: 'SCRAPER_UNEXPECTED_PAGE', message: 'The bank answered with a page the crawler does not know' },
  },
];

const pinAttentionRuns = (ctx: ExtraContext): CrawlerRow[] => {
  const rng = mulberry32(20260127);
  const { now } = ctx;
  const country = ctx.vendorCountry.get(ATTENTION_VENDOR);
  const offline =
    ctx.banks.find(bank => bank.name === ATTENTION_OFFLINE_BANK && bank.is_offline && bank.country_code === country) ??
    ctx.banks.find(bank => bank.is_offline && bank.country_code === country);
  const bankOf = new Map(ctx.profiles.map(profile => [profile.application_id, profile]));
  const healthy = new Set(ctx.banks.filter(bank => !bank.is_offline).map(bank => bank.id));
  // Newest first, between 3 hours and 6 days old, one profile at an online bank.
  const candidates = ctx.applications
    .filter(
      app =>
        app.vendor_id === ATTENTION_VENDOR &&
        app.timestamp <= now - 3 * HOUR &&
        app.timestamp >= now - 6 * DAY &&
        healthy.has(bankOf.get(app.id)?.bank_id ?? -1),
    )
    .sort((a, b) => b.timestamp - a.timestamp);
  return PINNED.flatMap((pin, i) => {
    const app = candidates[i * 3];
    const profile = app && bankOf.get(app.id);
    if (!app || !profile || (pin.offlineBank && !offline)) return [];
    const timestamp = pin.startedAgo !== undefined ? now - pin.startedAgo : app.timestamp + int(rng, 2, 40) * MINUTE;
    const crawler = makeCrawler(rng, {
      status: pin.status,
      timestamp,
      bank_id: pin.offlineBank ? offline!.id : profile.bank_id,
      vendor_id: app.vendor_id,
      label_id: app.label_id,
      vendor_specific_id: app.vendor_specific_id,
      initiator: profile.initiator,
      application_id: app.id,
      profile_id: profile.id,
      account_count: 0,
    });
    return [
      {
        ...crawler,
        error: pin.error,
        standardError: pin.error ? `${pin.error.code}: ${pin.error.message}` : '',
      },
    ];
  });
};
