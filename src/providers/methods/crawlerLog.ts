import { nextUrl, segment, type Http } from './pages';

/**
 * The crawler output log (docs/screens/crawlerlog.md): GET crawlers/crawler_output/{uuid}/, 500
 * lines a page, following `next` to the end; Refresh asks for the newest lines (limit 100, size 100).
 */

/**
 * One log line as the API sends it. `parsed` is read when a backend sends it; the page parses
 * `message` otherwise. A line whose `sequence` is not a number is kept with `sequence: null`, in
 * the order it arrived (docs/screens/crawlerlog.md).
 */
export interface CrawlerLogEntry {
  uuid?: string;
  sequence: number | null;
  timestamp: string | null;
  elapsed: number | string | null;
  type: string;
  message: string;
  parsed?: unknown;
}

export const LOG_PAGE_SIZE = 500;
export const LOG_REFRESH = { limit: 100, size: 100 } as const;
/** 500 lines a page: a runaway chain of `next` links stops after a million lines. */
export const MAX_LOG_PAGES = 2000;
/** Pages asked at once once the first page gives the log's length. */
export const LOG_PARALLEL = 4;

/**
 * Why loading stopped; the page says it in words, keeping what was loaded. `next_elsewhere`: a
 * `next` link off the API's origin, which is not followed (the token goes to the API only).
 */
export class CrawlerLogPagingError extends Error {
  constructor(readonly reason: 'next_elsewhere') {
    super(reason);
    this.name = 'CrawlerLogPagingError';
  }
}

export interface CrawlerLogProgress {
  /** Lines received so far (this page included). */
  loaded: number;
  /** The answer's `count`, when it has one. */
  total: number | null;
  /** The lines of the page just received. */
  entries: CrawlerLogEntry[];
}

export interface CrawlerLogMethods {
  /**
   * Every line of a crawler's log, page after page; `onPage` hears each page as it arrives, so a
   * screen can show the lines and the progress before the last page. A failure after some pages
   * rejects: the lines already heard stay the caller's.
   */
  crawlerLog: (
    uuid: string,
    options?: { signal?: AbortSignal; onPage?: (progress: CrawlerLogProgress) => void },
  ) => Promise<CrawlerLogEntry[]>;
  /** The newest lines (Refresh): `limit=100&size=100`. */
  crawlerLogTail: (uuid: string, options?: { signal?: AbortSignal }) => Promise<CrawlerLogEntry[]>;
}

interface LogPage {
  count?: number | null;
  next?: string | null;
  results?: unknown[];
}

/** Any object is a line; a sequence that is not a finite number becomes null (the line is kept). */
const isEntry = (row: unknown): row is Omit<CrawlerLogEntry, 'sequence'> & { sequence?: unknown } =>
  !!row && typeof row === 'object' && !Array.isArray(row);

/** The message always as text: a backend may send a payload object instead of its JSON text. */
const normalise = (row: Omit<CrawlerLogEntry, 'sequence'> & { sequence?: unknown }): CrawlerLogEntry => ({
  ...row,
  sequence: typeof row.sequence === 'number' && Number.isFinite(row.sequence) ? row.sequence : null,
  type: typeof row.type === 'string' ? row.type : String(row.type ?? ''),
  message:
    typeof row.message === 'string'
      ? row.message
      : row.message === null || row.message === undefined
        ? ''
        : JSON.stringify(row.message),
});

const entriesOf = (json: LogPage | unknown[] | null): CrawlerLogEntry[] => {
  const rows = Array.isArray(json) ? json : (json?.results ?? []);
  return rows.filter(isEntry).map(normalise);
};

const path = (uuid: string) => `crawlers/crawler_output/${segment(uuid)}/`;

/** The same `next` link (absolute: read by nextUrl), asking another page. */
const withPage = (next: string, page: number): string => {
  const url = new URL(next);
  url.searchParams.set('page', String(page));
  return url.href;
};

/** The page number a `next` link names, or NaN when it names none. */
const pageOf = (next: string): number => {
  const page = new URL(next, 'http://relative.invalid/').searchParams.get('page') ?? '';
  return /^\d+$/.test(page) ? Number(page) : NaN;
};

export const crawlerLogMethods = (http: Http): CrawlerLogMethods => ({
  crawlerLog: async (uuid, options = {}) => {
    const rows: CrawlerLogEntry[] = [];
    // A failed page stops the pages still in flight.
    const stop = new AbortController();
    const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
    const get = (next: string, first: boolean) =>
      http<LogPage | unknown[] | null>(next, first ? { query: { page_size: LOG_PAGE_SIZE }, signal } : { signal });
    /** Takes one page in: its lines, the progress, and the `next` link to follow (checked). */
    const take = (json: LogPage | unknown[] | null): string | null => {
      const entries = entriesOf(json);
      rows.push(...entries);
      const total = !Array.isArray(json) && typeof json?.count === 'number' ? json.count : null;
      options.onPage?.({ loaded: rows.length, total, entries });
      // Read as every list reads it (pages.ts nextUrl): on the API's origin, or not followed, since the
      // request carries the token. One without a page number (cursor paging, say) is followed as it
      // is, one page after the other.
      const link = Array.isArray(json) || typeof json?.next !== 'string' || !json.next.trim() ? null : json.next;
      if (!link) return null;
      const next = nextUrl(link, path(uuid));
      if (!next) throw new CrawlerLogPagingError('next_elsewhere');
      return next;
    };

    const first = (await get(path(uuid), true)).json;
    let next = take(first);
    let pages = 1;

    // The first page tells the count and the page size: the pages between are asked together
    // (LOG_PARALLEL at a time) and handed over in order, instead of one round trip each.
    const count = !Array.isArray(first) && typeof first?.count === 'number' ? first.count : null;
    const size = Array.isArray(first) ? 0 : (first?.results?.length ?? 0);
    if (next && count !== null && size > 0 && pageOf(next) === 2) {
      const last = Math.min(Math.ceil(count / size), MAX_LOG_PAGES);
      const template = next;
      // At most LOG_PARALLEL pages in flight, taken in order; once one has failed, none is asked.
      const inFlight: Promise<LogPage | unknown[] | null>[] = [];
      let asked = 2;
      let failedAny = false;
      const ask = () => {
        const answer = get(withPage(template, asked++), false).then(({ json }) => json);
        answer.catch(() => {
          failedAny = true;
        });
        inFlight.push(answer);
      };
      while (asked <= last && inFlight.length < LOG_PARALLEL) ask();
      try {
        // A failed page rejects here only after the pages before it were handed over.
        for (let answer = inFlight.shift(); answer; answer = inFlight.shift()) {
          next = take(await answer);
          pages++;
          if (!failedAny && asked <= last) ask();
        }
      } catch (error) {
        stop.abort();
        throw error;
      }
    }

    // A log that grew while it loaded, a backend without a count, or `next` links without a page
    // number: follow `next` one by one to the end.
    for (; next && pages < MAX_LOG_PAGES; pages++) next = take((await get(next, false)).json);
    return rows;
  },
  crawlerLogTail: async (uuid, options = {}) => {
    const { json } = await http<LogPage | unknown[] | null>(path(uuid), {
      query: { ...LOG_REFRESH },
      signal: options.signal,
    });
    return entriesOf(json);
  },
});
