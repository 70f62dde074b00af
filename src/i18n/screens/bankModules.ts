/**
 * Messages of the bankModules screen, added to the catalogue with the signed-in app (`src/AdminUI.tsx`) (keys under `app.bankModules`;
 * the resource's own, `resources.bankmodules`, are in src/resources/bankmodules/messages.ts).
 */
export const bankModules = {
  app: {
    bankModules: {
      // ThresholdSlider's messages (components/ThresholdSlider.tsx, lib/threshold.ts), also used by Settings.
      threshold: {
        percent_field: '%{label}, in percent',
        empty: 'Enter a percentage',
        not_a_number: 'Enter a number',
        out_of_range: 'Enter a percentage from 10 to 200',
        not_on_step: 'Enter a whole percentage',
      },
      filters: {
        any_country: 'All countries',
        state: 'State',
      },
      online: 'Online',
      offline: 'Offline',
      never: 'Never',
      edit: 'Edit %{name}',
      edit_title: '%{name} (bank %{id})',
      state_heading: 'State',
      module_heading: 'Module',
      features_heading: 'Features',
      thresholds_heading: 'Thresholds',
      online_switch: 'Online (crawls run)',
      save: 'Save',
      cancel: 'Cancel',
      saved: 'Bank module saved',
      no_changes: 'Nothing changed, nothing was sent',
      toggle: {
        module: 'Module of %{name}',
        enabled: '%{name} enabled',
        saving: 'Saving',
        module_on_title: 'Switch on the module of %{name}?',
        module_off_title: 'Switch off the module of %{name}?',
        enabled_on_title: 'Put %{name} online?',
        enabled_off_title: 'Take %{name} offline?',
        module_content: 'Crawls of %{name} use its module only while it is on.',
        enabled_content: 'An offline bank takes no new crawls until it is put back online.',
        confirm: 'Confirm',
        module_saved: 'Module of %{name} switched %{state}',
        enabled_saved: '%{name} is now %{state}',
        on: 'on',
        off: 'off',
      },
      ratios: {
        loading: 'Loading ratios',
        failed: 'The ratios could not be loaded: %{message}',
        retry: 'Retry',
        none: 'No crawls',
        cell: '%{outcome}: %{percent}',
        cell_counts: '%{outcome}: %{percent} (%{count} of %{total})',
      },
    },
  },
  resources: {},
};
