/**
 * The Custom metrics screens' messages, the catalogue's `resources.custommetric` (added by the registry,
 * src/lib/registry.ts resourceMessages): react-admin reads the name and field labels there; the rest are the
 * screens' own.
 */
export const messages = {
  name: 'Custom metric |||| Custom metrics',
  fields: {
    id: 'Id',
    module: 'Metric',
    name: 'Name',
    vendor: 'Vendor',
    visible: 'Visible',
    actions: 'Actions',
  },
};
