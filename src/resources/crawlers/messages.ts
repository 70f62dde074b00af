/**
 * The Crawlers screens' messages, the catalogue's `resources.crawlers` (added by the registry,
 * src/lib/registry.ts resourceMessages): react-admin reads the name and field labels there; the rest are the
 * screens' own.
 */
export const messages = {
  name: 'Crawler |||| Crawlers',
  /** A row's link, as a screen reader names it before the uuid (components/RowHeaderCol RowLink). */
  row_link: 'Crawler log',
  fields: {
    uuid: 'UUID',
    timestamp: 'Timestamp',
    bank: 'Bank',
    vendor_label: 'Vendor Label',
    country_code: 'Country',
    initiator: 'Initiator',
    vendor_specific_id: 'Vendor Specific Id',
    status: 'Status',
    elapsed: 'Elapsed',
    account_count: 'Accounts',
    cache_present: 'Cache Present',
    mfa_flag: 'MFA',
  },
  slowness: {
    mildly_slow: 'mildly slow',
    slow: 'slow',
  },
};
