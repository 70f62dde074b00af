import { TextInput } from 'react-admin';

/** The fields of a label, shared by LabelCreate and LabelEdit. */
export const LabelInputs = () => <TextInput source="ref" autoFocus fullWidth />;
