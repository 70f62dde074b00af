/**
 * The Labels screens' messages, the catalogue's `resources.labels` (added by the registry, src/lib/registry.ts
 * resourceMessages): react-admin reads the name and field labels there; the rest are the screens' own.
 */
export const messages = {
  name: 'Label |||| Labels',
  /** A row's link, as a screen reader names it before the label's ref (components/RowHeaderCol RowLink). */
  row_link: 'Label',
  fields: { id: 'Id', ref: 'Ref', actions: 'Actions' },
  empty: 'No labels yet',
  contact_staff: 'If you want to create or edit a vendor label, please contact %{product} staff.',
  validation: { ref_required: 'Label ref must not be empty' },
};
