/**
 * Messages of the bankModules screen, merged into the catalogue by `../en.ts` (keys under `app.bankModules`,
 * plus any `resources.<name>` entries of its react-admin resource).
 */
export const bankModules = {
  app: {
    bankModules: {
      threshold: {
        percent_field: '%{label}, in percent',
        empty: 'Enter a percentage',
        not_a_number: 'Enter a number',
        out_of_range: 'Enter a percentage from 10 to 200',
        not_on_step: 'Enter a whole percentage',
      },
    },
  },
  resources: {},
};
