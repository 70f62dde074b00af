/**
 * The Analyses screens' messages, the catalogue's `resources.analyses` (added by the registry,
 * src/lib/registry.ts resourceMessages): react-admin reads the name and field labels there; the rest are the
 * screens' own.
 */
export const messages = {
  name: 'Analysis |||| Analyses',
  fields: {
    id: 'Id',
    time: 'Time',
    bank: 'Bank',
    vendorref: 'Vendor Ref',
    account_id: 'Account Id',
    account_type: 'Account Type',
    transaction_count: 'Transactions',
    elapsed: 'Elapsed',
    completed: 'Completed',
    reports: 'Reports',
    reprint: 'Reprint',
  },
  download: 'Download %{format} report of analysis %{id}',
  reprint: 'Reprint %{format} analysis %{id}',
};
