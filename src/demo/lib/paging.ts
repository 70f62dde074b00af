import { detail, json } from './respond';

/** DRF page-number paging and `ordering`, as the providers expect them (docs/product.md, decision 5). */

export interface PageOptions {
  /** Applied when the request has no `ordering`, e.g. `-timestamp`. */
  defaultOrdering?: string;
  defaultPageSize?: number;
  maxPageSize?: number;
}

export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;

/** A field by DRF path (`vendor__name`) or dotted path; an object with a name sorts by it. */
const valueAt = (row: object, path: string): unknown => {
  let value: unknown = row;
  for (const part of path.split(/__|\./)) {
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  if (value && typeof value === 'object' && !Array.isArray(value) && 'name' in value) {
    return (value as { name: unknown }).name;
  }
  return Array.isArray(value) ? value.length : value;
};

const compareValues = (a: unknown, b: unknown): number => {
  if (a === b) return 0;
  if (a === undefined || a === null) return -1;
  if (b === undefined || b === null) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), 'en', { numeric: true });
};

export const sortRows = <T extends object>(rows: T[], ordering: string | null | undefined): T[] => {
  const keys = (ordering ?? '')
    .split(',')
    .map(key => key.trim())
    .filter(Boolean)
    .map(key => (key.startsWith('-') ? { path: key.slice(1), sign: -1 } : { path: key, sign: 1 }));
  if (!keys.length) return rows;
  // Each row's sort values are read once, not on every comparison.
  const decorated = rows.map(row => ({ row, values: keys.map(({ path }) => valueAt(row, path)) }));
  decorated.sort((a, b) => {
    for (let i = 0; i < keys.length; i++) {
      const result = compareValues(a.values[i], b.values[i]);
      if (result) return result * keys[i].sign;
    }
    return 0;
  });
  return decorated.map(item => item.row);
};

const pageLink = (url: URL, page: number): string => {
  const link = new URL(url.toString());
  if (page <= 1) link.searchParams.delete('page');
  else link.searchParams.set('page', String(page));
  return link.toString();
};

export const pageSizeOf = (url: URL, options: PageOptions = {}): number => {
  const raw = url.searchParams.get('page_size');
  const requested = raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
  const size = requested && requested > 0 ? requested : (options.defaultPageSize ?? DEFAULT_PAGE_SIZE);
  return Math.min(size, options.maxPageSize ?? MAX_PAGE_SIZE);
};

/** Sorts, pages and answers `{count, next, previous, results}`; a page past the end is a 404. */
export const paginate = <T extends object>(
  url: URL,
  rows: T[],
  options: PageOptions = {},
  serialize: (row: T) => unknown = row => row,
): Response => {
  const ordering = url.searchParams.get('ordering') || options.defaultOrdering;
  // Stored rows sort as they are when they hold the fields; derived fields need the wire shape.
  const fields = (ordering ?? '')
    .split(',')
    .map(key => key.trim().replace(/^-/, '').split(/__|\./)[0])
    .filter(Boolean);
  const raw0 = rows[0] as Record<string, unknown> | undefined;
  const onWire = !!raw0 && fields.some(field => !(field in raw0));
  const sorted = onWire ? sortRows(rows.map(serialize) as object[], ordering) : sortRows(rows, ordering);
  const size = pageSizeOf(url, options);
  const pages = Math.max(1, Math.ceil(sorted.length / size));
  const raw = url.searchParams.get('page');
  const page = raw === null || raw === '' ? 1 : raw === 'last' ? pages : /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(page) || page < 1 || page > pages) return detail(404, 'Invalid page.');
  const slice = sorted.slice((page - 1) * size, page * size);
  const results = onWire ? slice : slice.map(row => serialize(row as T));
  return json({
    count: sorted.length,
    next: page < pages ? pageLink(url, page + 1) : null,
    previous: page > 1 ? pageLink(url, page - 1) : null,
    results,
  });
};

/**
 * Paging over rows made on demand (a crawler log of up to 20,000 lines): only the asked page is
 * built. `descending` reverses the natural order; `offset` skips the first rows.
 */
export const paginateLazy = <T>(
  url: URL,
  count: number,
  at: (index: number) => T,
  options: PageOptions & { descending?: boolean; offset?: number } = {},
): Response => {
  const offset = Math.min(count, Math.max(0, options.offset ?? 0));
  const total = count - offset;
  const size = pageSizeOf(url, options);
  const pages = Math.max(1, Math.ceil(total / size));
  const raw = url.searchParams.get('page');
  const page = raw === null || raw === '' ? 1 : raw === 'last' ? pages : /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(page) || page < 1 || page > pages) return detail(404, 'Invalid page.');
  const results: T[] = [];
  for (let i = (page - 1) * size; i < Math.min(total, page * size); i++) {
    results.push(at(options.descending ? count - 1 - i : offset + i));
  }
  return json({
    count: total,
    next: page < pages ? pageLink(url, page + 1) : null,
    previous: page > 1 ? pageLink(url, page - 1) : null,
    results,
  });
};
