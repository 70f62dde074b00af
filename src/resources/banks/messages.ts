/**
 * The banks' messages, the catalogue's `resources.banks` (added by the registry, src/lib/registry.ts
 * resourceMessages): react-admin reads the name there. Banks have no screen of their own.
 */
export const messages = {
  name: 'Bank |||| Banks',
};
