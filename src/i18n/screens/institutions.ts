/**
 * Messages of the Institutions page (the Connections menu entry), added to the catalogue with the signed-in app
 * (`src/AdminUI.tsx`; keys under `app.institutions`).
 */
export const institutions = {
  app: {
    institutions: {
      title: 'Institution Support Status',
      search: 'Search institutions',
      filters: 'Filters',
      filters_title: 'Filter institutions',
      supports: 'Supports',
      online_only: 'Online only',
      country: 'Country',
      all_countries: 'All countries',
      clear: 'Clear filters',
      table: 'Institutions',
      count: '%{smart_count} institution |||| %{smart_count} institutions',
      loading: 'Loading institutions',
      failed: 'The institutions could not be loaded.',
      retry: 'Retry',
      logo_alt: '%{name} logo',
      supported: '%{feature}: supported',
      not_supported: '%{feature}: not supported',
      columns: {
        logo: 'Logo',
        name: 'Institution',
        balances: 'Balances',
        transactions: 'Transactions',
        estatements: 'eStatements',
        interims: 'Interim Statements',
        detailed: 'Detailed Accounts',
        status: 'Status',
        country: 'Country',
      },
    },
  },
  resources: {},
};
