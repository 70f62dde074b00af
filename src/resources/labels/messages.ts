/**
 * The Labels screens' messages, the catalogue's `resources.labels` (added by the registry, src/lib/registry.ts
 * resourceMessages): react-admin reads the name and field labels there; the rest are the screens' own.
 */
export const messages = {
  name: 'Label |||| Labels',
  fields: { id: 'Id', ref: 'Ref', actions: 'Actions' },
  empty: 'No labels yet',
  contact_staff: 'If you want to create or edit a vendor label, please contact %{product} staff.',
  validation: { ref_required: 'Label ref must not be empty' },
};
