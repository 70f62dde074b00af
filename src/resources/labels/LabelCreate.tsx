import { zodResolver } from '@hookform/resolvers/zod';
import { Create, SimpleForm } from 'react-admin';
import { DraftKeeper } from '../../components/DraftKeeper';
import { FormToolbar } from '../../components/FormToolbar';
import { NonFieldErrors } from '../../components/NonFieldErrors';
import { LabelInputs } from './LabelInputs';
import { labelSchema } from './labelSchema';

const resolver = zodResolver(labelSchema);

/**
 * Reached only by staff and above: react-admin's Create checks canAccess('create'). As every form
 * (docs/product.md#messages): it warns before leaving with unsaved changes, and a refused save
 * shows field errors under their inputs and the others above them, keeping what was typed; what
 * was typed also survives a session end (DraftKeeper).
 */
export const LabelCreate = () => (
  <Create redirect="list">
    <SimpleForm toolbar={<FormToolbar />} resolver={resolver} defaultValues={{ ref: '' }} warnWhenUnsavedChanges>
      <NonFieldErrors />
      <DraftKeeper />
      <LabelInputs />
    </SimpleForm>
  </Create>
);
