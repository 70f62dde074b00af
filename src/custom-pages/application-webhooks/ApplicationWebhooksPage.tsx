import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Card, CardContent, CircularProgress, Link, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ListCutNote } from '../../components/ListCutNote';
import { WebhookLogTable } from '../../components/WebhookLogTable';
import type { AppDataProvider } from '../../providers';

/** The route's id is an application id: digits only; anything else is refused before any call. */
export const isApplicationId = (value: string | undefined): value is string =>
  !!value && /^\d+$/.test(value) && Number(value) > 0;

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
  const queryKey = ['applicationWebhooks', id];
  const { data, error, isPending } = useQuery({
    queryKey,
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
            {data && (
              <ListCutNote
                queryKey={queryKey}
                rows={data}
                loadFrom={next => dataProvider.applicationWebhookLogs(id!, undefined, next)}
              />
            )}
            {data && <WebhookLogTable rows={data} />}
          </>
        )}
      </CardContent>
    </Card>
  );
};
