/**
 * Keyboard shortcuts (src/components/shortcuts): the "?" dialog and what each key does, and the row
 * links of the tables (`app.rowLink`).
 */
export const shortcuts = {
  app: {
    shortcuts: {
      title: 'Keyboard shortcuts',
      key: 'Key',
      action: 'What it does',
      close: 'Close',
      help: 'Show the keyboard shortcuts',
      next_row: 'Move to the next row',
      previous_row: 'Move to the previous row',
      toggle_row: 'Select or unselect the row',
      search: "Go to the list's search",
    },
  },
  resources: {},
};
