import type { Http } from './pages';

/**
 * The crawler output log (docs/screens/crawlerlog.md): GET crawlers/crawler_output/{uuid}/, 500
 * lines a page, following `next` to the end; Refresh asks for the newest lines (limit 100, size 100).
 */

/** One log line as the API sends it. `parsed` is read when a backend sends it; the page parses `message` otherwise. */
export interface CrawlerLogEntry {
  uuid?: string;
  sequence: number;
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

/** Why loading stopped; the page says it in words, keeping what was loaded. */
export class CrawlerLogPagingError extends Error {
  constructor(readonly reason: 'next_without_page') {
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
  crawlerLog: (uuid: string, options?: { signal?: AbortSignal; onPage?: (progress: CrawlerLogProgress) => void }) => Promise<CrawlerLogEntry[]>;
  /** The newest lines (Refresh): `limit=100&size=100`. */
  crawlerLogTail: (uuid: string, options?: { signal?: AbortSignal }) => Promise<CrawlerLogEntry[]>;
}

interface LogPage {
  count?: number | null;
  next?: string | null;
  results?: unknown[];
}

const isEntry = (row: unknown): row is CrawlerLogEntry =>
  !!row && typeof row === 'object' && typeof (row as { sequence?: unknown }).sequence === 'number';

/** The message always as text: a backend may send a payload object instead of its JSON text. */
const normalise = (row: CrawlerLogEntry): CrawlerLogEntry => ({
  ...row,
  type: typeof row.type === 'string' ? row.type : String(row.type ?? ''),
  message: typeof row.message === 'string' ? row.message : row.message === null || row.message === undefined ? '' : JSON.stringify(row.message),
});

const entriesOf = (json: LogPage | unknown[] | null): CrawlerLogEntry[] => {
  const rows = Array.isArray(json) ? json : (json?.results ?? []);
  return rows.filter(isEntry).map(normalise);
};

/** A `next` link must name its page (DRF page-number paging); one that does not cannot be followed safely. */
const hasPageNumber = (next: string): boolean => {
  try {
    return /^\d+$/.test(new URL(next, 'http://relative.invalid/').searchParams.get('page') ?? '');
  } catch {
    return false;
  }
};

const path = (uuid: string) => `crawlers/crawler_output/${encodeURIComponent(uuid)}/`;

export const crawlerLogMethods = (http: Http): CrawlerLogMethods => ({
  crawlerLog: async (uuid, options = {}) => {
    const rows: CrawlerLogEntry[] = [];
    let next: string | null = path(uuid);
    for (let page = 0; next && page < MAX_LOG_PAGES; page++) {
      const { json }: { json: LogPage | unknown[] | null } = await http<LogPage | unknown[] | null>(
        next,
        page === 0 ? { query: { page_size: LOG_PAGE_SIZE }, signal: options.signal } : { signal: options.signal },
      );
      const entries = entriesOf(json);
      rows.push(...entries);
      const total = !Array.isArray(json) && typeof json?.count === 'number' ? json.count : null;
      options.onPage?.({ loaded: rows.length, total, entries });
      next = Array.isArray(json) ? null : (json?.next ?? null);
      if (next && !hasPageNumber(next)) throw new CrawlerLogPagingError('next_without_page');
    }
    return rows;
  },
  crawlerLogTail: async (uuid, options = {}) => {
    const { json } = await http<LogPage | unknown[] | null>(path(uuid), { query: { ...LOG_REFRESH }, signal: options.signal });
    return entriesOf(json);
  },
});
