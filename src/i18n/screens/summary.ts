/**
 * Messages of the summary screen, added to the catalogue with the signed-in app (`src/AdminUI.tsx`) (keys under `app.summary`,
 * plus any `resources.<name>` entries of its react-admin resource).
 */
export const summary = {
  app: {
    summary: {
      range: 'Date range',
      from: 'From',
      to: 'To',
      apply: 'Show',
      last_day: 'Last day',
      range_hint: 'Dates are days at UTC+10.',
      showing_last_day: 'The last 24 hours, to %{end} (UTC+10)',
      showing_dates: '%{from} to %{to} (UTC+10)',
      range_invalid: 'Enter both dates as YYYY-MM-DD.',
      range_order: 'The end date must not be before the start date.',
      range_too_long: 'The range may not exceed 366 days.',
      loading: 'Loading the summary',
      failed: 'The summary could not be loaded.',
      retry: 'Retry',
      vendor: 'Vendor',
      all_vendors: 'All vendors',
      view: '%{chart}: view',
      as_chart: 'Chart',
      as_table: 'Table',
      period: 'Period (UTC+10)',
      totals: 'Whole range',
      chart_description: '%{chart}, %{from} to %{to}: %{totals}.',
      chart_table: '%{chart} by period',
      total_of: '%{series} %{count}',
      applications: {
        title: 'Applications',
        total: 'Total',
        analysed: 'Analysed',
        finalised: 'Finalised',
        from_endpoint_partial:
          'Counted from the first pages of the chart endpoint only: it sent more than the client reads.',
        from_list: 'Counted from the applications list: this backend has no chart endpoint.',
        from_list_partial:
          'Counted from the newest applications of the list only (the window has more): this backend has no chart endpoint.',
      },
      crawlers: {
        title: 'Crawlers',
        completed: 'Completed',
        active: 'Active',
        failed: 'Failed',
        died: 'Died',
        timedout: 'Timed out',
        exited: 'Exited',
        from_endpoint_partial:
          'Counted from the first pages of the chart endpoint only: it sent more than the client reads.',
        from_list: 'Counted from the crawlers list: this backend has no chart endpoint.',
        from_list_partial:
          'Counted from the newest crawlers of the list only (the window has more): this backend has no chart endpoint.',
      },
      stats: {
        title: 'Vendor stats',
        failed: 'The vendor stats could not be loaded.',
        fields: {
          name: 'Name',
          total: 'Total',
          finalised: 'Finalised',
          completed: 'Completed',
          crawls: 'Crawls',
          died: 'Died',
          failed: 'Failed',
          timedout: 'Timed out',
        },
      },
    },
  },
  resources: {},
};
