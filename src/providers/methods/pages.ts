import type { Identifier } from 'react-admin';
import type { HttpOptions, HttpResponse } from '../http';

/** The http client as the methods take it, so tests can hand in a fake one. */
export type Http = <T = unknown>(path: string, options?: HttpOptions) => Promise<HttpResponse<T>>;

/** One path segment from an id: the API's ids are numbers, but a path must survive any value. */
export const segment = (id: Identifier) => encodeURIComponent(String(id));

/** A runaway chain of `next` links stops here. */
export const MAX_PAGES = 20;

interface Page<T> {
  results?: T[];
  next?: string | null;
}

/**
 * Every row of a list, following its `next` links (lists that the specification says follow
 * them). A bare array answer is the whole list. Only the first request carries `options.query`:
 * a `next` link holds its own.
 */
export const allPages = async <T,>(http: Http, path: string, options: HttpOptions = {}): Promise<T[]> => {
  const rows: T[] = [];
  let next: string | null = path;
  for (let page = 0; next && page < MAX_PAGES; page++) {
    const { json }: HttpResponse<Page<T> | T[] | null> = await http(next, page === 0 ? options : { signal: options.signal });
    if (Array.isArray(json)) return [...rows, ...json];
    rows.push(...(json?.results ?? []));
    next = json?.next ?? null;
  }
  return rows;
};
