import type { GetListParams, GetListResult, RaRecord } from 'react-admin';
import type { Query } from './http';
import type { EndpointSpec } from './endpoints';

/**
 * Pure mapping between react-admin's parameters and answers and Django REST Framework's
 * (docs/product.md, decision 5): `page`, `page_size`, `ordering=-field`, `count`/`next`/`previous`/`results`.
 */

export interface DrfPage<T> {
  count?: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export const isDrfPage = <T>(body: unknown): body is DrfPage<T> =>
  !!body && typeof body === 'object' && Array.isArray((body as DrfPage<T>).results);

/** docs/product.md#tables: search forms drop empty values, the value All and negative numbers. */
export const isDroppedFilterValue = (value: unknown): boolean => {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '' || trimmed === 'All') return true;
    return /^-\d+(\.\d+)?$/.test(trimmed);
  }
  if (typeof value === 'number') return Number.isNaN(value) || value < 0;
  if (Array.isArray(value)) return value.filter(item => !isDroppedFilterValue(item)).length === 0;
  return false;
};

export const cleanFilter = (filter: Record<string, unknown> = {}): Record<string, unknown> => {
  const cleaned: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (isDroppedFilterValue(value)) continue;
    cleaned[key] = Array.isArray(value) ? value.filter(item => !isDroppedFilterValue(item)) : value;
  }
  return cleaned;
};

const toQueryValue = (value: unknown): Query[string] => {
  if (Array.isArray(value)) return value.map(item => String(item));
  if (typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string') return value;
  return JSON.stringify(value);
};

export const filterToQuery = (
  filter: Record<string, unknown> | undefined,
  spec: Pick<EndpointSpec, 'filterFields'>,
): Query => {
  const query: Query = {};
  for (const [key, value] of Object.entries(cleanFilter(filter))) {
    query[spec.filterFields?.[key] ?? key] = toQueryValue(value);
  }
  return query;
};

export const orderingParam = (
  sort: GetListParams['sort'] | undefined,
  spec: Pick<EndpointSpec, 'sortFields'>,
): string | undefined => {
  if (!sort?.field) return undefined;
  const field = spec.sortFields?.[sort.field] ?? sort.field;
  return sort.order === 'DESC' ? `-${field}` : field;
};

export const listQuery = (params: Partial<GetListParams>, spec: EndpointSpec): Query => {
  const query = filterToQuery(params.filter, spec);
  if (spec.pagination !== 'none' && params.pagination) {
    query.page = params.pagination.page;
    query.page_size = params.pagination.perPage;
  }
  const ordering = orderingParam(params.sort, spec);
  if (ordering && spec.pagination !== 'none') query.ordering = ordering;
  return query;
};

/** Gives every record react-admin's `id`, taken from the endpoint's own key where it differs. */
export const toRecord = <T extends RaRecord>(row: Record<string, unknown>, spec: Pick<EndpointSpec, 'idField'>): T =>
  (spec.idField && spec.idField !== 'id' ? { ...row, id: row[spec.idField] } : row) as T;

const compare = (a: unknown, b: unknown): number => {
  if (a === b) return 0;
  if (a === undefined || a === null) return -1;
  if (b === undefined || b === null) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true });
};

/** For endpoints that answer the whole list: filter, sort and page on this side. */
export const pageLocally = <T extends RaRecord>(rows: T[], params: Partial<GetListParams>): GetListResult<T> => {
  const filter = cleanFilter(params.filter);
  const q = typeof filter.q === 'string' ? filter.q.toLowerCase() : undefined;
  let data = rows.filter(row =>
    Object.entries(filter).every(([key, value]) => {
      if (key === 'q')
        return Object.values(row).some(field =>
          String(field ?? '')
            .toLowerCase()
            .includes(q!),
        );
      return Array.isArray(value) ? value.map(String).includes(String(row[key])) : String(row[key]) === String(value);
    }),
  );
  if (params.sort?.field) {
    const { field, order } = params.sort;
    data = [...data].sort((a, b) => compare(a[field], b[field]) * (order === 'DESC' ? -1 : 1));
  }
  const total = data.length;
  if (params.pagination) {
    const { page, perPage } = params.pagination;
    data = data.slice((page - 1) * perPage, page * perPage);
  }
  return { data, total };
};

/** A DRF page as react-admin's answer: `total` from `count`, else partial `pageInfo`. */
export const fromDrfPage = <T extends RaRecord>(
  body: DrfPage<Record<string, unknown>>,
  spec: Pick<EndpointSpec, 'idField'>,
): GetListResult<T> => {
  const data = body.results.map(row => toRecord<T>(row, spec));
  if (typeof body.count === 'number') return { data, total: body.count };
  return { data, pageInfo: { hasNextPage: !!body.next, hasPreviousPage: !!body.previous } };
};

/** The fields of `data` that differ from `previous`: what a PATCH sends. */
export const changedFields = (
  data: Record<string, unknown>,
  previous: Record<string, unknown> | undefined,
): Record<string, unknown> => {
  if (!previous) return data;
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (JSON.stringify(value) !== JSON.stringify(previous[key])) changed[key] = value;
  }
  return changed;
};

/** The page number in a DRF `next` link, or undefined when there is none. */
export const pageFromNext = (next: string | null | undefined): number | undefined => {
  if (!next) return undefined;
  try {
    const page = new URL(next, 'http://localhost').searchParams.get('page');
    return page && /^\d+$/.test(page) ? Number(page) : undefined;
  } catch {
    return undefined;
  }
};
