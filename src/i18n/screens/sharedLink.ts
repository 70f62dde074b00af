/**
 * Messages of the sharedLink screen, merged into the catalogue by `../en.ts` (keys under `app.sharedLink`,
 * plus any `resources.<name>` entries of its react-admin resource).
 */
export const sharedLink = {
  app: { sharedLink: {} },
  resources: {},
};
