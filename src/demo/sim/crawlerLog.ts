import type { Rng } from '../lib/rng';
import { digits, hashString, int, mulberry32, pick, weighted } from '../lib/rng';
import { iso, SECOND } from '../lib/time';
import type { DemoStore } from '../store';
import { JOB_OPTIONS, type CrawlerRow } from '../types';
import { BIG_LOG_CRAWLER_UUID, PINNED_LOG_LENGTHS } from '../seed/crawlerLog';

/**
 * A crawler's output log, generated line by line on demand from its uuid (up to 20,000 lines), so
 * nothing is built until the Crawler Output page asks for a page of it.
 */

export interface LogEntry {
  uuid: string;
  sequence: number;
  timestamp: string | null;
  elapsed: number;
  type: string;
  message: string;
}

interface LogPlan {
  crawler: CrawlerRow;
  total: number;
  visible: number;
  duration: number;
  accounts: { bsb: string; number: string }[];
  jobs: string[];
  selectAccounts: boolean;
}

const OPENING = ['INITIAL', 'QUEUED', 'PROCESSING', 'AUTH', 'RELEASED'];

export const logLength = (crawler: CrawlerRow): number => {
  const hash = hashString(crawler.uuid);
  if (crawler.status === 'INITIAL') return 1;
  if (PINNED_LOG_LENGTHS[crawler.uuid]) return PINNED_LOG_LENGTHS[crawler.uuid];
  if (hash % 97 === 0) return 20000;
  if (hash % 13 === 0) return 2000 + (hash % 6000);
  return 40 + (hash % 400);
};

export const planLog = (store: DemoStore, crawler: CrawlerRow, now = Date.now()): LogPlan => {
  const total = logLength(crawler);
  const running = crawler.completesAt !== null;
  const progress = running
    ? Math.min(1, (now - crawler.timestamp) / Math.max(1, crawler.completesAt! - crawler.timestamp))
    : 1;
  const profileAccounts =
    crawler.profile_id !== null ? (store.accounts.by('profile_id').get(crawler.profile_id) ?? []) : [];
  const rng = mulberry32(hashString(crawler.uuid) ^ 0x5eed);
  const accounts = profileAccounts.length
    ? profileAccounts.map(account => ({ bsb: account.bsb, number: account.number }))
    : Array.from({ length: Math.max(1, crawler.account_count) }, () => ({
        bsb: `${digits(rng, 3)}-${digits(rng, 3)}`,
        number: digits(rng, 8),
      }));
  const app = crawler.application_id !== null ? store.applications.get(crawler.application_id) : undefined;
  const jobs = JOB_OPTIONS.filter(job =>
    app ? app.options.requested[job] : job === 'balances' || job === 'transactions',
  );
  return {
    crawler,
    total,
    visible: running
      ? Math.min(total - 1, OPENING.length + Math.floor((total - OPENING.length - 1) * progress))
      : total,
    duration: (running ? now - crawler.timestamp : crawler.elapsed * SECOND) || SECOND,
    accounts,
    jobs: app?.options.analysis ? [...jobs, 'analysis'] : jobs,
    selectAccounts: !!app?.options.select_accounts,
  };
};

const filler = (rng: Rng, bank: string): { type: string; message: string } => {
  const type = weighted(rng, { log: 40, debug: 35, info: 25 });
  if (type === 'debug' && rng() < 0.04) {
    // A long line: the page cuts lines to 1,000 characters.
    return { type, message: `DOM snapshot ${Array.from({ length: 120 }, () => digits(rng, 12)).join('')}` };
  }
  const templates = [
    () => `GET https://ib.${bank}.example/accounts 200 (${int(rng, 80, 2400)} ms)`,
    () => `Parsed ${int(rng, 5, 120)} transactions from page ${int(rng, 1, 30)}`,
    () => `Waiting for selector #transactions-table`,
    () => `Session keep-alive sent`,
    () => `Navigated to statement period ${int(rng, 1, 12)} of 12`,
    () => `Cache ${rng() < 0.5 ? 'hit' : 'miss'} for account list`,
  ];
  return { type, message: pick(rng, templates)() };
};

/** Index of the one-megabyte line of the long log. */
export const MEGABYTE_LINE_INDEX = 19990;

/**
 * The long log's awkward lines (bad input the page must survive): a job payload holding HTML, a
 * job line whose payload is not JSON, a plain line of HTML and a line of one megabyte.
 */
const oddLine = (plan: LogPlan, index: number): { type: string; message: string } | null => {
  const account = plan.accounts[0];
  if (index === 7) {
    return {
      type: 'info',
      message: JSON.stringify({
        jobType: 'account_owner_info',
        bsb: account.bsb,
        number: account.number,
        step: 'progress',
        status: 'pending',
        details: '<img src=x onerror="alert(1)"><b>Owner</b> <script>alert("xss")</script>',
        report: null,
      }),
    };
  }
  if (index === 8)
    return { type: 'balances', message: `{jobType: balances, bsb: ${account.bsb}, step: progress (not JSON)` };
  if (index === 9)
    return { type: 'log', message: '<h1>Bank maintenance</h1><a href="javascript:alert(1)">continue</a>' };
  if (index === MEGABYTE_LINE_INDEX) return { type: 'debug', message: `Page source ${'x'.repeat(1024 * 1024 - 12)}` };
  return null;
};

export const logEntry = (plan: LogPlan, index: number): LogEntry => {
  const { crawler, total } = plan;
  const rng = mulberry32((hashString(crawler.uuid) ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0);
  const time = crawler.timestamp + (plan.duration * index) / Math.max(1, total - 1);
  // A job line's payload travels as JSON text in `message`; the client parses it (docs/screens/crawlerlog.md).
  const entry = (type: string, message: string): LogEntry => ({
    uuid: crawler.uuid,
    sequence: index + 1,
    timestamp: iso(time),
    elapsed: Math.round((time - crawler.timestamp) / 10) / 100,
    type,
    message,
  });
  if (index === total - 1) return entry('lifecycle', crawler.status);
  if (index < OPENING.length) return entry('lifecycle', OPENING[index]);
  if (crawler.error && index === total - 2) return entry('error', `${crawler.error.code}: ${crawler.error.message}`);
  const middle = index - OPENING.length;
  if (crawler.uuid === BIG_LOG_CRAWLER_UUID) {
    const odd = oddLine(plan, index);
    if (odd) return entry(odd.type, odd.message);
  }
  if (plan.selectAccounts && middle === 0 && plan.accounts.length > 1) {
    const last = plan.accounts[plan.accounts.length - 1];
    const payload = {
      jobType: 'select_accounts',
      bsb: last.bsb,
      number: last.number,
      step: 'end',
      status: 'completed',
      details: `unselected accounts: ${last.number}`,
      report: null,
    };
    return entry('job', JSON.stringify(payload));
  }
  const slots = 2 * plan.accounts.length * plan.jobs.length;
  const stride = Math.max(1, Math.floor((total - OPENING.length - 3) / Math.max(1, slots)));
  const slot = middle / stride;
  if (middle > 0 && Number.isInteger(slot) && slot <= slots) {
    const pair = Math.floor((slot - 1) / 2);
    const step = (slot - 1) % 2 === 0 ? 'start' : 'end';
    const job = plan.jobs[Math.floor(pair / plan.accounts.length) % plan.jobs.length];
    const account = plan.accounts[pair % plan.accounts.length];
    const payload = {
      jobType: job,
      bsb: account.bsb,
      number: account.number,
      step,
      status: step === 'start' ? 'pending' : 'completed',
      details: step === 'start' ? `Fetching ${job}` : `Fetched ${job}`,
      report: step === 'end' ? { items: int(rng, 1, 400) } : null,
    };
    const type = job === 'select_accounts' ? 'job' : job;
    return entry(type, JSON.stringify(payload));
  }
  const line = filler(rng, String(crawler.bank_id));
  return entry(line.type, line.message);
};
