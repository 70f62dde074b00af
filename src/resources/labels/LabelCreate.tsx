import { zodResolver } from '@hookform/resolvers/zod';
import { Create, SimpleForm } from 'react-admin';
import { LabelInputs } from './LabelInputs';
import { labelSchema } from './labelSchema';

const resolver = zodResolver(labelSchema);

/** Reached only by staff and above: react-admin's Create checks canAccess('create'). */
export const LabelCreate = () => (
  <Create redirect="list">
    <SimpleForm resolver={resolver} defaultValues={{ ref: '' }}>
      <LabelInputs />
    </SimpleForm>
  </Create>
);
