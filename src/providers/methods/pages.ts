import type { Identifier } from 'react-admin';
import { apiUrl } from '../../config';
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
  if (text === '' || text === '.' || text === '..')
    throw new Error(i18nProvider.translate('app.error.bad_id', { id: text }));
  return encodeURIComponent(text);
};

/** A runaway chain of `next` links stops here; a list cut there says so (`cutOf`). */
export const MAX_PAGES = 20;

/** An absolute URL as it is; an api/v1 path (what the methods pass the http client) on the API's base. */
const absolute = (path: string): string => (/^[a-z][a-z\d+.-]*:/i.test(path) ? path : apiUrl(path));

/**
 * Where a DRF `next` link leads (docs/api.md#conventions), as an absolute URL on the API's origin,
 * or null when it names another host. A backend may send it:
 * - absolute on the API's origin: followed as it is;
 * - relative with a leading slash (`/api/v1/x/?page=2`): on the API's origin;
 * - relative without one (`x/?page=2`, or `api/v1/x/?page=2` when it repeats the API's path): on the API's base;
 * - only a query (`?page=2`): on `from`, the path just asked;
 * - on the API's host name with another scheme or port, as a backend behind a TLS proxy that does
 *   not pass X-Forwarded-Proto writes it (`http://` while the page is https, where following it
 *   literally is mixed content, blocked): its path and query on the API's origin.
 * A link on any other host is not followed: the request would carry the token to it.
 */
export const nextUrl = (next: string, from = ''): string | null => {
  try {
    const base = new URL(apiUrl(''));
    const trimmed = next.trim();
    if (trimmed.startsWith('?')) return new URL(trimmed, absolute(from)).href;
    if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(trimmed)) {
      const url = new URL(trimmed, base);
      if (url.origin === base.origin) return url.href;
      if (url.hostname !== base.hostname || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
      return new URL(`${url.pathname}${url.search}${url.hash}`, base.origin).href;
    }
    if (trimmed.startsWith('/') || trimmed.startsWith(base.pathname.slice(1)))
      return new URL(trimmed.replace(/^\/?/, '/'), base.origin).href;
    return new URL(trimmed, base).href;
  } catch {
    return null;
  }
};

/**
 * Where a list fetched in full stopped: the server's `count` (null when it sent none) and the `next`
 * link to go on from; `elsewhere` when that link is on another host (not followed, `nextUrl`), else
 * the list stopped at MAX_PAGES.
 */
export interface ListCut {
  total: number | null;
  next: string;
  elsewhere?: true;
}

/** The rows of a list, and `cut` when it stopped at MAX_PAGES before its end. */
export type Rows<T> = T[] & { cut?: ListCut };

/** Where the list stopped, or undefined when it is whole. */
export const cutOf = (rows: readonly unknown[]): ListCut | undefined => (rows as Rows<unknown>).cut;

/** `rows` carrying `cut` (none: a whole list). */
export const withCut = <T>(rows: T[], cut: ListCut | undefined): Rows<T> => (cut ? Object.assign(rows, { cut }) : rows);

/** Rows made from `from` (filtered, mapped) keep its cut. */
export const keepCut = <T>(from: readonly unknown[], rows: T[]): Rows<T> => withCut(rows, cutOf(from));

interface Page<T> {
  count?: number | null;
  results?: T[];
  next?: string | null;
}

/**
 * Every row of a list, following its `next` links (lists that the specification says follow
 * them). A bare array answer is the whole list. Only the first request carries `options.query`:
 * a `next` link holds its own, and is read with `nextUrl`. After `maxPages` (MAX_PAGES) pages, or at a `next` on
 * another host, the rows carry `cut` (docs/api.md#conventions): screens say "First N of M" and go
 * on from `cut.next` (passed here as `path`) when asked.
 */
export const allPages = async <T>(
  http: Http,
  path: string,
  { maxPages = MAX_PAGES, ...options }: HttpOptions & { maxPages?: number } = {},
): Promise<Rows<T>> => {
  const rows: T[] = [];
  let next: string | null = path;
  let total: number | null = null;
  for (let page = 0; next && page < maxPages; page++) {
    const { json }: HttpResponse<Page<T> | T[] | null> = await http(
      next,
      page === 0 ? options : { signal: options.signal },
    );
    if (Array.isArray(json)) return [...rows, ...json];
    rows.push(...(json?.results ?? []));
    if (typeof json?.count === 'number') total = json.count;
    const link: string | null = typeof json?.next === 'string' && json.next.trim() ? json.next : null;
    const followed: string | null = link && nextUrl(link, next);
    if (link && !followed) return withCut(rows, { total, next: link, elsewhere: true });
    next = followed || null;
  }
  return withCut(rows, next ? { total, next } : undefined);
};

/**
 * Keeps the rows of a window read with `timestamp=<since>`: a server may read `timestamp` otherwise
 * than "at or after" (docs/api.md#open-shapes), so rows before `since` are dropped; a row without a
 * readable time is kept (it is not known to be outside).
 */
export const inWindow = (since: string) => {
  const start = Date.parse(since);
  return (row: { timestamp?: string | null } | null | undefined): boolean => {
    const time = row?.timestamp ? Date.parse(row.timestamp) : Number.NaN;
    return Number.isNaN(start) || Number.isNaN(time) || time >= start;
  };
};
