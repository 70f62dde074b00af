import { listFirstAsk } from './firstAsks';
import { HttpError } from 'react-admin';
import type {
  CreateParams,
  DataProvider,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateParams,
} from 'react-admin';
import { httpClient } from './http';
import { itemPath, type EndpointMap, type EndpointSpec } from './endpoints';
import { changedFields, fromDrfPage, isDrfPage, listQuery, pageLocally, toRecord, type DrfPage } from './drf';
import { accountMethods, type AccountMethods } from './methods/account';
import { analysisMethods, type AnalysisMethods } from './methods/analyses';
import { attentionMethods, type AttentionMethods } from './methods/attention';
import { applicationMethods, type ApplicationMethods } from './methods/applications';
import { bankMethods, type BankMethods } from './methods/banks';
import { bankModuleMethods, type BankModuleMethods } from './methods/bankModules';
import { crawlerLogMethods, type CrawlerLogMethods } from './methods/crawlerLog';
import { documentMethods, type DocumentMethods } from './methods/documents';
import { inlineFrameMethods, type InlineFrameMethods } from './methods/inlineFrame';
import { lookupMethods, type LookupMethods } from './methods/lookup';
import { sharingMethods, type SharingMethods } from './methods/sharing';
import { metricMethods, type MetricMethods } from './methods/metrics';
import { regexMethods, type RegexMethods } from './methods/regex';
import { settingsMethods, type SettingsMethods } from './methods/settings';
import { signupMethods, type SignupMethods } from './methods/signup';
import { staffOpsMethods, type StaffOpsMethods } from './methods/staffOps';
import { summaryMethods, type SummaryMethods } from './methods/summary';
import { allPages, cutOf, MAX_PAGES, type Http, type Rows } from './methods/pages';

/**
 * The dataProvider, generic over the resources' endpoint specs, plus typed methods for what is
 * not CRUD. Screens reach the custom methods through `useDataProvider<AppDataProvider>()`.
 */

export type { Http };

const endpointOf = (endpoints: EndpointMap, resource: string): EndpointSpec => {
  const spec = endpoints[resource];
  if (!spec) throw new Error(`Unknown resource "${resource}"`);
  return spec;
};

const asRow = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/** Everything that is not CRUD, each a typed method: no screen names an api/v1 path. */
export interface CustomMethods
  extends
    AccountMethods,
    AnalysisMethods,
    AttentionMethods,
    ApplicationMethods,
    BankMethods,
    BankModuleMethods,
    CrawlerLogMethods,
    DocumentMethods,
    InlineFrameMethods,
    LookupMethods,
    SharingMethods,
    MetricMethods,
    RegexMethods,
    SettingsMethods,
    SignupMethods,
    StaffOpsMethods,
    SummaryMethods {}

export type AppDataProvider = DataProvider & CustomMethods;

export const createDataProvider = (endpoints: EndpointMap, http: Http = httpClient): AppDataProvider => {
  /** Whole lists shared by every caller for `cacheFor` ms (EndpointSpec.cacheFor), by resource. */
  const shared = new Map<string, { until: number; rows: Promise<Rows<unknown>> }>();
  const forget = (resource: string) => shared.delete(resource);

  /**
   * The whole list, at most MAX_PAGES pages of it (docs/api.md#conventions): a longer one carries
   * `cut`. `meta.batches` (a list's Load the rest) reads that many times MAX_PAGES pages, uncached.
   */
  const wholeList = (resource: string, spec: EndpointSpec, params: GetListParams): Promise<Rows<unknown>> => {
    const batches = Number((params.meta as { batches?: unknown } | undefined)?.batches) || 1;
    if (!spec.cacheFor || batches > 1) {
      return allPages<unknown>(http, spec.path, {
        query: listQuery(params, spec),
        signal: params.signal,
        maxPages: MAX_PAGES * batches,
      });
    }
    const hit = shared.get(resource);
    if (hit && hit.until > Date.now()) return hit.rows;
    // No caller's signal: one caller leaving must not fail the others' shared request.
    const first = listFirstAsk(spec, params);
    const rows = allPages<unknown>(http, first.path, { query: first.query });
    shared.set(resource, { until: Date.now() + spec.cacheFor, rows });
    rows.catch(() => {
      if (shared.get(resource)?.rows === rows) forget(resource);
    });
    return rows;
  };

  /** A record of a resource with no item GET (EndpointSpec.itemFromList), from its collection. */
  const oneFromList = async <R extends RaRecord>(spec: EndpointSpec, id: Identifier, signal?: AbortSignal) => {
    const rows = await allPages<unknown>(http, spec.path, { query: { page_size: 1000 }, signal });
    const row = rows.map(asRow).find(candidate => String(candidate[spec.idField ?? 'id']) === String(id));
    if (!row) throw new HttpError('ra.notification.item_doesnt_exist', 404, {});
    return { data: toRecord<R>(row, spec) };
  };

  const getOne = async <R extends RaRecord>(resource: string, id: Identifier, signal?: AbortSignal) => {
    const spec = endpointOf(endpoints, resource);
    try {
      const { json } = await http(itemPath(spec, id), { signal });
      return { data: toRecord<R>({ id, ...asRow(json) }, spec) };
    } catch (error) {
      if (spec.itemFromList && error instanceof HttpError && (error.status === 404 || error.status === 405))
        return oneFromList<R>(spec, id, signal);
      throw error;
    }
  };

  const provider: AppDataProvider = {
    getList: async <R extends RaRecord>(resource: string, params: GetListParams) => {
      const spec = endpointOf(endpoints, resource);
      if (spec.pagination === 'none') {
        // A whole-list endpoint may still answer in DRF pages: follow `next` to the end, page here.
        const rows = await wholeList(resource, spec, params);
        const cut = cutOf(rows);
        const page = pageLocally(
          rows.map(row => toRecord<R>(asRow(row), spec)),
          params,
        );
        // A cut list says so (components/AppList shows "First N of M rows." from `meta.cut`, `loaded` rows read).
        return cut ? { ...page, meta: { cut, loaded: rows.length } } : page;
      }
      const { json } = await http(spec.path, { query: listQuery(params, spec), signal: params.signal });
      if (isDrfPage<Record<string, unknown>>(json)) return fromDrfPage<R>(json, spec);
      return pageLocally(
        (Array.isArray(json) ? json : []).map(row => toRecord<R>(asRow(row), spec)),
        params,
      );
    },

    getOne: <R extends RaRecord>(resource: string, params: GetOneParams<R>) =>
      getOne<R>(resource, params.id, params.signal),

    getMany: async <R extends RaRecord>(resource: string, params: GetManyParams<R>) => {
      const spec = endpointOf(endpoints, resource);
      if (spec.manyParam && params.ids.length) {
        const { json } = await http<DrfPage<Record<string, unknown>> | Record<string, unknown>[]>(spec.path, {
          query: { [spec.manyParam]: params.ids.join(','), page_size: params.ids.length },
          signal: params.signal,
        });
        const rows = Array.isArray(json) ? json : json.results;
        return { data: rows.map(row => toRecord<R>(row, spec)) };
      }
      if (spec.pagination === 'none' && params.ids.length) {
        // A whole-list endpoint (GET banks) may have no item path: pick the ids from the list.
        const { data } = await provider.getList<R>(resource, { filter: {}, signal: params.signal });
        const wanted = new Set(params.ids.map(String));
        return { data: data.filter(row => wanted.has(String(row.id))) };
      }
      const results = await Promise.all(params.ids.map(id => getOne<R>(resource, id)));
      return { data: results.map(result => result.data) };
    },

    getManyReference: async (resource, params) =>
      provider.getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),

    create: async <R extends RaRecord>(resource: string, params: CreateParams) => {
      const spec = endpointOf(endpoints, resource);
      forget(resource);
      const { json } = await http(spec.path, { method: 'POST', body: params.data });
      return { data: toRecord<R>({ ...params.data, ...asRow(json) }, spec) };
    },

    update: async <R extends RaRecord>(resource: string, params: UpdateParams) => {
      const spec = endpointOf(endpoints, resource);
      forget(resource);
      const verb = spec.update ?? 'PATCH';
      const data = asRow(params.data);
      const fields = verb === 'PATCH' ? changedFields(data, params.previousData as Record<string, unknown>) : data;
      const { json } =
        spec.idIn === 'body'
          ? await http(spec.path, { method: verb, body: { ...fields, [spec.idField ?? 'id']: params.id } })
          : await http(itemPath(spec, params.id), { method: verb, body: fields });
      return { data: toRecord<R>({ ...params.previousData, ...data, ...asRow(json), id: params.id }, spec) };
    },

    updateMany: async (resource, params) => {
      await Promise.all(
        params.ids.map(id => provider.update(resource, { id, data: params.data, previousData: undefined })),
      );
      return { data: params.ids };
    },

    delete: async <R extends RaRecord>(resource: string, params: DeleteParams<R>) => {
      const spec = endpointOf(endpoints, resource);
      forget(resource);
      if (spec.idIn === 'body')
        await http(spec.path, { method: 'DELETE', body: { [spec.idField ?? 'id']: params.id } });
      else await http(itemPath(spec, params.id), { method: 'DELETE' });
      // DRF answers 204 with no body: the deleted record is what the caller had.
      return { data: params.previousData ?? ({ id: params.id } as R) };
    },

    deleteMany: async (resource, params) => {
      await Promise.all(params.ids.map(id => provider.delete(resource, { id })));
      return { data: params.ids };
    },

    ...accountMethods(http),
    ...analysisMethods(http),
    ...attentionMethods(http),
    ...bankMethods(http),
    ...bankModuleMethods(http),
    ...crawlerLogMethods(http),
    ...documentMethods(http),
    ...inlineFrameMethods(http),
    ...lookupMethods(http),
    ...sharingMethods(http),
    ...metricMethods(http),
    ...regexMethods(http),
    ...settingsMethods(http),
    ...signupMethods(http),
    ...staffOpsMethods(http),
    ...summaryMethods(http),
    ...applicationMethods(http),
  };
  return provider;
};
