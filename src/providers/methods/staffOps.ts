import { FIRST_ASKS } from '../firstAsks';
import type { Identifier } from 'react-admin';
import { allPages, keepCut, nextUrl, segment, type Http, type Rows } from './pages';
import type { CallOptions } from '../sessionRule';

/**
 * Typed calls of two staff screens (docs/screens/dieds-analysisstats.md): Dieds (docs/api.md#dieds)
 * and Analysis Stats (GET analyses/statistics/, docs/api.md#analyses).
 */

/** One vendor of `users/vendors`: the API names a vendor by its label. */
export interface VendorChoice {
  id: number;
  label: string;
  labelId?: number | null;
  country_code?: string | null;
}

/** A died crawler as `vendor/{id}/dieds` answers it. */
export interface DiedCrawler {
  uuid: string;
  bank_id: number | null;
  num_accounts: number | null;
  timestamp: string | null;
  crawler_options: Record<string, unknown> | null;
  vendor_specific_id: string | null;
  application_id: number | null;
}

/** One row of `analyses/statistics/`; the percentages are derived by the screen. */
export interface AnalysisStatsRow {
  start_time: string | null;
  bank: string | null;
  label_name: string | null;
  account_id: number | string | null;
  type: string | null;
  transaction_count: number | null;
  unidentified_transaction_type_count: number | null;
  unidentified_transaction_category_count: number | null;
}

/**
 * A page of statistics: `count` may be absent (decision 5). `next` is the link to the next page as
 * the client follows it (pages.ts nextUrl: on the API's origin, whatever way the server wrote it), or
 * null; `elsewhere` when the server's `next` named another host, which is not followed.
 */
export interface AnalysisStatsPage {
  count: number | null;
  next: string | null;
  elsewhere: boolean;
  results: AnalysisStatsRow[];
}

export interface StaffOpsMethods {
  /** GET users/vendors, every page. */
  vendors: (options?: CallOptions) => Promise<VendorChoice[]>;
  /** GET vendor/{id}/dieds (optional `label_id`), every page. */
  /** At most MAX_PAGES pages (the rows then carry `cut`); `from` (a cut's `next`) reads the rest from there. */
  vendorDieds: (
    vendorId: Identifier,
    filter?: { labelId?: Identifier | null },
    options?: { signal?: AbortSignal; from?: string },
  ) => Promise<Rows<DiedCrawler>>;
  /** DELETE vendor/{id}/dieds/{uuid} (chosen path: the specification gives none, decision 24). */
  deleteDied: (vendorId: Identifier, uuid: string) => Promise<unknown>;
  /**
   * GET analyses/statistics/ (the first page without `page`, a page number as `?page=N`), or, given
   * the previous page's `next` (a string), that link itself.
   */
  analysisStatistics: (from: number | string, options?: { signal?: AbortSignal }) => Promise<AnalysisStatsPage>;
}

const STATISTICS = FIRST_ASKS.analysisStatistics.path;

const asPage = (body: unknown, asked: string): AnalysisStatsPage => {
  if (Array.isArray(body))
    return { count: body.length, next: null, elsewhere: false, results: body as AnalysisStatsRow[] };
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const link = typeof record.next === 'string' && record.next.trim() !== '' ? record.next : null;
  const next = link ? nextUrl(link, asked) : null;
  return {
    count: typeof record.count === 'number' ? record.count : null,
    next,
    elsewhere: !!link && !next,
    results: Array.isArray(record.results) ? (record.results as AnalysisStatsRow[]) : [],
  };
};

export const staffOpsMethods = (http: Http): StaffOpsMethods => ({
  vendors: async ({ signal } = {}) => {
    const rows = await allPages<VendorChoice>(http, FIRST_ASKS.vendors.path, { signal });
    // The cut, if any, goes with the choices: the vendor input says the list goes on.
    return keepCut(
      rows,
      rows.filter(vendor => vendor && vendor.id !== undefined && vendor.id !== null),
    );
  },
  vendorDieds: async (vendorId, filter = {}, { signal, from } = {}) =>
    from
      ? allPages<DiedCrawler>(http, from, { signal })
      : allPages<DiedCrawler>(http, `vendor/${segment(vendorId)}/dieds`, {
          query: { label_id: filter.labelId ?? undefined },
          signal,
        }),
  deleteDied: async (vendorId, uuid) =>
    (await http(`vendor/${segment(vendorId)}/dieds/${segment(uuid)}`, { method: 'DELETE' })).json,
  analysisStatistics: async (from, { signal } = {}) =>
    typeof from === 'string'
      ? asPage((await http(from, { signal })).json, from)
      : asPage((await http(STATISTICS, { query: { page: from > 1 ? from : undefined }, signal })).json, STATISTICS),
});
