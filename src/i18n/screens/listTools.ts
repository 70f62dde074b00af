/**
 * Messages of the tools every list shares, added to the catalogue with the signed-in app (`src/AdminUI.tsx`):
 * the list's failure and retry (`app.list`), live updates (`app.polling`), the search panels (`app.search`),
 * downloads (`app.download`), and the column chooser, CSV export and saved queries (`app.listTools`).
 * react-admin's own `ra.*` keys (Columns, Reset, the saved-query dialogs) are in the catalogue already.
 */
export const listTools = {
  app: {
    download: {
      running: 'Downloading %{name}...',
      progress: 'Downloading %{name}: %{percent}%',
      cancel: 'Cancel',
      cancelled: 'Download cancelled: nothing was saved.',
    },
    list: {
      failed: 'The list could not be loaded: %{message}',
      retry: 'Retry',
      loading: 'Loading rows',
    },
    polling: {
      live: 'Live updates',
      paused: 'Updates paused',
      retrying: 'Updates paused, retrying',
      pause: 'Pause updates',
      resume: 'Resume updates',
      updated: 'List updated at %{time}: %{added} new, %{changed} changed',
    },
    search: {
      bank: 'Bank',
      label: 'Vendor Label',
      count: 'Count',
      all: 'All',
      yes: 'Yes',
      no: 'No',
      advanced: 'Advanced',
      advanced_title: 'Advanced search',
      clear: 'Clear',
      submit: 'Submit',
      email: 'Email',
      mobile: 'Mobile',
      vendorname: 'Vendor Name',
      analysed: 'Analysed',
      balances: 'Balances',
      transactions: 'Transactions',
      interims: 'Interims',
      estatements: 'eStatements',
      analysis: 'Analysis',
    },
    listTools: {
      export: 'Export',
      cut: 'First %{shown} of %{total} rows.',
      cut_unknown: 'First %{shown} rows: the list goes on.',
      cut_elsewhere: 'First %{shown} rows: the server sent the next page on another address, which is not followed.',
      choices_cut: 'Only the first %{shown} choices are listed: the server has more.',
      choices_cut_elsewhere:
        'Only the first %{shown} choices are listed: the server sent the next page on another address, which is not followed.',
      load_rest: 'Load the rest',
      load_rest_failed: 'The rest could not be loaded: %{message}',
      exporting: 'Exporting to CSV...',
      progress: '%{done} of %{total} rows read',
      progress_unknown: '%{done} rows read',
      cancel: 'Cancel',
      export_done: 'Exported %{smart_count} row |||| Exported %{smart_count} rows',
      export_cancelled: 'Export cancelled',
      export_failed: 'The export stopped: %{message}. Nothing was downloaded; the list is unchanged.',
      network_error: 'the server could not be reached',
      saved_queries: 'Saved queries',
      no_saved_queries: 'No saved query yet: filter the list, then save it here',
      remove_current: 'Remove the current query',
      prefs_dropped: 'A saved list setting could not be read and was reset.',
    },
  },
};
