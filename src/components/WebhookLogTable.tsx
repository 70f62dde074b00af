import { useMemo } from 'react';
import { Typography } from '@mui/material';
import { DataTable, ListContextProvider, ResourceContextProvider, useList, useTranslate } from 'react-admin';
import { formatTimestamp } from '../lib/datetime';
import type { WebhookLogEntry } from '../providers';

/** A log entry as a list record: an id (its place in the log) and its time in ms, to sort on. */
interface WebhookLogRecord extends WebhookLogEntry {
  id: number;
  time: number;
}

const NEWEST_FIRST = { field: 'time', order: 'DESC' } as const;
const ALL_ROWS = Number.MAX_SAFE_INTEGER;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

const label = (column: string) => `resources.applications.webhook_fields.${column}`;

// Render functions live at module level so the memoised columns never see a new prop.
const renderTime = (row: WebhookLogRecord) => formatTimestamp(row.timestamp);
const renderCode = (row: WebhookLogRecord) => row.response_code ?? '-';
const successSx = (row: WebhookLogRecord) => ({
  color: row.success ? 'success.main' : 'warning.main',
  fontWeight: 'bold',
});

const SuccessCell = ({ success }: { success: boolean }) => {
  const translate = useTranslate();
  return <>{translate(success ? 'app.applicationWebhooks.success' : 'app.applicationWebhooks.failure')}</>;
};
const renderSuccess = (row: WebhookLogRecord) => <SuccessCell success={row.success} />;

/**
 * A webhook log (timestamp, event, response_code, success), newest first: the one table of the
 * application view and of the application webhook-logs page. A react-admin DataTable over the
 * rows loaded (useList), so a header click sorts by that column.
 */
export const WebhookLogTable = ({ rows, label: tableLabel }: { rows: readonly WebhookLogEntry[]; label?: string }) => {
  const translate = useTranslate();
  // Sorted here as well as by useList, whose sort runs in an effect: the first paint is in order too.
  const data = useMemo(
    () =>
      rows
        .map((row, index): WebhookLogRecord => ({ ...row, id: index, time: new Date(row.timestamp).getTime() }))
        .sort((a, b) => b.time - a.time),
    [rows],
  );
  const list = useList<WebhookLogRecord>({ data, sort: NEWEST_FIRST, perPage: ALL_ROWS });
  return (
    // DataTable asks for a resource name (its column settings are stored by it; in the application
    // view the context is "applications", whose list's settings must not apply here); no call is made with it.
    <ResourceContextProvider value="webhook_logs">
      <ListContextProvider value={list}>
        <DataTable<WebhookLogRecord>
          rowClick={false}
          bulkActionButtons={false}
          hover={false}
          aria-label={tableLabel}
          empty={<Typography color="text.secondary">{translate('app.message.no_data')}</Typography>}
        >
          <DataTable.Col source="time" label={label('timestamp')} render={renderTime} sx={NO_WRAP} />
          <DataTable.Col source="event" label={label('event')} />
          <DataTable.Col source="response_code" label={label('response_code')} render={renderCode} />
          <DataTable.Col source="success" label={label('success')} render={renderSuccess} cellSx={successSx} />
        </DataTable>
      </ListContextProvider>
    </ResourceContextProvider>
  );
};
