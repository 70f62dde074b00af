import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatTimestamp } from '../lib/datetime';
import type { WebhookLogEntry } from '../providers';

const COLUMNS = ['timestamp', 'event', 'response_code', 'success'] as const;

const newestFirst = (rows: readonly WebhookLogEntry[]) =>
  [...rows].sort((a, b) => new Date(b.timestamp).getTime() - new Date(a.timestamp).getTime());

/**
 * A webhook log (timestamp, event, response_code, success), newest first: the one table of the
 * application view and of the application webhook-logs page.
 */
export const WebhookLogTable = ({ rows, label }: { rows: readonly WebhookLogEntry[]; label?: string }) => {
  const translate = useTranslate();
  if (!rows.length) return <Typography color="text.secondary">{translate('app.message.no_data')}</Typography>;
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {COLUMNS.map(column => (
            <TableCell key={column}>{translate(`resources.applications.webhook_fields.${column}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {newestFirst(rows).map((row, index) => (
          <TableRow key={`${row.timestamp}-${row.event}-${index}`}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTimestamp(row.timestamp)}</TableCell>
            <TableCell>{row.event}</TableCell>
            <TableCell>{row.response_code ?? '-'}</TableCell>
            <TableCell sx={{ color: row.success ? 'success.main' : 'warning.main', fontWeight: 'bold' }}>
              {translate(row.success ? 'app.applicationWebhooks.success' : 'app.applicationWebhooks.failure')}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
