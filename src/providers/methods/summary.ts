import { allPages, cutOf, keepCut, nextUrl, type Http } from './pages';

/** The window asked for: ISO times (docs/screens/inlineframe-summary.md). */
export interface SummaryWindow {
  start_date: string;
  end_date: string;
}

/** GET dashboard/vendors/stats/ (docs/api.md#summary): a row per vendor. */
export interface VendorStatsRow {
  id: number | string;
  /** Some backends name the column contact_name; the page reads either. */
  name?: string | null;
  contact_name?: string | null;
  total?: number | null;
  finalised?: number | null;
  completed?: number | null;
  crawls?: number | null;
  died?: number | null;
  failed?: number | null;
  timedout?: number | null;
}

/** A row of a chart answer: one vendor in one period, with its counts. */
export interface SeriesRow {
  period: string;
  vendor_id?: number | string;
  vendor_name?: string | null;
  [count: string]: unknown;
}

/**
 * Where a chart's numbers come from: the chart endpoint, or its first MAX_PAGES pages only when it
 * had more (`endpoint_partial`, pages.ts); or, on a backend without one, counted from the
 * specification's list for the window (`list`), or from its newest rows only when the list had
 * more rows newer than the window's start than the client reads, or its `next` named another host
 * (`list_partial`).
 */
export type SeriesSource = 'endpoint' | 'endpoint_partial' | 'list' | 'list_partial';

export interface Series {
  rows: SeriesRow[];
  source: SeriesSource;
}

export interface SummaryMethods {
  vendorStats: (window: SummaryWindow, options?: { signal?: AbortSignal }) => Promise<VendorStatsRow[]>;
  /**
   * GET dashboard/vendors/applications/ (a path the product chose, docs/api.md#summary); when it answers
   * 404 or 405, counted from GET applications/ for the window.
   */
  applicationSeries: (window: SummaryWindow, options?: { signal?: AbortSignal }) => Promise<Series>;
  /** GET dashboard/vendors/crawlers/ (chosen path), else counted from GET crawlers/ for the window. */
  crawlerSeries: (window: SummaryWindow, options?: { signal?: AbortSignal }) => Promise<Series>;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Periods start at UTC+10 hours or midnights, as the chart endpoints' do (docs/screens/inlineframe-summary.md). */
const OFFSET = 10 * HOUR;
/** Rows asked for a page of the fallback list. */
export const FALLBACK_PAGE_SIZE = 500;
/** The fallback stops after this many pages even when the window's start is not reached yet. */
export const FALLBACK_MAX_PAGES = 40;

/** Statuses the chart endpoint of a backend without one would not be: the chart may be counted from the list. */
const NO_ENDPOINT: ReadonlySet<number> = new Set([404, 405]);

const statusOf = (error: unknown): number | undefined => {
  const status = error && typeof error === 'object' ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' ? status : undefined;
};

/** The chart endpoint's rows, carrying the cut when it had more than MAX_PAGES pages (pages.ts). */
const fromEndpoint = async (
  http: Http,
  path: string,
  window: SummaryWindow,
  signal?: AbortSignal,
): Promise<SeriesRow[]> => {
  const rows = await allPages<SeriesRow>(http, path, { query: { ...window }, signal });
  return keepCut(
    rows,
    rows.filter(row => row && typeof row.period === 'string'),
  );
};

interface Page<T> {
  results?: T[];
  next?: string | null;
}

type Row = Record<string, unknown>;

const timeOf = (row: Row): number =>
  typeof row.timestamp === 'string' || typeof row.timestamp === 'number' ? new Date(row.timestamp).getTime() : NaN;

/**
 * The rows of a list in the window, newest first (`ordering=-timestamp`): pages are followed until a
 * row older than the window's start is seen (the history before it is never read), at most
 * FALLBACK_MAX_PAGES pages. `next` is read as every list reads it (pages.ts nextUrl); one on another
 * host is not followed, and the rows are then incomplete too.
 */
const listInWindow = async (
  http: Http,
  path: string,
  start: number,
  end: number,
  signal?: AbortSignal,
): Promise<{ rows: Row[]; complete: boolean }> => {
  const rows: Row[] = [];
  let next: string | null = path;
  for (let page = 0; next; page++) {
    if (page === FALLBACK_MAX_PAGES) return { rows, complete: false };
    const options =
      page === 0 ? { query: { ordering: '-timestamp', page_size: FALLBACK_PAGE_SIZE }, signal } : { signal };
    const { json }: { json: Page<Row> | Row[] | null } = await http<Page<Row> | Row[] | null>(next, options);
    const results = Array.isArray(json) ? json : (json?.results ?? []);
    let older = false;
    for (const row of results) {
      if (!row || typeof row !== 'object') continue;
      const time = timeOf(row);
      if (Number.isNaN(time)) continue;
      if (time < start) older = true;
      else if (time <= end) rows.push(row);
    }
    if (older || Array.isArray(json)) break;
    const link = typeof json?.next === 'string' && json.next.trim() ? json.next : null;
    if (!link) break;
    next = nextUrl(link, next);
    if (!next) return { rows, complete: false };
  }
  return { rows, complete: true };
};

/**
 * Rows counted into the chart endpoints' shape: a row a period over the whole window, zeros
 * included, periods of an hour for a window of up to two days, else of a day, starting at UTC+10
 * hours or midnights (as the demo's chart endpoints answer, docs/api.md#summary).
 */
export const bucketRows = (
  rows: readonly Row[],
  start: number,
  end: number,
  counts: (rows: Row[]) => Record<string, number>,
): SeriesRow[] => {
  const step = end - start <= 2 * DAY ? HOUR : DAY;
  const first = Math.floor((start + OFFSET) / step) * step - OFFSET;
  const buckets = new Map<number, Row[]>();
  for (let at = first; at <= end; at += step) buckets.set(at, []);
  for (const row of rows) buckets.get(Math.floor((timeOf(row) + OFFSET) / step) * step - OFFSET)?.push(row);
  return [...buckets].map(([at, own]) => ({ period: new Date(at).toISOString(), ...counts(own) }));
};

const applicationCounts = (rows: Row[]) => ({
  total: rows.length,
  analysed: rows.filter(row => !!row.analysed).length,
  finalised: rows.filter(row => !!row.finalised).length,
});

/** Crawler statuses still running (docs/product.md: QUEUED, AUTH, PROCESSING and RELEASED are active). */
const ACTIVE = new Set(['QUEUED', 'AUTH', 'PROCESSING', 'RELEASED']);

const crawlerCounts = (rows: Row[]) => {
  const statuses = rows.map(row => String(row.status ?? '').toUpperCase());
  const by = (status: string) => statuses.filter(value => value === status).length;
  return {
    total: rows.length,
    completed: by('COMPLETED'),
    active: statuses.filter(status => ACTIVE.has(status)).length,
    failed: by('FAILED'),
    died: by('DIED'),
    timedout: by('TIMEDOUT'),
    exited: by('EXITED'),
  };
};

/**
 * The chart endpoint's series; when the backend has no such endpoint (404 or 405), the same series
 * counted from the specification's list for the window. Any other failure (and a failure of the
 * list) rejects as it is: the page shows it, and the session rule reads its status.
 */
const series = async (
  http: Http,
  endpoint: string,
  list: string,
  counts: (rows: Row[]) => Record<string, number>,
  window: SummaryWindow,
  signal?: AbortSignal,
): Promise<Series> => {
  try {
    const rows = await fromEndpoint(http, endpoint, window, signal);
    return { rows, source: cutOf(rows) ? 'endpoint_partial' : 'endpoint' };
  } catch (error) {
    const status = statusOf(error);
    if (status === undefined || !NO_ENDPOINT.has(status)) throw error;
  }
  const start = Date.parse(window.start_date);
  const end = Date.parse(window.end_date);
  const { rows, complete } = await listInWindow(http, list, start, end, signal);
  return { rows: bucketRows(rows, start, end, counts), source: complete ? 'list' : 'list_partial' };
};

export const summaryMethods = (http: Http): SummaryMethods => ({
  vendorStats: async (window, { signal } = {}) => {
    const rows = await allPages<VendorStatsRow>(http, 'dashboard/vendors/stats/', { query: { ...window }, signal });
    // The cut, if any, goes with the rows: the Summary says "First N of M rows." under the table.
    return keepCut(
      rows,
      rows.filter(row => row && row.id !== undefined && row.id !== null),
    );
  },
  applicationSeries: (window, { signal } = {}) =>
    series(http, 'dashboard/vendors/applications/', 'applications/', applicationCounts, window, signal),
  crawlerSeries: (window, { signal } = {}) =>
    series(http, 'dashboard/vendors/crawlers/', 'crawlers/', crawlerCounts, window, signal),
});
