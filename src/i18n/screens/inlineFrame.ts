/**
 * Messages of the inlineFrame screen, added to the catalogue with the signed-in app (`src/AdminUI.tsx`) (keys under `app.inlineFrame`,
 * plus any `resources.<name>` entries of its react-admin resource). The specification's own messages
 * (days range, identifier, both fields, send, sent, failed, copied) are under `app.message`.
 */
export const inlineFrame = {
  app: {
    inlineFrame: {
      intro: 'Build a link your client opens to connect their bank, then copy it or send it to them by email.',
      builder: 'Link options',
      label: 'Vendor label',
      labels_loading: 'Loading vendor labels',
      labels_failed: 'The vendor labels could not be loaded.',
      no_host:
        'No IFrame host is set for this environment: links cannot be built. Set iframeHosts in config.js (docs/deployment.md).',
      no_labels: 'Your vendor has no label yet: ask %{product} staff to create one.',
      retry: 'Retry',
      identifier: 'Client identifier',
      identifier_help: 'At least 7 characters, e.g. your reference for the client',
      options: 'Options',
      option: {
        transactions: 'Transactions',
        analysis: 'Analysis',
        account_owner: 'Account owner',
        estatements: 'eStatements',
        interims: 'Interim statements',
        select_accounts: 'Select accounts',
        multiple: 'Multiple banks',
      },
      days_to_retrieve: 'Days to retrieve',
      days_help: '7 to 365; empty or 0 uses your vendor setting',
      link: 'IFrame link',
      copy: 'Copy link',
      preview: 'Open link in a new tab',
      send_title: 'Send the link by email',
      customer_name: 'Client name',
      customer_email: 'Client email',
      send: 'Send',
      sending: 'Sending...',
      send_needs_link: 'Build a valid link above before sending it.',
    },
  },
  resources: {},
};
