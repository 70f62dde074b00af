/**
 * Messages of the settings screen, added to the catalogue with the signed-in app (`src/AdminUI.tsx`) (keys under `app.settings`,
 * plus any `resources.<name>` entries of its react-admin resource).
 */
export const settings = {
  app: {
    settings: {
      tabs: {
        label: 'Settings tabs',
        vendor: 'Vendor',
        application: 'Application',
        cluster: 'Cluster',
      },
      loading: 'Loading settings...',
      load_failed: 'The settings could not be loaded: %{message}',
      retry: 'Retry',
      empty: 'No settings in this tab',
      default_hint: 'Default: %{value} (not set)',
      unset_hint: 'Not set',
      number_required: 'Enter a number',
      whole_number: 'Enter a whole number of 0 or more',
      review: 'Review changes',
      no_changes: 'Nothing has changed',
      saved: 'Settings saved',
      diff: {
        title: 'Save these changes?',
        intro: 'Only these keys are sent:',
        tab: 'Tab',
        key: 'Key',
        from: 'Now',
        to: 'New value',
        unset: '(not set)',
        unset_default: '(not set, default %{value})',
        empty: '(empty)',
        cancel: 'Cancel',
        confirm: 'Save',
      },
      recipients: {
        name: 'Name',
        email: 'Email',
        add: 'Add recipient',
        none: 'No recipients: documents cannot be shared.',
        unreadable: 'The stored value is not a list of recipients and will be replaced on save: %{value}',
        name_required: 'Enter a name',
        email_required: 'Enter an email address',
        duplicate: 'This email address is already in the list',
      },
    },
  },
  resources: {},
};
