import type { SortPayload } from 'react-admin';
import { Level } from '../../types';
import type { EndpointMap } from '../endpoints';

/**
 * The resources the conformance probe lists (scripts/probe.mjs, docs/deployment.md#probe): their
 * endpoint specs, the level that may read them and the sort their list asks for first. The
 * providers sit below the screens and may not read the resource registry (src/resources), so the
 * specs are written here again; tests/unit/probe/endpoints.test.ts holds them equal to the
 * registry's (endpoint, access.read and listDefaults), so they cannot drift apart.
 */
export interface ProbeResource {
  level: Level;
  /** The list's first sort (the resource's listDefaults), none when its list has no default. */
  sort?: SortPayload;
  /** The list's rows a page (listDefaults.perPage), PROBE_PER_PAGE when its list has no default. */
  perPage?: number;
}

/** Rows a page the dashboard's lists show unless told otherwise (src/lib/firstPage.ts LIST_PER_PAGE). */
export const PROBE_PER_PAGE = 50;

export const PROBE_ENDPOINTS: EndpointMap = {
  applications: { path: 'applications/', manyParam: 'id__in', sortFields: { 'vendor.name': 'vendor__name' } },
  crawlers: { path: 'crawlers/', idField: 'uuid', manyParam: 'uuid__in' },
  analyses: { path: 'analyses/', manyParam: 'id__in' },
  'incomplete-bundle-applications': {
    path: 'incomplete-bundle-applications/',
    sortFields: { 'vendor.name': 'vendor__name' },
  },
  banks: { path: 'banks', pagination: 'none', cacheFor: 5 * 60_000 },
  bankmodules: { path: 'bank/', update: 'PATCH', idIn: 'body', pagination: 'none', cacheFor: 60_000 },
  labels: { path: 'dashboard/vendors/labels/', update: 'PUT', itemFromList: true },
  webhooks: { path: 'webhooks', update: 'PUT', itemFromList: true },
  tokens: { path: 'users/me/tokens', update: 'PUT', pagination: 'none' },
  metrics: { path: 'metrics/' },
  custommetric: { path: 'custommetric/', update: 'PATCH' },
  transtyperegex: { path: 'transtyperegex/', idIn: 'body', update: 'PATCH', manyParam: 'id__in' },
  categoryregex: { path: 'categoryregex/', update: 'PATCH' },
  transtype: { path: 'transtype/', pagination: 'none' },
  thirdparty: { path: 'thirdparty/', pagination: 'none' },
  category: { path: 'category', pagination: 'none' },
  categoryregexgroup: { path: 'categoryregexgroup/', pagination: 'none' },
};

const byTime = {
  sort: { field: 'timestamp', order: 'DESC' },
  perPage: PROBE_PER_PAGE,
} satisfies Partial<ProbeResource>;

export const PROBE_RESOURCES: Record<string, ProbeResource> = {
  applications: { level: Level.USER, ...byTime },
  crawlers: { level: Level.USER, ...byTime },
  analyses: { level: Level.USER, sort: { field: 'time', order: 'DESC' }, perPage: PROBE_PER_PAGE },
  'incomplete-bundle-applications': { level: Level.STAFF },
  banks: { level: Level.USER },
  bankmodules: { level: Level.STAFF, sort: { field: 'totals', order: 'DESC' }, perPage: PROBE_PER_PAGE },
  labels: { level: Level.USER, sort: { field: 'id', order: 'ASC' }, perPage: PROBE_PER_PAGE },
  webhooks: { level: Level.USER },
  tokens: { level: Level.USER, sort: { field: 'name', order: 'ASC' }, perPage: PROBE_PER_PAGE },
  metrics: { level: Level.STAFF },
  custommetric: { level: Level.STAFF },
  transtyperegex: { level: Level.STAFF },
  categoryregex: { level: Level.STAFF },
  transtype: { level: Level.STAFF },
  thirdparty: { level: Level.STAFF },
  category: { level: Level.STAFF },
  categoryregexgroup: { level: Level.STAFF },
};
