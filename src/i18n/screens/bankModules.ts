/**
 * Messages of the bankModules screen, merged into the catalogue by `../en.ts` (keys under `app.bankModules`,
 * plus any `resources.<name>` entries of its react-admin resource).
 */
export const bankModules = {
  app: { bankModules: {} },
  resources: {},
};
