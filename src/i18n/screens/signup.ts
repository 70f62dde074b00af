/**
 * Messages of the signup screen, merged into the catalogue by `../en.ts` (keys under `app.signup`,
 * plus any `resources.<name>` entries of its react-admin resource).
 */
export const signup = {
  app: { signup: {} },
  resources: {},
};
