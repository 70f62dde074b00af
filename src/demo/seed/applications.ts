import type { Rng } from '../lib/rng';
import { chance, digits, int, money, pick, weighted } from '../lib/rng';
import { DAY, MINUTE, SECOND } from '../lib/time';
import type {
  AccountRow,
  AppOptions,
  ApplicationRow,
  BankRow,
  CrawlerRow,
  CrawlerStatus,
  LabelRow,
  ProfileRow,
  VendorRow,
  WebhookLogEntry,
} from '../types';
import { makeCrawler } from './crawlers';
import { ACCOUNT_KINDS, EMAIL_DOMAINS, FIRST_NAMES, INITIATORS, LAST_NAMES } from './names';

/**
 * 2,000 applications with their profiles, accounts and current crawler runs. The newest few are
 * unfinished on purpose: their runs finish as the clock moves (see sim/advance.ts), so polling
 * has something to show.
 */

export const APPLICATION_TOTAL = 2000;
/** The demo's one vendor reference that reads as a spreadsheet formula. */
export const FORMULA_VSID = '=HYPERLINK("http://x")';
export const FIRST_APPLICATION_ID = 10001;

/** Newest-first index -> how the application stands when the store is created. */
const RUNNING: Record<number, { after: number; final?: CrawlerStatus }> = {
  0: { after: 45 },
  1: { after: 90 },
  2: { after: 150 },
  3: { after: 240 },
  5: { after: 360, final: 'FAILED' },
  7: { after: 540 },
  9: { after: 780 },
  12: { after: 1080, final: 'DIED' },
  15: { after: 1500 },
  20: { after: 2400 },
};
/** Crawled, analyses still running: they complete this many seconds after creation. */
export const ANALYSING: Record<number, number> = { 4: 30, 8: 180, 11: 420 };
/** Crawled but never analysed, last webhook over 15 minutes old: Reanalyse is enabled (docs/product.md, decision 2). */
const STUCK = new Set([16, 25]);

export interface ApplicationSeed {
  applications: ApplicationRow[];
  profiles: ProfileRow[];
  accounts: AccountRow[];
  crawlers: CrawlerRow[];
  /** Application id -> when its crawls finish (epoch ms), for the analyses seed. */
  crawledAt: Map<number, number>;
  /** Newest-first index of each application id. */
  rank: Map<number, number>;
}

const VSID_PREFIX: Record<number, string> = { 1: 'ACME', 2: 'KFC', 3: 'HBR' };

const options = (rng: Rng, profiles: number): AppOptions => {
  const transactions = chance(rng, 0.96);
  return {
    select_accounts: chance(rng, 0.25),
    analysis: transactions && chance(rng, 0.98),
    multiple: profiles > 1,
    days_to_retrieve: pick(rng, [90, 90, 90, 180, 365]),
    days_to_display: 90,
    requested: {
      balances: true,
      transactions,
      estatements: chance(rng, 0.3),
      interims: chance(rng, 0.2),
      account_owner_info: chance(rng, 0.6),
    },
  };
};

const account = (rng: Rng, id: number, profile: ProfileRow, country: string, opts: AppOptions): AccountRow => {
  const kind = pick(rng, ACCOUNT_KINDS);
  const owed = kind.type === 'credit_card' || kind.type === 'loan' || kind.type === 'mortgage';
  const balance = owed ? -money(rng, 200, kind.type === 'mortgage' ? 650000 : 25000) : money(rng, 0, 30000);
  return {
    id,
    profile_id: profile.id,
    application_id: profile.application_id,
    nickname: kind.nickname,
    bsb: country === 'NZ' ? `${digits(rng, 2)}-${digits(rng, 4)}` : `${digits(rng, 3)}-${digits(rng, 3)}`,
    number: country === 'NZ' ? `${digits(rng, 7)}-0${int(rng, 0, 9)}` : digits(rng, int(rng, 8, 9)),
    type: kind.type,
    available: owed ? money(rng, 0, 15000) : Math.max(0, balance - money(rng, 0, 200)),
    balance,
    transaction_count: opts.requested.transactions ? int(rng, 12, 1500) : 0,
    interim: opts.requested.interims && chance(rng, 0.8),
    eStatement: opts.requested.estatements && chance(rng, 0.85),
  };
};

const readyLog = (rng: Rng, at: number, analysed: boolean): WebhookLogEntry[] => {
  const events = analysed
    ? ['transactions_ready', 'summary_ready', 'report_ready', 'bundle_ready']
    : ['transactions_ready'];
  const log: WebhookLogEntry[] = [];
  let time = at;
  for (const event of events) {
    time += int(rng, 2, 40) * SECOND;
    const failed = event === 'bundle_ready' && chance(rng, 0.05);
    log.push({
      event,
      success: !failed,
      timestamp: time,
      response_code: failed ? pick(rng, [404, 500, 502, 504]) : 200,
    });
    if (failed && chance(rng, 0.5)) {
      log.push({ event, success: true, timestamp: time + int(rng, 5, 30) * MINUTE, response_code: 200 });
    }
  }
  return log;
};

/**
 * Webhook deliveries (docs/product.md#webhook-deliveries) has a failure of each cause to show: the
 * latest delivery of one `_ready` event of these analysed applications failed with this response
 * code (0: no answer), some in the last 24 hours, some in the last 7 days, one past the 7-day rule.
 * Applications of the demo vendor (Acme, vendor@demo.test), so its user and staff see them all, chosen
 * by newest-first rank (the first analysed one with a log at or after it), the failure appended
 * after the log, and drawing nothing from `rng`, so the rest of the seed is as it was.
 */
export const FAILED_DELIVERIES: readonly { rank: number; event: string; code: number }[] = [
  { rank: 30, event: 'bundle_ready', code: 404 },
  { rank: 48, event: 'summary_ready', code: 401 },
  { rank: 66, event: 'bundle_ready', code: 403 },
  { rank: 90, event: 'report_ready', code: 500 },
  { rank: 160, event: 'bundle_ready', code: 502 },
  { rank: 230, event: 'summary_ready', code: 0 },
  { rank: 320, event: 'bundle_ready', code: 404 },
  { rank: 700, event: 'bundle_ready', code: 500 },
];

const DELIVERIES_VENDOR = 1;

const failDeliveries = (out: ApplicationSeed, now: number) => {
  const byRank = [...out.applications].sort((a, b) => out.rank.get(a.id)! - out.rank.get(b.id)!);
  const taken = new Set<number>();
  for (const { rank, event, code } of FAILED_DELIVERIES) {
    const app = byRank.find(
      row =>
        row.vendor_id === DELIVERIES_VENDOR &&
        out.rank.get(row.id)! >= rank &&
        !taken.has(row.id) &&
        row.analysed &&
        row.webhook_log.length > 0,
    );
    if (!app) continue;
    taken.add(app.id);
    const last = Math.max(...app.webhook_log.map(entry => entry.timestamp));
    const timestamp = Math.min(last + 10 * MINUTE, now - MINUTE);
    app.webhook_log = [...app.webhook_log, { event, success: false, timestamp, response_code: code }];
  }
};

export const seedApplications = (
  rng: Rng,
  now: number,
  vendors: VendorRow[],
  labels: LabelRow[],
  banks: BankRow[],
): ApplicationSeed => {
  const out: ApplicationSeed = {
    applications: [],
    profiles: [],
    accounts: [],
    crawlers: [],
    crawledAt: new Map(),
    rank: new Map(),
  };
  const country = new Map(vendors.map(vendor => [vendor.id, vendor.country_code]));
  const vsids = new Map<number, string[]>();
  const localBanks = new Map(
    vendors.map(vendor => [vendor.id, banks.filter(bank => bank.country_code === vendor.country_code)]),
  );
  let profileId = 50001;
  let accountId = 90001;
  for (let n = 0; n < APPLICATION_TOTAL; n++) {
    const k = APPLICATION_TOTAL - 1 - n; // oldest first, so ids grow with time
    const id = FIRST_APPLICATION_ID + n;
    const timestamp = now - 2 * MINUTE - Math.pow(k / APPLICATION_TOTAL, 1.6) * 90 * DAY - int(rng, 0, 90) * SECOND;
    const vendorId = Number(weighted(rng, { 1: 50, 2: 25, 3: 25 }));
    const label = pick(
      rng,
      labels.filter(row => row.vendor_id === vendorId),
    );
    const first = pick(rng, FIRST_NAMES);
    const last = pick(rng, LAST_NAMES);
    const previous = vsids.get(vendorId) ?? [];
    // Now and then a customer applies twice: Lookup then offers a choice.
    const vsid =
      previous.length && chance(rng, 0.02) ? pick(rng, previous) : `${VSID_PREFIX[vendorId]}-${digits(rng, 6)}`;
    vsids.set(vendorId, [...previous.slice(-50), vsid]);
    const profileCount = Number(weighted(rng, { 1: 75, 2: 20, 3: 5 }));
    const opts = options(rng, profileCount);
    const initiator = pick(rng, INITIATORS);
    const running = RUNNING[k];
    const crawledAt = running ? now + running.after * SECOND : timestamp + int(rng, 40, 900) * SECOND;
    out.crawledAt.set(id, crawledAt);
    out.rank.set(id, k);
    let died = false;
    for (let p = 0; p < profileCount; p++) {
      const bank = chance(rng, 0.92) ? pick(rng, localBanks.get(vendorId)!) : pick(rng, banks);
      const status: CrawlerStatus = running
        ? pick(rng, ['QUEUED', 'AUTH', 'RELEASED', 'PROCESSING'] as const)
        : k < 40
          ? 'COMPLETED'
          : weighted(rng, { COMPLETED: 970, DIED: 15, FAILED: 10, TIMEDOUT: 5 });
      if (status !== 'COMPLETED' && !running) died = true;
      const profile: ProfileRow = {
        id: profileId++,
        application_id: id,
        initiator,
        bank_id: bank.id,
        crawler_uuid: '',
      };
      const accounts = Array.from({ length: int(rng, 1, 4) }, () =>
        account(rng, accountId++, profile, bank.country_code, opts),
      );
      const crawler = makeCrawler(rng, {
        status,
        timestamp: timestamp + int(rng, 5, 60) * SECOND,
        bank_id: bank.id,
        vendor_id: vendorId,
        label_id: label.id,
        vendor_specific_id: vsid,
        initiator,
        application_id: id,
        profile_id: profile.id,
        account_count: accounts.length,
        completesAt: running ? crawledAt : null,
        finalStatus: running ? (p === 0 ? (running.final ?? 'COMPLETED') : 'COMPLETED') : status,
      });
      profile.crawler_uuid = crawler.uuid;
      out.profiles.push(profile);
      out.accounts.push(...accounts);
      out.crawlers.push(crawler);
    }
    const finishedCrawl = !running && !(k in ANALYSING) && !STUCK.has(k);
    const analysed = finishedCrawl && opts.analysis && !(died && profileCount === 1);
    const webhookLog =
      running || k in ANALYSING
        ? []
        : STUCK.has(k)
          ? readyLog(rng, now - 40 * MINUTE, false)
          : readyLog(rng, crawledAt, analysed);
    out.applications.push({
      id,
      timestamp,
      vendor_id: vendorId,
      label_id: label.id,
      vendor_specific_id: vsid,
      full_name: `${first} ${last}`,
      email: `${first}.${last}${int(rng, 1, 99)}@${pick(rng, EMAIL_DOMAINS)}`.toLowerCase(),
      mobile: country.get(vendorId) === 'NZ' ? `+6421${digits(rng, 7)}` : `+614${digits(rng, 8)}`,
      score_id: `SCR-${digits(rng, 8)}`,
      initiator,
      options: opts,
      webhook_log: webhookLog,
      analysed,
      finalised: finishedCrawl && (k >= 300 ? chance(rng, 0.97) : k >= 30 ? chance(rng, 0.85) : chance(rng, 0.4)),
    });
  }
  // A vendor's reference is whatever its system sent. One of vendor 1's recent applications (its
  // sixth newest, never the first row of a list) carries a spreadsheet formula, as a hostile or
  // careless system might send: the CSV export writes it as text (docs/screens/list-tools.md).
  const formulaApp = out.applications.filter(app => app.vendor_id === 1).at(-6);
  if (formulaApp) {
    formulaApp.vendor_specific_id = FORMULA_VSID;
    for (const crawler of out.crawlers)
      if (crawler.application_id === formulaApp.id) crawler.vendor_specific_id = FORMULA_VSID;
  }
  failDeliveries(out, now);
  return out;
};
