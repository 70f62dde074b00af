import { Alert } from '@mui/material';
import { useCallback } from 'react';
import {
  DataTable,
  DeleteButton,
  EditButton,
  useCanAccess,
  useCreatePath,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { AppList } from '../../components/AppList';
import { RowLinkCol } from '../../components/RowHeaderCol';
import { listDefaults } from './listDefaults';

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
  // Staff open a label's edit form from its ref, a link (docs/product.md#tables); others read it.
  const createPath = useCreatePath();
  const translate = useTranslate();
  const linkTo = useCallback(
    (record: RaRecord) => (canEdit ? createPath({ resource: 'labels', id: record.id, type: 'edit' }) : false),
    [canEdit, createPath],
  );
  const linkName = useCallback(() => translate('resources.labels.row_link'), [translate]);
  return (
    <AppList sort={listDefaults.sort} perPage={listDefaults.perPage}>
      {readOnly && <ContactStaff />}
      <DataTable rowClick={canEdit ? 'edit' : false} bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <RowLinkCol source="ref" to={linkTo} name={linkName} />
        {(canEdit || canDelete) && (
          <DataTable.Col label="resources.labels.fields.actions" align="right">
            <LabelRowActions />
          </DataTable.Col>
        )}
      </DataTable>
    </AppList>
  );
};
