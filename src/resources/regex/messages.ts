/**
 * The messages of the Regex page's resources, each the catalogue's `resources.<name>` (added by the registry,
 * src/lib/registry.ts resourceMessages): react-admin reads the name and field labels there. The page's own
 * messages are in src/i18n/screens/regex.ts (`app.regex`).
 */
export const messages = {
  transtyperegex: {
    name: 'Transaction type rule |||| Transaction type rules',
    fields: { id: 'Id', bank: 'Bank', regex: 'Regex', trans_type: 'Transaction type', actions: 'Actions' },
  },
  categoryregex: {
    name: 'Category rule |||| Category rules',
    fields: {
      id: 'Id',
      regex: 'Regex',
      keywords: 'Keywords',
      filterwords: 'Filter words',
      is_broad: 'Broad',
      country: 'Country',
      category: 'Category',
      thirdparty: 'Thirdparty',
      group: 'Group',
      actions: 'Actions',
    },
  },
  transtype: { name: 'Transaction type |||| Transaction types' },
  thirdparty: { name: 'Thirdparty |||| Thirdparties' },
  category: { name: 'Category |||| Categories' },
  categoryregexgroup: { name: 'Category group |||| Category groups' },
};
