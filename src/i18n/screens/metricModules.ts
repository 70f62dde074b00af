/**
 * Messages of the metricModules screen, merged into the catalogue by `../en.ts` (keys under `app.metricModules`,
 * plus any `resources.<name>` entries of its react-admin resource).
 */
export const metricModules = {
  app: { metricModules: {} },
  resources: {},
};
