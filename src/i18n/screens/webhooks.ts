/**
 * Messages of the webhooks screen, merged into the catalogue by `../en.ts` (keys under `app.webhooks`,
 * plus any `resources.<name>` entries of its react-admin resource).
 */
export const webhooks = {
  app: { webhooks: {} },
  resources: {},
};
