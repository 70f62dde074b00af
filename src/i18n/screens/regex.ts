/**
 * Messages of the regex screen, merged into the catalogue by `../en.ts` (keys under `app.regex`,
 * plus any `resources.<name>` entries of its react-admin resource).
 */
export const regex = {
  app: { regex: {} },
  resources: {},
};
