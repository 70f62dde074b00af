/**
 * Messages of the Lookup page (/lookup, docs/product.md#lookup), added to the catalogue with the signed-in app
 * (`src/AdminUI.tsx`; keys under `app.lookup`).
 */
export const lookup = {
  app: {
    lookup: {
      form: 'Lookup',
      type: 'Lookup type',
      value: 'Search term',
      submit: 'Lookup',
      types: {
        vendor_specific_id: 'Vendor Specific Id',
        application_id: 'Application Id',
        account_id: 'Account Id',
        profile_id: 'Profile Id',
        analysis_id: 'Analysis Id',
        crawler_uuid: 'Crawler UUID',
      },
      loading: 'Looking up...',
      failed: 'The lookup failed. Check the search term and try again.',
      default_unread: "Your vendor's default lookup type could not be read: %{type} is used.",
      retry: 'Retry',
      unknown_type: 'Unknown lookup type: %{type}',
      several_types: 'Use one lookup type at a time, not %{types}',
      several_values: 'Give one value for %{type}',
      not_a_number: '%{type} must be a number',
      several: '%{count} applications match. Choose one:',
      match: 'Application %{id}: %{name}',
      analysed: 'Analysed',
      not_analysed: 'Not analysed',
      back_to_matches: 'Back to the %{count} matches',
      found: 'Application %{id}',
      open: 'Open application page',
    },
  },
  resources: {},
};
