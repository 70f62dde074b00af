/**
 * Messages of the inlineFrame screen, merged into the catalogue by `../en.ts` (keys under `app.inlineFrame`,
 * plus any `resources.<name>` entries of its react-admin resource).
 */
export const inlineFrame = {
  app: { inlineFrame: {} },
  resources: {},
};
