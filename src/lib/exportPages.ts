/**
 * Every page of a list, one request after the other (docs/screens/list-tools.md): the export of
 * the current filter and sort. Stops when `total` rows were read, else when the answer had no
 * `next` link (`hasNextPage` false), else, knowing neither, when a page comes back short; at an
 * empty page; or at `maxRows`. A short page is not the end while the count or a `next` says more
 * rows come: a server may cap the page size below the one asked. A cancelled `signal` rejects with
 * an AbortError between and during requests.
 */

export interface PageResult<R> {
  data: R[];
  total?: number;
  /** Whether the answer had a `next` link (react-admin's pageInfo, given when there is no count). */
  hasNextPage?: boolean;
}

export interface FetchAllOptions {
  perPage?: number;
  signal?: AbortSignal;
  /** Rows read so far and the total when the server gives one. */
  onProgress?: (done: number, total: number | undefined) => void;
  maxRows?: number;
}

export const EXPORT_PAGE_SIZE = 100;
export const EXPORT_MAX_ROWS = 100_000;

const aborted = () => new DOMException('The export was cancelled', 'AbortError');

export const isAbort = (error: unknown): boolean =>
  (error instanceof DOMException || error instanceof Error) && error.name === 'AbortError';

export const fetchAllPages = async <R>(
  getPage: (page: number, perPage: number, signal: AbortSignal | undefined) => Promise<PageResult<R>>,
  { perPage = EXPORT_PAGE_SIZE, signal, onProgress, maxRows = EXPORT_MAX_ROWS }: FetchAllOptions = {},
): Promise<R[]> => {
  const rows: R[] = [];
  for (let page = 1; ; page += 1) {
    if (signal?.aborted) throw aborted();
    const { data, total, hasNextPage } = await getPage(page, perPage, signal);
    if (signal?.aborted) throw aborted();
    rows.push(...data);
    onProgress?.(rows.length, total);
    const more =
      typeof total === 'number'
        ? rows.length < total
        : typeof hasNextPage === 'boolean'
          ? hasNextPage
          : data.length >= perPage;
    const done = !data.length || !more || rows.length >= maxRows;
    if (done) return rows.slice(0, maxRows);
  }
};
