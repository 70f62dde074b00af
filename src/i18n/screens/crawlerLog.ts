/**
 * Messages of the crawlerLog screen, merged into the catalogue by `../en.ts` (keys under `app.crawlerLog`,
 * plus any `resources.<name>` entries of its react-admin resource).
 */
export const crawlerLog = {
  app: { crawlerLog: {} },
  resources: {},
};
