/**
 * Messages of the analysisStats screen, added to the catalogue with the signed-in app (`src/AdminUI.tsx`) (keys under `app.analysisStats`,
 * plus any `resources.<name>` entries of its react-admin resource).
 */
export const analysisStats = {
  app: {
    analysisStats: {
      title: 'Analysis Statistics',
      loading: 'Loading Data...',
      load_more: 'Load More Data',
      all_loaded: 'All data loaded',
      no_more_data: 'There is no more data to download',
      downloaded: 'Data has downloaded successfully (%{current})',
      downloaded_of: 'Data has downloaded successfully (%{current}/%{total})',
      next_elsewhere:
        'The server sent the next page on another address, which is not followed: what was loaded is shown.',
      failed: 'The analysis statistics could not be loaded: %{message}',
      retry: 'Retry',
      loaded: '%{shown} of %{loaded} loaded rows shown',
      loaded_of_count: '%{shown} of %{loaded} loaded rows shown (%{count} in all)',
      clear_filters: 'Clear filters',
      filters: 'Filters',
      filter_label: 'Filter %{column}',
      rows_per_page: 'Rows per page',
      empty: 'No data available',
      no_match: 'No loaded row matches the filters',
      columns: {
        start: 'Start Time',
        bank: 'Bank',
        label_name: 'Label',
        account_id: 'Account ID',
        type: 'Type',
        transaction_count: 'Transactions',
        unidentified_type: 'Unidentified Transaction Type',
        unidentified_category: 'Unidentified Transaction Category',
        type_count: 'Unidentified Type (count)',
        type_percent: 'Unidentified Type (%)',
        category_count: 'Unidentified Category (count)',
        category_percent: 'Unidentified Category (%)',
        count: 'Count',
        percent: '%',
      },
      chart: {
        title: 'Unidentified transactions by bank',
        description:
          'Per bank, the share of its loaded transactions whose type, and whose category, was not identified (filters applied).',
        show_chart: 'Chart',
        show_table: 'Table',
        view: 'Show the numbers as',
        aria: 'Bar chart of unidentified transaction type and category percentages by bank',
        type: 'Unidentified type %',
        category: 'Unidentified category %',
        bank: 'Bank',
        rows: 'Rows',
        transactions: 'Transactions',
        empty: 'No data available',
        load_failed:
          'The chart could not be loaded. Show the numbers as a table, or reload the page to try again (the statistics are then asked for again).',
        reload: 'Reload',
      },
    },
  },
  resources: {},
};
