import {
  BooleanField,
  DataTable,
  DateField,
  FunctionField,
  List,
  ReferenceField,
  TextField,
  TextInput,
} from 'react-admin';

/**
 * Applications as a react-admin developer would write this screen: the specification's columns
 * with stock fields (docs/performance.md, "the plain app"). What the dashboard derives (the status
 * from the profiles' crawlers, the latest `_ready` webhook, P / C / A) is derived here in a
 * FunctionField, the plain way.
 */

interface Profile {
  crawler?: { status?: string } | null;
  accounts?: unknown[];
}
interface WebhookEntry {
  event?: string;
  success?: boolean;
  timestamp?: string;
}
interface ApplicationRow {
  id: number;
  options?: Record<string, unknown> | null;
  profiles?: Profile[] | null;
  profile_count?: number;
  crawler_count?: number;
  account_count?: number;
  webhook_log?: WebhookEntry[] | null;
}

const status = (row: ApplicationRow) => {
  const statuses = [...new Set((row.profiles ?? []).map(profile => profile.crawler?.status).filter(Boolean))];
  return statuses.join(', ') || '-';
};

const options = (row: ApplicationRow) =>
  Object.entries(row.options ?? {})
    .filter(([, value]) => value === true)
    .map(([key]) => key.replace(/_/g, ' '))
    .join(', ');

const pca = (row: ApplicationRow) => {
  const accounts =
    row.account_count ?? (row.profiles ?? []).reduce((sum, profile) => sum + (profile.accounts?.length ?? 0), 0);
  return `${row.profile_count ?? 0} / ${row.crawler_count ?? 0} / ${accounts}`;
};

const latestWebhook = (row: ApplicationRow) => {
  const ready = (row.webhook_log ?? []).filter(entry => entry.event?.includes('_ready'));
  const latest = ready.sort((a, b) => String(b.timestamp).localeCompare(String(a.timestamp)))[0];
  return latest ? `${latest.event} (${latest.success ? 'ok' : 'failed'})` : '-';
};

/**
 * A text filter as react-admin's docs write one: typed, debounced by `<List>` (500 ms), sent as
 * the `email` query parameter, the application search's text field of the specification (the
 * dashboard has it in its Advanced search). The bench types into it (bench/README.md).
 */
const filters = [<TextInput key="email" source="email" label="Email" alwaysOn />];

export const ApplicationList = () => (
  <List sort={{ field: 'timestamp', order: 'DESC' }} filters={filters}>
    <DataTable rowClick="show">
      <DataTable.Col source="timestamp" label="Start Time">
        <DateField source="timestamp" showTime />
      </DataTable.Col>
      <DataTable.Col source="vendor.name" label="Vendor">
        <TextField source="vendor.name" />
      </DataTable.Col>
      <DataTable.Col source="bank_id" label="Bank">
        <ReferenceField source="bank_id" reference="banks" link={false}>
          <TextField source="name" />
        </ReferenceField>
      </DataTable.Col>
      <DataTable.Col label="Status" disableSort>
        <FunctionField<ApplicationRow> render={status} />
      </DataTable.Col>
      <DataTable.Col source="vendor_specific_id" label="Vendor-specific ID" />
      <DataTable.Col source="full_name" label="Full Name" />
      <DataTable.Col label="Options" disableSort>
        <FunctionField<ApplicationRow> render={options} />
      </DataTable.Col>
      <DataTable.Col source="initiator" label="Initiator" />
      <DataTable.Col label="P C A" disableSort>
        <FunctionField<ApplicationRow> render={pca} />
      </DataTable.Col>
      <DataTable.Col label="Latest Webhook" disableSort>
        <FunctionField<ApplicationRow> render={latestWebhook} />
      </DataTable.Col>
      <DataTable.Col source="analysed" label="Analysed">
        <BooleanField source="analysed" />
      </DataTable.Col>
      <DataTable.Col source="finalised" label="Finalised">
        <BooleanField source="finalised" />
      </DataTable.Col>
    </DataTable>
  </List>
);
