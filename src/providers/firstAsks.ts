import type { GetListParams } from 'react-admin';
import type { EndpointSpec } from '../types';
import { listQuery } from './drfQuery';
import type { Query } from './http';

/** A GET as a provider method first asks it: the same path and query, so that one answer serves both. */
export interface FirstAsk {
  path: string;
  query?: Query;
}

/**
 * The first GET of the provider methods a screen opens with, in one place: the methods ask them
 * from here, and the entry may ask them early, before the screen's code has loaded
 * (app/earlyScreens.ts, providers/http's askEarly): the method then takes that answer instead of
 * asking again. A small module of its own, because the entry imports it.
 */
export const FIRST_ASKS = {
  /** methods/bankModules.ts, bankRatios(): its first page. */
  bankRatios: { path: 'bank/ratios/', query: { page_size: 1000 } },
  /** methods/staffOps.ts, analysisStatistics(1): the first page, without `page`. */
  analysisStatistics: { path: 'analyses/statistics/' },
  /** methods/metrics.ts, metricStatuses(): its first page. */
  metricStatuses: { path: 'metrics/statuses/', query: { page_size: 100 } },
  /** methods/metrics.ts, vendorChoices(): its first page. */
  vendorChoices: { path: 'users/vendors', query: { page_size: 100 } },
  /** methods/staffOps.ts, vendors(): its first page. */
  vendors: { path: 'users/vendors' },
  /** methods/settings.ts, vendorSettingsTabs(): every tab. */
  vendorSettings: { path: 'users/me/vendor/settings' },
} as const satisfies Record<string, FirstAsk>;

/**
 * The first GET of the dataProvider's getList for a list's page with `params`: the page's own
 * query, or, for a whole-list endpoint kept for all callers (`pagination: 'none'` with
 * `cacheFor`), the bare path whatever the list's sort and filters (it pages on this side).
 */
export const listFirstAsk = (spec: EndpointSpec, params: Partial<GetListParams>): FirstAsk =>
  spec.pagination === 'none' && spec.cacheFor
    ? { path: spec.path }
    : { path: spec.path, query: listQuery(params, spec) };
