import type { CrawlerLogEntry as LogLine } from '../providers';

/**
 * Pure rules of the crawler log (docs/screens/crawlerlog.md): reading an entry's payload, cutting
 * a line, deriving each account's job status from the log, filtering, merging a refresh and
 * grouping lines per job.
 */

/**
 * A log line as the rules read it: the provider's CrawlerLogEntry, declared once in
 * providers/methods/crawlerLog.ts, without the `uuid`, `timestamp` and `elapsed` the rules do not
 * need. `sequence` is null when the API sent none that is a number: such a line keeps its place in
 * arrival order.
 */
export type CrawlerLogEntry = Omit<LogLine, 'uuid' | 'timestamp' | 'elapsed'> &
  Partial<Pick<LogLine, 'timestamp' | 'elapsed'>>;

/** docs/product.md#crawler-output: the log's entry types. */
export const LOG_TYPES = [
  'log',
  'lifecycle',
  'error',
  'debug',
  'info',
  'job',
  'balances',
  'transactions',
  'estatements',
  'interims',
  'analysis',
  'account_owner_info',
] as const;

/** The jobs whose per-account status the log tells. */
export const JOBS = [
  'balances',
  'transactions',
  'estatements',
  'interims',
  'account_owner_info',
  'select_accounts',
] as const;
export type Job = (typeof JOBS)[number];
export type JobState = 'not_requested' | 'pending' | 'completed';

/** Entry types that carry a job payload (the job's own name, or `job`). */
const PAYLOAD_TYPES = new Set<string>([
  'job',
  'balances',
  'transactions',
  'estatements',
  'interims',
  'analysis',
  'account_owner_info',
  'select_accounts',
]);

export const LINE_LIMIT = 1000;

interface Keyed<T> {
  entry: T;
  /** The line's sequence, or for a line without one the sequence of the numbered line before it. */
  key: number;
  numbered: boolean;
  index: number;
}

/** Each line's place: a line without a sequence goes right after the line it arrived after. */
const keyed = <T extends Pick<CrawlerLogEntry, 'sequence'>>(entries: readonly T[], offset = 0): Keyed<T>[] => {
  let last = -Infinity;
  return entries.map((entry, index) => {
    if (entry.sequence !== null) last = entry.sequence;
    return { entry, key: entry.sequence ?? last, numbered: entry.sequence !== null, index: offset + index };
  });
};

// Keys equal to -Infinity subtract to NaN, which is falsy: the next rule decides.
const byPlace = <T>(a: Keyed<T>, b: Keyed<T>) =>
  a.key - b.key || Number(b.numbered) - Number(a.numbered) || a.index - b.index;

/** Lines in sequence order; a line without a sequence stays after the line it arrived after. */
export const inSequenceOrder = <T extends Pick<CrawlerLogEntry, 'sequence'>>(entries: readonly T[]): T[] =>
  keyed(entries)
    .sort(byPlace)
    .map(({ entry }) => entry);

/** A line cut to `limit` characters; `cut` says whether anything was left out. */
export const cutLine = (text: string, limit = LINE_LIMIT): { text: string; cut: boolean } =>
  text.length > limit ? { text: text.slice(0, limit), cut: true } : { text, cut: false };

export interface JobPayload {
  jobType?: string;
  bsb?: string;
  number?: string;
  step?: string;
  status?: string;
  details?: unknown;
  report?: unknown;
}

export const PAYLOAD_FIELDS = ['jobType', 'bsb', 'number', 'step', 'status', 'details', 'report'] as const;

export type PayloadReading = { kind: 'text' } | { kind: 'payload'; payload: JobPayload } | { kind: 'invalid' };

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

const toPayload = (value: Record<string, unknown>): JobPayload => {
  const text = (field: unknown) => (field === undefined || field === null ? undefined : String(field));
  return {
    jobType: text(value.jobType),
    bsb: text(value.bsb),
    number: text(value.number),
    step: text(value.step),
    status: text(value.status),
    details: value.details,
    report: value.report,
  };
};

/**
 * An entry's payload: a `parsed` object when the answer holds one, else the message read as JSON
 * when the entry is a job type or its message looks like an object. A job-type line whose message
 * is not a JSON object is `invalid` (shown as text, marked).
 */
export const readPayload = (entry: Pick<CrawlerLogEntry, 'type' | 'message' | 'parsed'>): PayloadReading => {
  if (isObject(entry.parsed)) return { kind: 'payload', payload: toPayload(entry.parsed) };
  const message = entry.message.trim();
  const jobType = PAYLOAD_TYPES.has(entry.type);
  if (!jobType && !message.startsWith('{')) return { kind: 'text' };
  try {
    const value: unknown = JSON.parse(message);
    if (isObject(value)) return { kind: 'payload', payload: toPayload(value) };
  } catch {
    // Not JSON: said below.
  }
  return jobType ? { kind: 'invalid' } : { kind: 'text' };
};

/** A payload field as one line of text (objects as JSON). */
export const fieldText = (value: unknown): string =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);

export interface AccountJobs {
  key: string;
  bsb: string;
  number: string;
  jobs: Record<Job, JobState>;
}

export interface JobStatus {
  accounts: AccountJobs[];
  /** Sequence of the lifecycle RELEASED line (the login), or null before it. */
  loginSequence: number | null;
  /** The latest lifecycle status in the log. */
  lifecycle: string | null;
}

const isJob = (value: string | undefined): value is Job => !!value && (JOBS as readonly string[]).includes(value);
const accountKey = (bsb: string | undefined, number: string | undefined) => `${bsb ?? ''}|${number ?? ''}`;
const UNSELECTED = /unselected accounts?/i;

/** The account numbers an "unselected accounts" message names (after the words), if any. */
export const unselectedNumbers = (text: string): string[] => {
  const match = UNSELECTED.exec(text);
  if (!match) return [];
  return text
    .slice(match.index + match[0].length)
    .split(/[\s,;:[\]"']+/)
    .map(part => part.trim())
    .filter(part => /\d/.test(part));
};

const emptyJobs = (): Record<Job, JobState> =>
  Object.fromEntries(JOBS.map(job => [job, 'not_requested'])) as Record<Job, JobState>;

/**
 * docs/product.md#crawler-output: each account's jobs, from the log in sequence order. A job starts
 * not_requested; its start step sets pending and its end step completed. A select_accounts entry
 * whose details or message say "unselected accounts" removes the accounts it names (by number, or
 * `bsb-number`), or its own account when it names none; a removed account stays out. The lifecycle
 * line RELEASED marks the login.
 */
export const deriveJobStatus = (
  entries: readonly Pick<CrawlerLogEntry, 'sequence' | 'type' | 'message' | 'parsed'>[],
): JobStatus => {
  const accounts = new Map<string, AccountJobs>();
  const removed = new Set<string>();
  let loginSequence: number | null = null;
  let lifecycle: string | null = null;
  const sorted = inSequenceOrder(entries);
  for (const entry of sorted) {
    if (entry.type === 'lifecycle') {
      const status = entry.message.trim().toUpperCase();
      lifecycle = status;
      if (status === 'RELEASED' && loginSequence === null) loginSequence = entry.sequence;
      continue;
    }
    const reading = readPayload(entry);
    if (reading.kind !== 'payload') continue;
    const { payload } = reading;
    const job = isJob(payload.jobType) ? payload.jobType : isJob(entry.type) ? entry.type : undefined;
    if (!job) continue;
    const words = `${fieldText(payload.details)} ${entry.message}`;
    if (job === 'select_accounts' && UNSELECTED.test(words)) {
      const named = unselectedNumbers(fieldText(payload.details)).concat(
        unselectedNumbers(payload.details === undefined ? entry.message : ''),
      );
      const targets = named.length ? named : [payload.number ?? ''];
      for (const target of targets) {
        for (const [key, account] of accounts) {
          if (
            account.number === target ||
            `${account.bsb}-${account.number}` === target ||
            `${account.bsb}${account.number}` === target
          ) {
            accounts.delete(key);
            removed.add(key);
          }
        }
        removed.add(`number:${target}`);
      }
      continue;
    }
    if (payload.bsb === undefined && payload.number === undefined) continue;
    const key = accountKey(payload.bsb, payload.number);
    if (removed.has(key) || removed.has(`number:${payload.number ?? ''}`)) continue;
    const account = accounts.get(key) ?? {
      key,
      bsb: payload.bsb ?? '',
      number: payload.number ?? '',
      jobs: emptyJobs(),
    };
    accounts.set(key, account);
    const step = payload.step?.toLowerCase();
    if (step === 'start' && account.jobs[job] !== 'completed') account.jobs[job] = 'pending';
    else if (step === 'end') account.jobs[job] = 'completed';
  }
  return { accounts: [...accounts.values()], loginSequence, lifecycle };
};

const sameLine = (a: CrawlerLogEntry, b: CrawlerLogEntry) =>
  a.type === b.type && a.message === b.message && (a.timestamp ?? null) === (b.timestamp ?? null);

/**
 * Refreshed lines merged by sequence into what is loaded (a refreshed line replaces its old copy).
 * A refreshed line without a sequence is new unless the same line (type, message, timestamp) is
 * loaded; it goes after the refreshed line it came after.
 */
export const mergeEntries = <T extends CrawlerLogEntry>(loaded: readonly T[], fresh: readonly T[]): T[] => {
  if (!fresh.length) return [...loaded];
  const freshBySequence = new Map(
    fresh.flatMap(entry => (entry.sequence === null ? [] : [[entry.sequence, entry] as const])),
  );
  const loadedSequences = new Set(loaded.map(entry => entry.sequence));
  const unnumbered = loaded.filter(entry => entry.sequence === null);
  const kept = keyed(
    loaded.map(entry => (entry.sequence !== null ? (freshBySequence.get(entry.sequence) ?? entry) : entry)),
  );
  const added = keyed(fresh, loaded.length).filter(({ entry }) =>
    entry.sequence !== null ? !loadedSequences.has(entry.sequence) : !unnumbered.some(old => sameLine(old, entry)),
  );
  return [...kept, ...added].sort(byPlace).map(({ entry }) => entry);
};

export interface LogFilter {
  type?: string;
  q?: string;
}

/** The lines of one type and/or holding a text (case-insensitive, in the message or the type). */
export const filterEntries = <T extends CrawlerLogEntry>(
  entries: readonly T[],
  { type, q }: LogFilter,
): readonly T[] => {
  const needle = q?.trim().toLowerCase();
  if (!type && !needle) return entries;
  return entries.filter(
    entry =>
      (!type || entry.type === type) &&
      (!needle || entry.message.toLowerCase().includes(needle) || entry.type.toLowerCase().includes(needle)),
  );
};

export interface LogSection {
  id: string;
  /** The job the section runs, or null for the crawler's own lines (before, between and after jobs). */
  job: string | null;
  bsb?: string;
  number?: string;
  /** Completed once the section's end step is in it. */
  state: JobState | null;
  entries: CrawlerLogEntry[];
}

/**
 * The collapsible view: a job's section opens at its start step and closes after its end step; the
 * lines between jobs form the crawler's own sections.
 */
export const logSections = (entries: readonly CrawlerLogEntry[]): LogSection[] => {
  const sections: LogSection[] = [];
  for (const entry of entries) {
    const reading = readPayload(entry);
    const payload = reading.kind === 'payload' ? reading.payload : null;
    const step = payload?.step?.toLowerCase();
    const job = payload ? (payload.jobType ?? (PAYLOAD_TYPES.has(entry.type) ? entry.type : null)) : null;
    const current = sections.length ? sections[sections.length - 1] : undefined;
    if (job && step === 'start') {
      sections.push({
        id: `job-${entry.sequence ?? `n${sections.length}`}`,
        job,
        bsb: payload?.bsb,
        number: payload?.number,
        state: 'pending',
        entries: [entry],
      });
    } else if (!current || (current.job !== null && current.state === 'completed')) {
      sections.push({
        id: `crawler-${entry.sequence ?? `n${sections.length}`}`,
        job: null,
        state: null,
        entries: [entry],
      });
    } else {
      current.entries.push(entry);
      if (current.job !== null && job === current.job && step === 'end') current.state = 'completed';
    }
  }
  return sections;
};
