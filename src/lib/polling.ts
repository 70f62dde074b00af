import { CRAWLER_STATUSES, FINISHED_STATUSES } from '../types';

/**
 * Pure rules of list polling (docs/product.md, decision 7): which rows are
 * unfinished, what a poll asks for, how its answer is merged into the page, and how long to wait
 * after failures. The hook that runs them lives in src/components/polling.
 */

export const POLL_INTERVAL_MS = 30_000;
export const POLL_MAX_BACKOFF_MS = 5 * 60_000;
export const POLL_JITTER = 0.2;
/** The most rows one poll may ask for (the demo API's and DRF's usual page size cap). */
export const POLL_MAX_PAGE_SIZE = 1000;

export type Row = { id: string | number } & Record<string, unknown>;

export interface PollRules {
  /** The field the `timestamp` query compares, and that the default sort uses. */
  timestampField: string;
  isUnfinished: (row: Row) => boolean;
  /**
   * Fields that move with the clock while a row runs (a crawler's `elapsed`): a row whose only
   * change is in them is updated but not marked "Changed" (lib/rowMarks).
   */
  ticking?: readonly string[];
}

/** An application is unfinished unless it is both analysed and finalised. */
export const isUnfinishedApplication = (row: Row): boolean => !(row.analysed === true && row.finalised === true);

/** An analysis is unfinished unless it is completed with both its html and pdf reports. */
export const isUnfinishedAnalysis = (row: Row): boolean =>
  !(row.completed === true && row.html === true && row.pdf === true);

/** QUEUED, AUTH, PROCESSING and RELEASED are active (docs/product.md#crawlers); INITIAL has not finished either. */
export const ACTIVE_CRAWLER_STATUSES: ReadonlySet<string> = new Set(
  CRAWLER_STATUSES.filter(status => !FINISHED_STATUSES.has(status)),
);

export const isUnfinishedCrawler = (row: Row): boolean =>
  typeof row.status === 'string' && ACTIVE_CRAWLER_STATUSES.has(row.status.toUpperCase());

export const POLL_RULES = {
  applications: { timestampField: 'timestamp', isUnfinished: isUnfinishedApplication },
  analyses: { timestampField: 'time', isUnfinished: isUnfinishedAnalysis },
  crawlers: { timestampField: 'timestamp', isUnfinished: isUnfinishedCrawler, ticking: ['elapsed'] },
} satisfies Record<string, PollRules>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

/** Epoch milliseconds of a timestamp as the API sends it, or NaN. */
export const timeOf = (value: unknown): number => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && ISO_DATE.test(value)) return Date.parse(value);
  return NaN;
};

/**
 * The `timestamp` query of a poll: the timestamp (as shown) of the oldest unfinished row, else
 * that of the newest row, so that only rows at or after it come back. Undefined when no row has
 * a readable timestamp: the poll then reloads the page.
 */
export const pollTimestamp = (rows: readonly Row[], rules: PollRules): string | number | undefined => {
  let oldestUnfinished: { time: number; value: string | number } | undefined;
  let newest: { time: number; value: string | number } | undefined;
  for (const row of rows) {
    const value = row[rules.timestampField];
    const time = timeOf(value);
    if (Number.isNaN(time)) continue;
    const entry = { time, value: value as string | number };
    if (rules.isUnfinished(row) && (!oldestUnfinished || time < oldestUnfinished.time)) oldestUnfinished = entry;
    if (!newest || time > newest.time) newest = entry;
  }
  return (oldestUnfinished ?? newest)?.value;
};

/** Page size of a poll: larger than the page, so new rows and the page's own rows both fit. */
export const pollPageSize = (perPage: number): number => Math.min(POLL_MAX_PAGE_SIZE, Math.max(1, perPage) * 2);

/**
 * Whether a poll can be incremental: only on page 1 sorted newest first by the timestamp field.
 * On other pages or sorts, new rows would shift the page unpredictably, so the page is reloaded.
 */
export const canPollIncrementally = (
  page: number,
  sort: { field?: string; order?: string } | undefined,
  rules: PollRules,
): boolean => page === 1 && sort?.field === rules.timestampField && sort.order === 'DESC';

/** Structural equality of JSON-like values (the API's rows). */
export const sameValue = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, index) => sameValue(item, other[index]));
  }
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every(
    key =>
      Object.prototype.hasOwnProperty.call(b, key) &&
      sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
};

const compareValues = (a: unknown, b: unknown): number => {
  if (a === b) return 0;
  if (a === undefined || a === null) return -1;
  if (b === undefined || b === null) return 1;
  const aTime = timeOf(a);
  const bTime = timeOf(b);
  if (!Number.isNaN(aTime) && !Number.isNaN(bTime)) return aTime - bTime;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), undefined, { numeric: true });
};

const valueAt = (row: Row, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      row,
    );

export interface MergeOptions {
  sort: { field: string; order: 'ASC' | 'DESC' | string };
  perPage: number;
}

export interface MergeResult<T extends Row> {
  /** The merged page; the very array given when nothing changed. */
  data: T[];
  /** How many rows the poll found that were not on the page and belong on it. */
  added: number;
  changed: boolean;
}

/**
 * Merges the rows of a poll into the page: a polled row replaces the row of the same id when it
 * differs (an unchanged row keeps its object, so memoised cells do not re-render), a polled row
 * that ranks before the page's last row is added, the result keeps the list's sort order (stable,
 * so ties keep their place) and is trimmed to the page size. Polled rows that rank after a full
 * page's last row belong to later pages; they come from a backend that ignores `timestamp` and are
 * left out.
 */
export const mergePage = <T extends Row>(
  current: readonly T[],
  polled: readonly T[],
  options: MergeOptions,
): MergeResult<T> => {
  const { field, order } = options.sort;
  const sign = order === 'DESC' ? -1 : 1;
  const compare = (a: T, b: T) => compareValues(valueAt(a, field), valueAt(b, field)) * sign;
  const byId = new Map(polled.map(row => [String(row.id), row]));
  const currentIds = new Set(current.map(row => String(row.id)));
  const last = current[current.length - 1];
  const pageFull = current.length >= options.perPage;
  let changed = false;
  const updated = current.map(row => {
    const fresh = byId.get(String(row.id));
    if (!fresh || sameValue(fresh, row)) return row;
    changed = true;
    return fresh;
  });
  const added = polled.filter(row => !currentIds.has(String(row.id)) && (!pageFull || !last || compare(row, last) < 0));
  if (!changed && !added.length) {
    const trimmed = current.length > options.perPage ? current.slice(0, options.perPage) : current;
    return { data: trimmed as T[], added: 0, changed: trimmed !== current };
  }
  const merged = [...updated, ...added]
    .map((row, index) => ({ row, index }))
    .sort((a, b) => compare(a.row, b.row) || a.index - b.index)
    .map(({ row }) => row)
    .slice(0, Math.max(0, options.perPage));
  return { data: merged, added: added.length, changed: true };
};

/**
 * A reloaded page over the current one: rows equal to the shown ones keep their objects, so only
 * the rows that changed re-render. The very array given when nothing changed.
 */
export const reconcilePage = <T extends Row>(
  current: readonly T[],
  fresh: readonly T[],
): { data: T[]; changed: boolean } => {
  const byId = new Map(current.map(row => [String(row.id), row]));
  let changed = current.length !== fresh.length;
  const data = fresh.map((row, index) => {
    const old = byId.get(String(row.id));
    const kept = old && sameValue(old, row) ? old : row;
    if (kept !== current[index]) changed = true;
    return kept;
  });
  return changed ? { data, changed } : { data: current as T[], changed };
};

/**
 * A poll loads page 1 in full (the page's own query) at least every this many polls, so that a
 * backend reading `timestamp` in a way no single answer gives away (an exact match on the newest
 * row answers that row alone) still shows new rows: 4 polls of 30 s, within 2 minutes of the last
 * full load. Every 5th would be 2.5 minutes.
 */
export const RECONCILE_EVERY = 4;

/** The query an incremental poll asked (`key`: the list's resource, size, sort and filters) and the count it got. */
export interface PollMemory {
  key: string;
  since: string | number;
  total?: number;
}

/** What decides the kind of the next poll. */
export interface PollLedger {
  /** Answered incremental polls since the page was last loaded in full by a poll. */
  incremental: number;
  /** A full load is due whatever the count: the last try failed. */
  due: boolean;
  /** The last incremental answer, to compare counts with. */
  last?: PollMemory;
}

export const NEW_LEDGER: PollLedger = { incremental: 0, due: false };

/**
 * Incremental (rows since a timestamp, merged) or full (page 1 reloaded and reconciled): full
 * every RECONCILE_EVERY-th poll and after a failure. A failure is not a poll: it leaves the count
 * as it was, so the wait of the backoff never stands for a poll that brought rows.
 */
export const nextPollKind = (ledger: PollLedger): 'incremental' | 'full' =>
  ledger.due || ledger.incremental >= RECONCILE_EVERY - 1 ? 'full' : 'incremental';

export const ledgerAfterIncremental = (ledger: PollLedger, memory: PollMemory): PollLedger => ({
  incremental: ledger.incremental + 1,
  due: false,
  last: memory,
});

export const ledgerAfterFull = (ledger: PollLedger): PollLedger => ({ ...ledger, incremental: 0, due: false });

export const ledgerAfterFailure = (ledger: PollLedger): PollLedger => ({ ...ledger, due: true });

/** A list answer as the dataProvider gives it: `total` from `count`, else `pageInfo` from `next`. */
export interface PollAnswer {
  data: readonly Row[];
  total?: number;
  pageInfo?: { hasNextPage?: boolean };
}

/**
 * Why an incremental answer cannot be right if the server read `timestamp` as "at or after", the
 * client's reading (docs/api.md#conventions); null when it can be.
 * - `partial`: the answer holds fewer rows than its count (or has a next page): rows it was asked
 *   for are not in it.
 * - `older_rows`: rows older than asked for (a server that ignores `timestamp` and answers the
 *   newest rows, or reads it as "older than").
 * - `missing_rows`: a row shown at or after the timestamp is not in the answer (a server that reads
 *   it as "after" or as an exact match, or "older than"; or the row was deleted or left the filters).
 * - `count_shrank`: fewer rows than the last answer to the same query.
 * - `count_grew_without_rows`: more rows than the last answer to the same query, none new to the page.
 * Rows or shown rows whose timestamp cannot be read are held against nothing.
 */
export type PollDoubt = 'partial' | 'older_rows' | 'missing_rows' | 'count_shrank' | 'count_grew_without_rows';

export const pollDoubt = (
  shown: readonly Row[],
  answer: PollAnswer,
  asked: { key: string; since: string | number },
  rules: PollRules,
  last?: PollMemory,
): PollDoubt | null => {
  const since = timeOf(asked.since);
  const total = answer.total;
  if (typeof total === 'number' ? total > answer.data.length : answer.pageInfo?.hasNextPage === true) return 'partial';
  if (Number.isNaN(since)) return null;
  if (answer.data.some(row => timeOf(row[rules.timestampField]) < since)) return 'older_rows';
  const answered = new Set(answer.data.map(row => String(row.id)));
  if (shown.some(row => timeOf(row[rules.timestampField]) >= since && !answered.has(String(row.id))))
    return 'missing_rows';
  const sameQuery = last && last.key === asked.key && sameValue(last.since, asked.since);
  if (!sameQuery || typeof total !== 'number' || typeof last.total !== 'number') return null;
  if (total < last.total) return 'count_shrank';
  const shownIds = new Set(shown.map(row => String(row.id)));
  if (total > last.total && answer.data.every(row => shownIds.has(String(row.id)))) return 'count_grew_without_rows';
  return null;
};

/**
 * The wait before the next poll: the interval while polls succeed; after `failures` consecutive
 * failures, 30 s doubled per further failure up to 5 min, with ±20% jitter so that many open
 * dashboards do not retry in step. `random` is in [0, 1).
 */
export const pollDelay = (failures: number, random: number = Math.random()): number => {
  if (failures <= 0) return POLL_INTERVAL_MS;
  const base = Math.min(POLL_MAX_BACKOFF_MS, POLL_INTERVAL_MS * 2 ** Math.min(failures, 10));
  const jitter = 1 + (Math.min(Math.max(random, 0), 1) * 2 - 1) * POLL_JITTER;
  return Math.round(base * jitter);
};
