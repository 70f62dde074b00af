import { Alert } from '@mui/material';
import { DataTable, DeleteButton, EditButton, useCanAccess, useTranslate } from 'react-admin';
import { AppList } from '../../components/AppList';

/** Staff and above change labels; the row buttons and the header's create check canAccess too. */
const LabelRowActions = () => (
  <>
    <EditButton />
    <DeleteButton mutationMode="pessimistic" redirect={false} />
  </>
);

const ContactStaff = () => {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ m: 2 }}>
      {translate('resources.labels.contact_staff')}
    </Alert>
  );
};

/**
 * Vendor labels (docs/product.md#labels). Users below staff read the list only: no create, edit or
 * delete controls, no clickable rows, and a message telling them who to ask.
 */
export const LabelList = () => {
  const { canAccess: canEdit, isPending } = useCanAccess({ resource: 'labels', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'labels', action: 'delete' });
  const readOnly = !isPending && !canEdit;
  return (
    <AppList sort={{ field: 'id', order: 'ASC' }}>
      {readOnly && <ContactStaff />}
      <DataTable rowClick={canEdit ? 'edit' : false} bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="ref" />
        {(canEdit || canDelete) && (
          <DataTable.Col label="resources.labels.fields.actions" align="right">
            <LabelRowActions />
          </DataTable.Col>
        )}
      </DataTable>
    </AppList>
  );
};
