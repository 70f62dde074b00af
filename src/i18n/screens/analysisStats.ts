/**
 * Messages of the analysisStats screen, merged into the catalogue by `../en.ts` (keys under `app.analysisStats`,
 * plus any `resources.<name>` entries of its react-admin resource).
 */
export const analysisStats = {
  app: { analysisStats: {} },
  resources: {},
};
