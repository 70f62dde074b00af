/**
 * Messages of Bank health (docs/product.md#bank-health, docs/screens/bank-health.md) and of the bank
 * state shown elsewhere (the bank-module dialog's preview, Connections), added to the catalogue with
 * the signed-in app (keys under `app.bankHealth`).
 */
export const bankHealth = {
  app: {
    bankHealth: {
      title: 'Bank health',
      intro:
        'Each bank online, in warning or offline by its own thresholds, why, and the runs of the last 24 hours that failed at that bank.',
      loading: 'Loading bank health',
      failed: 'The banks could not be loaded: %{message}',
      retry: 'Retry',
      empty: 'There are no bank modules.',
      no_match: 'No bank matches these filters.',
      summary: '%{total} banks: %{offline} offline, %{warning} in warning, %{online} online.',
      shown: 'Showing %{count} of %{total} banks.',
      filters: {
        state: 'State',
        any_state: 'Any state',
        country: 'Country',
        any_country: 'Any country',
      },
      state: { online: 'Online', warning: 'Warning', offline: 'Offline', unknown: 'Not known' },
      /** The state inside a sentence. */
      state_word: { online: 'online', warning: 'warning', offline: 'offline' },
      since: {
        online: 'Online since %{time}',
        warning: 'In warning since %{time}',
        offline: 'Offline since %{time}',
        unknown: 'Since: not known',
      },
      reason: {
        offline: 'Switched offline (the bank module is not enabled)',
        died_offline: 'Died %{share} of crawls: at its offline threshold of %{threshold}',
        died_warn: 'Died %{share} of crawls: at or over its warning threshold of %{threshold}',
        failed_warn: 'Failed %{share} of crawls: at or over its warning threshold of %{threshold}',
      },
      no_reason: 'Every share is under its thresholds.',
      no_ratios: 'No crawl ratios for this bank: only its online flag is read.',
      ratios_loading: 'Loading the crawl ratios',
      open_module: 'Open the bank module of %{name}',
      country: 'Country: %{code}',
      runs: {
        title: 'Runs that failed in the last 24 hours',
        show: 'Show the failed runs of %{name}',
        loading: 'Loading the failed runs of %{name}',
        failed: 'The failed runs could not be loaded: %{message}',
        empty: 'No run of this bank failed in the last 24 hours.',
        count: '%{smart_count} run failed in the last 24 hours |||| %{smart_count} runs failed in the last 24 hours',
        open_log: 'Crawler log of run %{uuid}',
        label: '%{status} at %{time}, %{vendor}',
        no_vendor: 'no label',
      },
      recrawl: {
        button: 'Recrawl affected: %{smart_count} run (%{limit}) |||| Recrawl affected: %{smart_count} runs (%{limit})',
        hint: 'Recrawls each failed run with 90 days to retrieve and 90 to display, one call a run.',
        offline: 'Recrawl is off while the bank is offline: switch it back online first.',
        none: 'No failed run to recrawl.',
        task: 'Run %{uuid}',
        no_application: 'No application found for this run',
        outcome: 'Recrawl of the failed runs of %{name}',
      },
      preview: {
        label: 'State after saving: %{after} (now %{before})',
        same: 'State after saving: %{after} (unchanged)',
        unknown: 'State after saving: not known until a threshold can be saved',
      },
    },
  },
  resources: {},
};
