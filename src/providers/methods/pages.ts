import type { Identifier } from 'react-admin';
import type { HttpOptions, HttpResponse } from '../http';
import { i18nProvider } from '../i18nProvider';

/** The http client as the methods take it, so tests can hand in a fake one. */
export type Http = <T = unknown>(path: string, options?: HttpOptions) => Promise<HttpResponse<T>>;

/**
 * One path segment from an id (docs/api.md#conventions): the API's ids are numbers, but an id read
 * from an answer or the address bar may be anything, and must stay one segment of the path it is
 * put in. Encoding keeps `/`, `?` and `#` in; `.` and `..` it leaves as they are, and URL
 * resolution folds them away (`applications/../x/` is `x/`; WHATWG parsing reads `%2E%2E` as `..`
 * too, so encoding the dots would not help), and an empty id leaves the collection's own path.
 * Such an id is refused: the call rejects with the catalogue's message and asks nothing.
 */
export const segment = (id: Identifier): string => {
  const text = String(id);
  if (text === '' || text === '.' || text === '..') throw new Error(i18nProvider.translate('app.error.bad_id', { id: text }));
  return encodeURIComponent(text);
};

/** A runaway chain of `next` links stops here; a list cut there says so (`cutOf`). */
export const MAX_PAGES = 20;

/** Where a list fetched in full stopped at MAX_PAGES: the server's `count` (null when it sent none) and the `next` link to go on from. */
export interface ListCut {
  total: number | null;
  next: string;
}

/** The rows of a list, and `cut` when it stopped at MAX_PAGES before its end. */
export type Rows<T> = T[] & { cut?: ListCut };

/** Where the list stopped, or undefined when it is whole. */
export const cutOf = (rows: readonly unknown[]): ListCut | undefined => (rows as Rows<unknown>).cut;

/** `rows` carrying `cut` (none: a whole list). */
export const withCut = <T,>(rows: T[], cut: ListCut | undefined): Rows<T> => (cut ? Object.assign(rows, { cut }) : rows);

/** Rows made from `from` (filtered, mapped) keep its cut. */
export const keepCut = <T,>(from: readonly unknown[], rows: T[]): Rows<T> => withCut(rows, cutOf(from));

interface Page<T> {
  count?: number | null;
  results?: T[];
  next?: string | null;
}

/**
 * Every row of a list, following its `next` links (lists that the specification says follow
 * them). A bare array answer is the whole list. Only the first request carries `options.query`:
 * a `next` link holds its own. After MAX_PAGES pages the rows carry `cut` (docs/api.md#conventions):
 * screens say "First N of M" and go on from `cut.next` (passed here as `path`) when asked.
 */
export const allPages = async <T,>(http: Http, path: string, options: HttpOptions = {}): Promise<Rows<T>> => {
  const rows: T[] = [];
  let next: string | null = path;
  let total: number | null = null;
  for (let page = 0; next && page < MAX_PAGES; page++) {
    const { json }: HttpResponse<Page<T> | T[] | null> = await http(next, page === 0 ? options : { signal: options.signal });
    if (Array.isArray(json)) return [...rows, ...json];
    rows.push(...(json?.results ?? []));
    if (typeof json?.count === 'number') total = json.count;
    next = json?.next ?? null;
  }
  return withCut(rows, next ? { total, next } : undefined);
};
