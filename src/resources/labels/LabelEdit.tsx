import { zodResolver } from '@hookform/resolvers/zod';
import { Edit, SimpleForm } from 'react-admin';
import { DraftKeeper } from '../../components/DraftKeeper';
import { FormToolbar } from '../../components/FormToolbar';
import { NonFieldErrors } from '../../components/NonFieldErrors';
import { LabelInputs } from './LabelInputs';
import { labelSchema } from './labelSchema';

const resolver = zodResolver(labelSchema);

/**
 * Pessimistic, so that the server's field errors land under the input with the typed value kept
 * (react-admin only maps `body.errors` onto the form in that mode) and so that the toolbar's
 * delete asks for confirmation instead of offering an undo.
 */
export const LabelEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm toolbar={<FormToolbar />} resolver={resolver} warnWhenUnsavedChanges>
      <NonFieldErrors />
      <DraftKeeper />
      <LabelInputs />
    </SimpleForm>
  </Edit>
);
