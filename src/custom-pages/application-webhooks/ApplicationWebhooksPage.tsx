import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Card,
  CardContent,
  CircularProgress,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { AppDataProvider } from '../../providers';
import type { WebhookLogRow } from '../../providers/methods/applications';

/** The route's id is an application id: digits only; anything else is refused before any call. */
export const isApplicationId = (value: string | undefined): value is string => !!value && /^\d+$/.test(value) && Number(value) > 0;

const pad = (value: number) => String(value).padStart(2, '0');
const formatTime = (value: string) => {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
};

const LogTable = ({ rows }: { rows: WebhookLogRow[] }) => {
  const translate = useTranslate();
  const column = (name: string) => translate(`resources.applications.webhook_fields.${name}`);
  if (!rows.length) return <Typography color="text.secondary">{translate('app.message.no_data')}</Typography>;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{column('timestamp')}</TableCell>
          <TableCell>{column('event')}</TableCell>
          <TableCell>{column('response_code')}</TableCell>
          <TableCell>{column('success')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={`${row.timestamp}-${row.event}-${index}`}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(row.timestamp)}</TableCell>
            <TableCell>{row.event}</TableCell>
            <TableCell>{row.response_code ?? '-'}</TableCell>
            <TableCell sx={{ color: row.success ? 'success.main' : 'error.main', fontWeight: 'bold' }} data-success={row.success}>
              {translate(row.success ? 'app.applicationWebhooks.success' : 'app.applicationWebhooks.failure')}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/**
 * Application Webhooks (/application/:id, docs/product.md#webhooks): GET webhooks/logs/{id}.
 * A failure keeps the page and tells it in a toast and in place.
 */
export const ApplicationWebhooksPage = () => {
  const { id } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const valid = isApplicationId(id);
  const { data, error, isPending } = useQuery({
    queryKey: ['applicationWebhooks', id],
    queryFn: ({ signal }) => dataProvider.applicationWebhookLogs(id!, signal),
    enabled: valid,
  });
  useEffect(() => {
    if (error) notify(error.message, { type: 'error' });
  }, [error, notify]);

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        {!valid ? (
          <Alert severity="error">{translate('app.message.invalid_id')}</Alert>
        ) : (
          <>
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 2 }}>
              <Typography variant="h6" component="h1">
                {translate('app.applicationWebhooks.title', { id })}
              </Typography>
              <Link component={RouterLink} to={`/applications/${id}/show`}>
                {translate('app.applicationWebhooks.back', { id })}
              </Link>
            </Box>
            {isPending && <CircularProgress aria-label={translate('app.shell.loading')} />}
            {error && <Alert severity="error">{translate('app.applicationWebhooks.load_failed')}</Alert>}
            {data && <LogTable rows={data} />}
          </>
        )}
      </CardContent>
    </Card>
  );
};
