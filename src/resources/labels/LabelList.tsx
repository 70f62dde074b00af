import { Alert } from '@mui/material';
import {
  DataTable,
  DeleteButton,
  EditButton,
  List,
  Pagination,
  useCanAccess,
  useTranslate,
} from 'react-admin';

const ROWS_PER_PAGE = [20, 50, 100];

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
      {translate('app.message.contact_staff_label')}
    </Alert>
  );
};

/**
 * Vendor labels (spec 3 section 2). Users below staff read the list only: no create, edit or
 * delete controls, no clickable rows, and a message telling them who to ask.
 */
export const LabelList = () => {
  const { canAccess: canEdit, isPending } = useCanAccess({ resource: 'labels', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'labels', action: 'delete' });
  const readOnly = !isPending && !canEdit;
  return (
    <List
      title="app.pages.labels"
      perPage={50}
      sort={{ field: 'id', order: 'ASC' }}
      pagination={<Pagination rowsPerPageOptions={ROWS_PER_PAGE} />}
      exporter={false}
      empty={false}
    >
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
    </List>
  );
};
