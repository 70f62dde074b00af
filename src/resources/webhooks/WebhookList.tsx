import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Alert, Box, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import {
  DataTable,
  DeleteButton,
  EditButton,
  ReferenceField,
  SimpleList,
  TextField,
  useCanAccess,
  useCreatePath,
  useTranslate,
} from 'react-admin';
import { AppList } from '../../components/AppList';
import { RowLinkCol } from '../../components/RowHeaderCol';
import { BooleanCell } from '../../components/BooleanCell';
import { WebhookEnabledToggle } from './WebhookEnabledToggle';
import type { WebhookRecord } from './types';
import { isInsecureUrl } from './webhookSchema';
import { SIDE_READ } from '../../providers/sessionRule';

const ContactStaff = () => {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ m: 2 }}>
      {translate('resources.webhooks.contact_staff')}
    </Alert>
  );
};

/** The URL as text; one the form would refuse as new (http:) carries a warning sign. */
const UrlCell = ({ record }: { record: WebhookRecord }) => {
  const translate = useTranslate();
  const insecure = isInsecureUrl(record.url);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}>
      {insecure && (
        <Tooltip title={translate('resources.webhooks.insecure')}>
          <WarningAmberIcon fontSize="small" color="warning" titleAccess={translate('resources.webhooks.insecure')} />
        </Tooltip>
      )}
      {record.url}
    </Box>
  );
};

const RowActions = () => (
  <>
    <EditButton />
    <DeleteButton mutationMode="pessimistic" redirect={false} />
  </>
);

const renderUrl = (record: WebhookRecord) => <UrlCell record={record} />;
const renderToggle = (record: WebhookRecord) => <WebhookEnabledToggle record={record} />;
const renderEnabled = (record: WebhookRecord) => (
  <BooleanCell value={record.enabled} yes="resources.webhooks.state.on" no="resources.webhooks.state.off" />
);

const WebhookTable = ({ canEdit, canDelete }: { canEdit: boolean; canDelete: boolean }) => {
  // Staff open a webhook's edit form from its name, a link (docs/product.md#tables); others read it.
  const createPath = useCreatePath();
  const translate = useTranslate();
  const linkTo = (record: WebhookRecord) =>
    canEdit ? createPath({ resource: 'webhooks', id: record.id, type: 'edit' }) : false;
  const linkName = () => translate('resources.webhooks.row_link');
  return (
    <DataTable<WebhookRecord> rowClick={canEdit ? 'edit' : false} bulkActionButtons={false}>
      <DataTable.Col source="id" />
      <RowLinkCol<WebhookRecord> source="name" to={linkTo} name={linkName} />
      <DataTable.Col source="url" render={renderUrl} />
      <DataTable.Col source="vendorref">
        <ReferenceField source="vendorref" reference="labels" link={false} queryOptions={SIDE_READ}>
          <TextField source="ref" />
        </ReferenceField>
      </DataTable.Col>
      <DataTable.Col source="enabled" render={canEdit ? renderToggle : renderEnabled} />
      {(canEdit || canDelete) && (
        <DataTable.Col label="resources.webhooks.fields.actions" align="right">
          <RowActions />
        </DataTable.Col>
      )}
    </DataTable>
  );
};

/** Phones: one line a webhook (name, URL, state); staff open the edit form, which has the switch too. */
const PhoneList = ({ canEdit }: { canEdit: boolean }) => {
  const translate = useTranslate();
  return (
    <SimpleList<WebhookRecord>
      primaryText={record => record.name}
      secondaryText={record => record.url}
      tertiaryText={record =>
        translate(record.enabled ? 'resources.webhooks.state.on' : 'resources.webhooks.state.off')
      }
      linkType={canEdit ? 'edit' : false}
    />
  );
};

/**
 * Webhooks (docs/product.md#webhooks): id, name, url, vendor ref (the label) and enabled. Staff
 * create, edit, delete and switch them on or off in the row; users below staff read the list
 * only, with the message telling them whom to ask. A webhook's log is per application
 * (/application/{id}), so no row links to one.
 */
export const WebhookList = () => {
  const { canAccess: canEdit, isPending } = useCanAccess({ resource: 'webhooks', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'webhooks', action: 'delete' });
  const readOnly = !isPending && !canEdit;
  const phone = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
  return (
    <AppList sort={{ field: 'id', order: 'ASC' }}>
      {readOnly && <ContactStaff />}
      {phone ? <PhoneList canEdit={!!canEdit} /> : <WebhookTable canEdit={!!canEdit} canDelete={!!canDelete} />}
    </AppList>
  );
};
