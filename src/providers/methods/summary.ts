import { allPages, type Http } from './pages';

/** The window asked for: ISO times (docs/screens/inlineframe-summary.md). */
export interface SummaryWindow {
  start_date: string;
  end_date: string;
}

/** GET dashboard/vendors/stats/ (docs/api.md#summary): a row per vendor. */
export interface VendorStatsRow {
  id: number | string;
  /** Some backends name the column contact_name; the page reads either. */
  name?: string | null;
  contact_name?: string | null;
  total?: number | null;
  finalised?: number | null;
  completed?: number | null;
  crawls?: number | null;
  died?: number | null;
  failed?: number | null;
  timedout?: number | null;
}

/** A row of a chart answer: one vendor in one period, with its counts. */
export interface SeriesRow {
  period: string;
  vendor_id?: number | string;
  vendor_name?: string | null;
  [count: string]: unknown;
}

export interface SummaryMethods {
  vendorStats: (window: SummaryWindow, options?: { signal?: AbortSignal }) => Promise<VendorStatsRow[]>;
  /** GET dashboard/vendors/applications/ (a path the product chose, docs/api.md#summary). */
  applicationSeries: (window: SummaryWindow, options?: { signal?: AbortSignal }) => Promise<SeriesRow[]>;
  /** GET dashboard/vendors/crawlers/ (a path the product chose, docs/api.md#summary). */
  crawlerSeries: (window: SummaryWindow, options?: { signal?: AbortSignal }) => Promise<SeriesRow[]>;
}

const series = async (http: Http, path: string, window: SummaryWindow, signal?: AbortSignal): Promise<SeriesRow[]> =>
  (await allPages<SeriesRow>(http, path, { query: { ...window }, signal })).filter(
    row => row && typeof row.period === 'string',
  );

export const summaryMethods = (http: Http): SummaryMethods => ({
  vendorStats: async (window, { signal } = {}) =>
    (await allPages<VendorStatsRow>(http, 'dashboard/vendors/stats/', { query: { ...window }, signal })).filter(
      row => row && row.id !== undefined && row.id !== null,
    ),
  applicationSeries: (window, { signal } = {}) => series(http, 'dashboard/vendors/applications/', window, signal),
  crawlerSeries: (window, { signal } = {}) => series(http, 'dashboard/vendors/crawlers/', window, signal),
});
