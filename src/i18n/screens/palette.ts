/**
 * Messages of the command palette (Ctrl/Cmd+K, docs/product.md#palette), added to the catalogue
 * with the signed-in app (`src/AdminUI.tsx`; keys under `app.palette`).
 */
export const palette = {
  app: {
    palette: {
      title: 'Go to',
      shortcut: 'Open the command palette (a record by id, a screen, an action)',
      input: 'Search for an id, a screen or an action',
      placeholder: 'Paste an id, or type a screen or an action',
      results: 'Results',
      searching: 'Looking up...',
      no_results: 'No results',
      failed: 'Lookup failed: %{message}',
      count: '%{smart_count} result |||| %{smart_count} results',
      hint: 'Up and down arrows choose, Enter opens, Escape closes.',
      kinds: {
        recent: 'Recent',
        record: 'Record',
        screen: 'Screen',
        action: 'Action',
      },
      application: 'Application %{id}',
      crawler: 'Crawler %{id}',
      found_by: 'found by %{type}',
      new: 'New %{name}',
      sign_out: 'Sign out',
      theme_dark: 'Switch to the dark theme',
      theme_light: 'Switch to the light theme',
    },
  },
  resources: {},
};
