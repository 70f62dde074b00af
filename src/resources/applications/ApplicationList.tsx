import { DataTable, List, Pagination, useGetIdentity } from 'react-admin';
import type { AppIdentity } from '../../providers/authProvider';
import { pcaSummary, type WebhookLogEntry } from './applicationFormat';
import { FlagCell, LatestWebhookCell, OptionsCell, TimestampCell } from './ApplicationFields';

/** One row of `applications/` (spec 2 section 3), as far as this table reads it. */
export interface Application {
  id: number;
  timestamp: string;
  analysed: boolean;
  finalised: boolean;
  vendor?: { id: number; name: string; country_code: string } | null;
  vendor_specific_id?: string | null;
  full_name?: string | null;
  options?: Record<string, unknown>;
  webhook_log?: WebhookLogEntry[];
  profile_count?: number;
  crawler_count?: number;
  account_count?: number;
  bank?: string | null;
  status?: string | null;
  initiator?: string | null;
}

const ROWS_PER_PAGE = [20, 50, 100];

// Render functions live at module level so the memoised columns never see a new prop.
const renderTimestamp = (row: Application) => <TimestampCell value={row.timestamp} />;
const renderVendor = (row: Application) => row.vendor?.name ?? '';
const renderOptions = (row: Application) => <OptionsCell options={row.options} />;
const renderPca = (row: Application) => pcaSummary(row);
const renderWebhook = (row: Application) => <LatestWebhookCell log={row.webhook_log} />;
const renderAnalysed = (row: Application) => (
  <FlagCell value={row.analysed} on="resources.applications.indicator.analysed" off="resources.applications.indicator.not_analysed" />
);
const renderFinalised = (row: Application) => (
  <FlagCell value={row.finalised} on="resources.applications.indicator.finalised" off="resources.applications.indicator.not_finalised" />
);

const label = (field: string) => `resources.applications.fields.${field}`;

// Short values read badly when wrapped ("1 / 2 / 3" one character a line); options may wrap.
const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const OPTIONS_WIDTH = { minWidth: 220 } as const;

/**
 * Applications (spec 2 section 2), first version: the table, newest first, with sort and page in
 * the address. The identity is read once here, not per row, to decide the Full Name column.
 */
export const ApplicationList = () => {
  const { identity } = useGetIdentity();
  const showPii = !!(identity as AppIdentity | undefined)?.show_pii;
  return (
    <List
      title="app.pages.applications"
      perPage={50}
      sort={{ field: 'timestamp', order: 'DESC' }}
      pagination={<Pagination rowsPerPageOptions={ROWS_PER_PAGE} />}
      exporter={false}
      empty={false}
    >
      <DataTable<Application> rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="timestamp" label={label('timestamp')} render={renderTimestamp} sx={NO_WRAP} />
        <DataTable.Col source="vendor.name" label={label('vendor')} render={renderVendor} />
        <DataTable.Col source="bank" label={label('bank')} />
        <DataTable.Col source="status" label={label('status')} />
        <DataTable.Col source="vendor_specific_id" label={label('vendor_specific_id')} sx={NO_WRAP} />
        {showPii && <DataTable.Col source="full_name" label={label('full_name')} />}
        <DataTable.Col source="options" label={label('options')} render={renderOptions} disableSort sx={OPTIONS_WIDTH} />
        <DataTable.Col source="initiator" label={label('initiator')} />
        <DataTable.Col label={label('pca')} render={renderPca} sx={NO_WRAP} />
        <DataTable.Col label={label('latest_webhook')} render={renderWebhook} sx={NO_WRAP} />
        <DataTable.Col source="analysed" label={label('analysed')} render={renderAnalysed} />
        <DataTable.Col source="finalised" label={label('finalised')} render={renderFinalised} />
      </DataTable>
    </List>
  );
};
