import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { httpClient, httpBlob, type HttpOptions, type HttpResponse, type BlobResponse } from './http';
import { itemPath, type EndpointMap, type EndpointSpec } from './endpoints';
import { changedFields, fromDrfPage, isDrfPage, listQuery, pageLocally, toRecord, type DrfPage } from './drf';
import { applicationMethods, type ApplicationMethods } from './methods/applications';
import { lookupMethods, type LookupMethods } from './methods/lookup';

/**
 * The dataProvider, generic over the resources' endpoint specs, plus typed methods for what is
 * not CRUD. Screens reach the custom methods through `useDataProvider<AppDataProvider>()`.
 */

export type Http = <T = unknown>(path: string, options?: HttpOptions) => Promise<HttpResponse<T>>;

const endpointOf = (endpoints: EndpointMap, resource: string): EndpointSpec => {
  const spec = endpoints[resource];
  if (!spec) throw new Error(`Unknown resource "${resource}"`);
  return spec;
};

const asRow = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

export interface CustomMethods extends ApplicationMethods, LookupMethods {
  /** Any api/v1 call that is not CRUD: actions (reanalyse, recrawl, finalise, ...). */
  call: <T = unknown>(path: string, options?: HttpOptions) => Promise<T>;
  /** A credentialed download as a Blob with its headers (Content-Disposition). */
  download: (path: string, options?: HttpOptions) => Promise<BlobResponse>;
}

export type AppDataProvider = DataProvider & CustomMethods;

export const createDataProvider = (endpoints: EndpointMap, http: Http = httpClient): AppDataProvider => {
  const getOne = async (resource: string, id: Identifier) => {
    const spec = endpointOf(endpoints, resource);
    const { json } = await http(itemPath(spec, id));
    return { data: toRecord<RaRecord>({ id, ...asRow(json) }, spec) };
  };

  const provider: AppDataProvider = {
    getList: async <R extends RaRecord>(resource: string, params: GetListParams) => {
      const spec = endpointOf(endpoints, resource);
      const { json } = await http(spec.path, { query: listQuery(params, spec), signal: params.signal });
      if (isDrfPage<Record<string, unknown>>(json) && spec.pagination !== 'none') return fromDrfPage<R>(json, spec);
      const rows = (isDrfPage<Record<string, unknown>>(json) ? json.results : Array.isArray(json) ? json : []).map(
        row => toRecord<R>(asRow(row), spec),
      );
      return pageLocally(rows, params);
    },

    getOne: (resource, params) => getOne(resource, params.id) as never,

    getMany: async (resource, params) => {
      const spec = endpointOf(endpoints, resource);
      if (spec.manyParam && params.ids.length) {
        const { json } = await http<DrfPage<Record<string, unknown>> | Record<string, unknown>[]>(spec.path, {
          query: { [spec.manyParam]: params.ids.join(','), page_size: params.ids.length },
          signal: params.signal,
        });
        const rows = Array.isArray(json) ? json : json.results;
        return { data: rows.map(row => toRecord<RaRecord>(row, spec)) } as never;
      }
      if (spec.pagination === 'none' && params.ids.length) {
        // A whole-list endpoint (GET banks) may have no item path: pick the ids from the list.
        const { data } = await provider.getList(resource, { filter: {}, signal: params.signal } as GetListParams);
        const wanted = new Set(params.ids.map(String));
        return { data: data.filter(row => wanted.has(String(row.id))) } as never;
      }
      const results = await Promise.all(params.ids.map(id => getOne(resource, id)));
      return { data: results.map(result => result.data) } as never;
    },

    getManyReference: async (resource, params) =>
      provider.getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),

    create: async (resource, params) => {
      const spec = endpointOf(endpoints, resource);
      const { json } = await http(spec.path, { method: 'POST', body: params.data });
      return { data: toRecord<RaRecord>({ ...params.data, ...asRow(json) }, spec) } as never;
    },

    update: async (resource, params) => {
      const spec = endpointOf(endpoints, resource);
      const verb = spec.update ?? 'PATCH';
      const data = asRow(params.data);
      const fields = verb === 'PATCH' ? changedFields(data, params.previousData as Record<string, unknown>) : data;
      const { json } =
        spec.idIn === 'body'
          ? await http(spec.path, { method: verb, body: { ...fields, [spec.idField ?? 'id']: params.id } })
          : await http(itemPath(spec, params.id), { method: verb, body: fields });
      return { data: toRecord<RaRecord>({ ...params.previousData, ...data, ...asRow(json), id: params.id }, spec) } as never;
    },

    updateMany: async (resource, params) => {
      await Promise.all(params.ids.map(id => provider.update(resource, { id, data: params.data, previousData: undefined })));
      return { data: params.ids };
    },

    delete: async (resource, params) => {
      const spec = endpointOf(endpoints, resource);
      if (spec.idIn === 'body') await http(spec.path, { method: 'DELETE', body: { [spec.idField ?? 'id']: params.id } });
      else await http(itemPath(spec, params.id), { method: 'DELETE' });
      return { data: (params.previousData ?? { id: params.id }) as never };
    },

    deleteMany: async (resource, params) => {
      await Promise.all(params.ids.map(id => provider.delete(resource, { id })));
      return { data: params.ids };
    },

    call: async <T,>(path: string, options?: HttpOptions) => (await http<T>(path, options)).json,

    download: (path, options) => httpBlob(path, options),

    ...lookupMethods(http),
    ...applicationMethods(http),
  };
  return provider;
};
