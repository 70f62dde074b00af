/**
 * Messages of the dieds screen, merged into the catalogue by `../en.ts` (keys under `app.dieds`,
 * plus any `resources.<name>` entries of its react-admin resource).
 */
export const dieds = {
  app: { dieds: {} },
  resources: {},
};
