/**
 * The Webhooks screens' messages, the catalogue's `resources.webhooks` (added by the registry,
 * src/lib/registry.ts resourceMessages): react-admin reads the name and field labels there; the rest are the
 * screens' own.
 */
export const messages = {
  name: 'Webhook |||| Webhooks',
  /** A row's link, as a screen reader names it before the webhook's name (components/RowHeaderCol RowLink). */
  row_link: 'Webhook',
  contact_staff: 'If you want to create or edit a webhook, please contact %{product} staff.',
  fields: {
    id: 'Id',
    name: 'Name',
    url: 'URL',
    vendorref: 'Vendor Ref',
    enabled: 'Enabled',
    actions: 'Actions',
    secret: 'Secret',
  },
  url_hint: 'An https:// address of your server, without a user name or password',
  validation: {
    name_required: 'Please enter a name for the webhook',
    url_required: 'Please enter the URL the webhook is sent to',
    url_invalid: 'Please enter a valid URL, such as https://example.com/webhooks',
    url_https: 'The URL must start with https://',
    url_credentials: 'The URL must not contain a user name or password',
    vendorref_required: 'Please choose a vendor label',
  },
  insecure: 'Not https: webhook data is sent unencrypted',
  insecure_existing:
    'This URL is not https, so webhook data is sent to it unencrypted. It is kept while you leave it as it is; a new URL must start with https://.',
  created: 'Webhook "%{name}" created',
  secret_once: 'Copy the secret now and keep it somewhere safe: it is shown only once.',
  copy_secret: 'Copy secret',
  done: 'Done',
  toggle: 'Enabled: %{name}',
  saving: 'Saving',
  enabled_on: 'Webhook "%{name}" enabled',
  enabled_off: 'Webhook "%{name}" disabled',
  state: { on: 'Enabled', off: 'Disabled' },
};
