/**
 * One row of `crawlers/` and one run as `crawlers/{uuid}/` (docs/api.md#crawlers): the list, its
 * columns and cards, and the crawler log's Storage dialog read it from here.
 */
export interface Crawler {
  id: string;
  uuid: string;
  status: string;
  timestamp: string;
  error?: { code?: string | null; message?: string | null } | null;
  /** A name (docs/api.md); a backend that sends the bank's id gets its name from the banks list. */
  bank?: string | number | null;
  vendor_label?: string | null;
  country_code?: string | null;
  initiator?: string | null;
  vendor_specific_id?: string | null;
  elapsed?: number | null;
  account_count?: number | null;
  cache_present?: boolean | null;
  mfa_flag?: boolean | null;
  standardError?: string | null;
}
