import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { httpClient } from './api';

/** api/v1 paths of the resources (the dashboard's src/resources/<name>/index.ts `endpoint`). */
const PATHS: Record<string, string> = {
  applications: 'applications/',
  crawlers: 'crawlers/',
  analyses: 'analyses/',
  'incomplete-bundle-applications': 'incomplete-bundle-applications/',
  banks: 'banks/',
  labels: 'dashboard/vendors/labels/',
  webhooks: 'webhooks/',
  tokens: 'users/me/tokens/',
  bankmodules: 'bank/',
};

/** Crawlers are keyed by uuid; react-admin wants `id`. */
const withId = (resource: string, row: Record<string, unknown>): RaRecord =>
  (resource === 'crawlers' ? { ...row, id: row.uuid } : row) as RaRecord;

const query = (params: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  ).toString();

interface Page {
  count: number;
  results: Record<string, unknown>[];
}

/** DRF lists: `?page=&page_size=&ordering=` answering {count, next, previous, results}, or a plain array. */
const getList = async (resource: string, { pagination, sort, filter }: Partial<GetListParams>) => {
  const { page = 1, perPage = 10 } = pagination ?? {};
  const ordering = sort?.field ? `${sort.order === 'DESC' ? '-' : ''}${sort.field}` : undefined;
  const { json } = await httpClient(`${PATHS[resource]}?${query({ ...filter, page, page_size: perPage, ordering })}`);
  if (Array.isArray(json)) {
    const rows = json as Record<string, unknown>[];
    return {
      data: rows.slice((page - 1) * perPage, page * perPage).map(row => withId(resource, row)),
      total: rows.length,
    };
  }
  const { count, results } = json as Page;
  return { data: results.map(row => withId(resource, row)), total: count };
};

const one = async (resource: string, id: Identifier) => {
  const { json } = await httpClient(`${PATHS[resource]}${id}/`);
  return withId(resource, json as Record<string, unknown>);
};

export const dataProvider: DataProvider = {
  getList: (resource, params) => getList(resource, params) as never, // react-admin's generic RecordType
  getOne: async (resource, { id }) => ({ data: (await one(resource, id)) as never }), // idem
  getMany: async (resource, { ids }) => {
    // The banks list is small and has no item GET in the specification: one list call, as the
    // dashboard reads it, rather than a call a bank.
    if (resource === 'banks') {
      const { data } = await getList(resource, { pagination: { page: 1, perPage: 1000 } });
      return { data: data.filter(row => ids.includes(row.id)) as never[] }; // idem
    }
    return { data: (await Promise.all(ids.map(id => one(resource, id)))) as never[] }; // idem
  },
  getManyReference: (resource, { target, id, ...params }) =>
    getList(resource, { ...params, filter: { ...params.filter, [target]: id } }) as never, // idem
  create: async (resource, { data }) => {
    const { json } = await httpClient(PATHS[resource], { method: 'POST', body: JSON.stringify(data) });
    return { data: withId(resource, json as Record<string, unknown>) as never }; // idem
  },
  update: async (resource, { id, data }) => {
    const { json } = await httpClient(`${PATHS[resource]}${id}/`, { method: 'PUT', body: JSON.stringify(data) });
    return { data: withId(resource, json as Record<string, unknown>) as never }; // idem
  },
  updateMany: async (resource, { ids, data }) => {
    await Promise.all(
      ids.map(id => httpClient(`${PATHS[resource]}${id}/`, { method: 'PATCH', body: JSON.stringify(data) })),
    );
    return { data: ids };
  },
  delete: async (resource, { id, previousData }) => {
    await httpClient(`${PATHS[resource]}${id}/`, { method: 'DELETE' });
    return { data: previousData as never }; // idem
  },
  deleteMany: async (resource, { ids }) => {
    await Promise.all(ids.map(id => httpClient(`${PATHS[resource]}${id}/`, { method: 'DELETE' })));
    return { data: ids };
  },
};
