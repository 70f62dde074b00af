/**
 * Messages of the regex screen, added to the catalogue with the signed-in app (`src/AdminUI.tsx`) (keys under `app.regex`;
 * its react-admin resources' own, `resources.<name>`, are in src/resources/regex/messages.ts). The specification's own
 * messages ("Please fill at least one field", ...) live under `app.message` in `../en.ts`.
 */
export const regex = {
  app: {
    regex: {
      tabs: 'Regex rule tabs',
      mode: { match: 'Match', transtype: 'Transaction type', category: 'Category' },
      search: 'Search',
      clear: 'Clear',
      edit_rule: 'Edit rule %{id}',
      delete_rule: 'Delete rule %{id}',
      delete_title: 'Delete rule %{id}',
      delete_content: 'Are you sure you want to delete this rule? It will no longer classify transactions.',
      created: 'Rule created',
      updated: 'Rule updated',
      invalid_pattern: 'This regex does not compile: %{reason}',
      required: 'This field is required',
      preview: {
        title: 'Preview',
        own_samples: 'Add your own samples',
        typed_label: 'Your samples',
        typed_help: 'One description a line; they are tried first.',
        samples_failed: 'The sample descriptions could not be loaded; your own samples are still tried.',
        matches: 'Matching sample descriptions',
        unavailable: 'The preview is not available in this browser.',
        loading: 'Loading sample descriptions',
        idle: 'Type a regex to see which of %{total} sample descriptions it matches.',
        timeout:
          'This regex took too long on the sample descriptions and was stopped. Simplify it (nested repetition such as (a+)+ is a common cause).',
        invalid: 'No preview until the regex compiles.',
        running: 'Matching...',
        summary: 'Matches %{matched} of %{total} sample descriptions',
      },
      sanitise: {
        title: 'Start from a bank description',
        description: 'Description',
        required: 'Paste a bank description first',
        help: 'Paste a transaction description as the bank shows it',
        submit: 'Make a pattern',
        sanitised: 'Sanitised',
        pattern: 'Suggested regex',
        no_pattern: '(none)',
        use: 'Use this pattern',
      },
      match: {
        search: 'Match a description',
        help: 'Shows the transaction type rules that match this description',
        submit: 'Match',
        count: '%{smart_count} rule matches this description |||| %{smart_count} rules match this description',
      },
      transtype: { create: 'New transaction type rule', edit: 'Edit transaction type rule' },
      category: {
        create: 'New category rule',
        edit: 'Edit category rule',
        new_thirdparty: 'New thirdparty "%{value}" will be created on save',
        operator: 'Combine',
        operator_or: 'Any field (OR)',
        operator_and: 'All fields (AND)',
      },
    },
  },
  resources: {},
};
