import type { GetListResult, SortPayload } from 'react-admin';

/** A list's own defaults, as its `<List>` is given them (`sort`, `perPage`). */
export interface ListDefaults {
  sort: SortPayload;
  perPage: number;
}

/** Rows a page of every dashboard list shows unless the address or the user says otherwise. */
export const LIST_PER_PAGE = 50;

/** What react-admin keeps of a list in its store (`<resource>.listParams`). */
export interface StoredListParams {
  filter?: Record<string, unknown>;
  sort?: string | null;
  order?: string | null;
  page?: number | string | null;
  perPage?: number | string | null;
}

/** The first page's getList parameters, the very ones react-admin's list controller will ask for. */
export interface FirstPageParams {
  pagination: { page: number; perPage: number };
  sort: SortPayload;
  filter: Record<string, unknown>;
}

const numberOr = (value: unknown, fallback: number): number => {
  if (value === undefined || value === null) return fallback;
  const parsed = typeof value === 'string' ? parseInt(value, 10) : Number(value);
  return Number.isNaN(parsed) ? fallback : parsed;
};

const objectOf = (value: unknown): Record<string, unknown> | undefined => {
  if (typeof value !== 'string')
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
};

/** react-admin's test for params a user set (ra-core `hasCustomParams`). */
const isCustom = (stored: StoredListParams | undefined): stored is StoredListParams =>
  !!stored?.filter &&
  (Object.keys(stored.filter).length > 0 ||
    stored.order != null ||
    stored.page !== 1 ||
    stored.perPage != null ||
    stored.sort != null);

/**
 * The parameters of a list's first page, from what react-admin's `useListParams` reads (ra-core
 * `getQuery`, which it does not export): the address's query when it has any, else the params the
 * user left in the store, else the defaults; then the list's sort and per-page where unset. The
 * result keys the same react-query entry as the list's own `useGetList`, so a request started with
 * it before the list mounts is the one the list uses (`layout/FirstPagePrefetch.tsx`). A difference
 * would cost one more request, never wrong rows.
 */
export const firstPageParams = (
  search: string,
  stored: StoredListParams | undefined,
  defaults: ListDefaults,
): FirstPageParams => {
  const fromAddress: Record<string, unknown> = Object.fromEntries(new URLSearchParams(search));
  if ('filter' in fromAddress) fromAddress.filter = objectOf(fromAddress.filter) ?? fromAddress.filter;
  const query: Record<string, unknown> =
    Object.keys(fromAddress).length > 0 ? fromAddress : isCustom(stored) ? { ...stored } : { filter: {} };
  if (!query.sort) {
    query.sort = defaults.sort.field;
    query.order = defaults.sort.order;
  }
  return {
    pagination: { page: numberOr(query.page ?? 1, 1), perPage: numberOr(query.perPage ?? defaults.perPage, 10) },
    sort: { field: String(query.sort), order: query.order as SortPayload['order'] },
    filter: objectOf(query.filter) ?? {},
  };
};

/**
 * A list's params as react-admin's browser store keeps them (`localStorageStore`: the JSON of
 * `RaStore.<key>`), read before react-admin has loaded (app/landingPage.ts). A key the store
 * would not have, or a value it could not parse, reads as none: the list's defaults.
 */
export const storedListParams = (name: string, storage: Pick<Storage, 'getItem'>): StoredListParams | undefined => {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(`RaStore.${name}.listParams`) ?? 'null');
    return parsed && typeof parsed === 'object' ? (parsed as StoredListParams) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * A getList answer as react-admin's `useGetList` keeps it in react-query: a read started ahead of
 * a list (FirstPagePrefetch, AskOnIntent) stores the same shape under the list's key.
 */
export const asListPage = ({ data, total, pageInfo, meta }: GetListResult) => ({ data, total, pageInfo, meta });
