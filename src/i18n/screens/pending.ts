/**
 * Messages of the placeholder page shown for a screen of a later release (src/custom-pages/pending), added to
 * the catalogue with the signed-in app (`src/AdminUI.tsx`; keys under `app.pending`).
 */
export const pending = {
  app: {
    pending: {
      title: '%{name}',
      body: 'This screen is part of a later release of the dashboard and is not available yet.',
    },
  },
  resources: {},
};
