import type { GetListParams, GetListResult, RaRecord } from 'react-admin';
import { cleanFilter } from './drfQuery';
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

// The query side (what a list asks with) is ./drfQuery.ts: the entry needs it alone.
export { cleanFilter, filterToQuery, isDroppedFilterValue, listQuery, orderingParam } from './drfQuery';

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
