/**
 * The Metrics screens' messages, the catalogue's `resources.metrics` (added by the registry,
 * src/lib/registry.ts resourceMessages): react-admin reads the name and field labels there; the rest are the
 * screens' own.
 */
export const messages = {
  name: 'Metric |||| Metrics',
  fields: {
    id: 'Id',
    code: 'Code',
    name: 'Name',
    default_name: 'Default name',
    description: 'Description',
    visible: 'Visible',
  },
};
