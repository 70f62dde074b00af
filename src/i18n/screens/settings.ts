/**
 * Messages of the settings screen, merged into the catalogue by `../en.ts` (keys under `app.settings`,
 * plus any `resources.<name>` entries of its react-admin resource).
 */
export const settings = {
  app: { settings: {} },
  resources: {},
};
