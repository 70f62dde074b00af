/**
 * The Incomplete Bundle Applications screens' messages, the catalogue's `resources.incomplete-bundle-applications` (added by the registry,
 * src/lib/registry.ts resourceMessages): react-admin reads the name and field labels there; the rest are the
 * screens' own.
 */
export const messages = {
  name: 'Incomplete Bundle Application |||| Incomplete Bundle Applications',
};
