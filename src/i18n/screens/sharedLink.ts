/**
 * Messages of the sharedLink screen, added to the catalogue with the signed-in app (`src/AdminUI.tsx`) (keys under `app.sharedLink`).
 * "Invalid link." and the expiry message are the catalogue's `app.message.shared_link_*`.
 */
export const sharedLink = {
  app: {
    sharedLink: {
      title: 'Shared files',
      preparing: 'Preparing your download...',
      started: 'Your download has started. You can close this window.',
      retry: 'Retry',
      copy_link: 'Copy download link',
      link_title: 'Download link for application %{id}',
      link_intro: 'Anyone with this link can download the shared files of this application.',
      link_expires: 'The link expires on %{time}.',
      link_no_expiry: 'The link stops working when it expires; ask again for a new one then.',
      link_field: 'Download link',
      copy: 'Copy download link',
      close: 'Close',
    },
  },
  resources: {},
};
