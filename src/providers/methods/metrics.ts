import { FIRST_ASKS } from '../firstAsks';
import type { Identifier } from 'react-admin';
import { allPages, segment, type Http, type Rows } from './pages';
import type { CallOptions } from '../sessionRule';

/**
 * The Metric Modules screen's calls that are not CRUD (docs/api.md#metrics): the metric statuses
 * and their re-enabling, and the vendors a custom metric may belong to.
 */
export interface MetricStatus {
  id: number;
  code: string;
  name: string;
  enabled: boolean;
}

/** A vendor as GET users/vendors gives it (docs/api.md#session). */
export interface VendorChoice {
  id: number;
  label: string;
}

export interface MetricMethods {
  /** GET metrics/statuses/ (chosen path), every page. */
  /** Every page (at most MAX_PAGES: the rows then carry `cut`), or, given `from` (a cut's `next`), the rest from there. */
  metricStatuses: (options?: { signal?: AbortSignal; from?: string }) => Promise<Rows<MetricStatus>>;
  /** GET metric_restart/ (every metric) or GET metric_restart/{id} (one, by the metric's id, as the specification gives it). */
  restartMetrics: (id?: Identifier) => Promise<void>;
  /** GET users/vendors, every page: the vendors staff may give a custom metric. */
  vendorChoices: (options?: CallOptions) => Promise<VendorChoice[]>;
}

export const metricMethods = (http: Http): MetricMethods => ({
  metricStatuses: ({ signal, from } = {}) =>
    from
      ? allPages<MetricStatus>(http, from, { signal })
      : allPages<MetricStatus>(http, FIRST_ASKS.metricStatuses.path, {
          signal,
          query: FIRST_ASKS.metricStatuses.query,
        }),
  restartMetrics: async id => {
    await http(id === undefined ? 'metric_restart/' : `metric_restart/${segment(id)}`);
  },
  vendorChoices: ({ signal } = {}) =>
    allPages<VendorChoice>(http, FIRST_ASKS.vendorChoices.path, { signal, query: FIRST_ASKS.vendorChoices.query }),
});
