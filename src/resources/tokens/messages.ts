/**
 * The API Tokens screens' messages, the catalogue's `resources.tokens` (added by the registry,
 * src/lib/registry.ts resourceMessages): react-admin reads the name and field labels there; the rest are the
 * screens' own.
 */
export const messages = {
  name: 'API Token |||| API Tokens',
  fields: {
    id: 'Id',
    name: 'Name',
    token_name: 'Token Name',
    actions: 'Actions',
    secret: 'Secret',
    identifier: 'Identifier',
  },
  add: 'Add token',
  create_title: 'Create Token',
  rename_title: 'Rename Token',
  explain:
    'This creates an identifier and secret pair for API authentication using HMAC. See the %{link} for how to sign requests.',
  hmac_docs: 'HMAC authentication documentation',
  warning: 'Ensure you record the secret and identifier somewhere safe, it will only be shown once',
  create: 'Create',
  rename: 'Rename',
  close: 'Close',
  reveal: 'Reveal identifier',
  revealing: 'Revealing...',
  identifier_is: 'Your token identifier is:',
  copy: 'Copy',
  delete_title: 'Delete token "%{name}"?',
  delete_content: 'Applications signed with this token will stop authenticating.',
  name_required: 'Please enter a token name',
  copy_secret: 'Copy secret',
  copy_identifier: 'Copy identifier',
  reveal_failed: 'The identifier could not be loaded: %{message}',
  rename_action: 'Rename token',
  create_failed_detail: '%{detail}',
};
