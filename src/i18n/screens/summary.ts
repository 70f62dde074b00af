/**
 * Messages of the summary screen, merged into the catalogue by `../en.ts` (keys under `app.summary`,
 * plus any `resources.<name>` entries of its react-admin resource).
 */
export const summary = {
  app: { summary: {} },
  resources: {},
};
