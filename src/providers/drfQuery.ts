import type { GetListParams } from 'react-admin';
import type { Query } from './http';
import type { EndpointSpec } from './endpoints';

/**
 * react-admin's list parameters as Django REST Framework's query (docs/product.md, decision 5):
 * filters, `page`, `page_size`, `ordering=-field`. Apart from the answers' side (./drf.ts), so that
 * the entry, which asks for a landing list's first page (app/landingPage.ts), carries only this.
 */

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
