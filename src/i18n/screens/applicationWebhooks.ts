/**
 * Messages of the Application Webhooks page (an application's webhook log), added to the catalogue with the
 * signed-in app (`src/AdminUI.tsx`; keys under `app.applicationWebhooks`).
 */
export const applicationWebhooks = {
  app: {
    applicationWebhooks: {
      title: 'Webhook log of application %{id}',
      back: 'Back to application %{id}',
      success: 'Success',
      failure: 'Failure',
      load_failed: 'The webhook log could not be loaded.',
    },
  },
  resources: {},
};
