/**
 * The Bank Modules screens' messages, the catalogue's `resources.bankmodules` (added by the registry,
 * src/lib/registry.ts resourceMessages): react-admin reads the name and field labels there; the rest are the
 * screens' own.
 */
export const messages = {
  name: 'Bank Module |||| Bank Modules',
  fields: {
    id: 'Id',
    name: 'Bank',
    country_code: 'Country',
    module: 'Module',
    cache_seed: 'Cache seed',
    enabled: 'Enabled',
    is_offline: 'Enabled',
    totals: 'Total',
    completed: 'Completed',
    died: 'Died',
    failed: 'Failed',
    timedout: 'Timed out',
    actions: 'Edit',
    q: 'Search',
    has_balances: 'Balances',
    has_transactions: 'Transactions',
    has_estatements: 'eStatements',
    has_interimstatements: 'Interim statements',
    has_detailedaccounts: 'Detailed accounts',
    failed_warn_threshold: 'Failed warn threshold',
    died_warn_threshold: 'Died warn threshold',
    died_offline_threshold: 'Died offline threshold',
    back_onlined_timestamp: 'Back online',
    died_timestamp: 'Died',
    died_warning_timestamp: 'Died warning',
    failed_warning_timestamp: 'Failed warning',
  },
};
