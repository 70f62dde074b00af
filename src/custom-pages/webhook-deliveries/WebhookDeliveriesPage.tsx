import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  Switch,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { CutAlert, cutText } from '../../components/ListCutNote';
import { ListSkeleton } from '../../components/ListSkeleton';
import { cutOf, withCut, type AppDataProvider, type DeliveryApplication, type Rows } from '../../providers';
import { deliveryReport, WINDOWS, type DeliveryWindow } from './deliveries';
import { CodeGroups, DeliveryRows, EventCounts } from './DeliveryTables';
import { ResendButton } from './ResendButton';

const key = (name: string) => `app.webhookDeliveries.${name}`;

/** Applications listed at first, and added by each Show more. */
export const ROWS_STEP = 50;

interface Loaded {
  rows: Rows<DeliveryApplication>;
  /** Epoch ms the window starts at, and when it was read. */
  since: number;
  now: number;
}

/**
 * Webhook deliveries (docs/product.md#webhook-deliveries, docs/screens/webhook-deliveries.md): the
 * `_ready` webhooks of the applications of a window (GET applications/ with `timestamp`, every page
 * up to the client's bound, a cut said with Load the rest), counted per event, the failures by
 * response code with their plain cause, the applications whose latest delivery of an event failed,
 * and Resend over them with an outcome per row.
 */
export const WebhookDeliveriesPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [window, setWindow] = useState<DeliveryWindow>('week');
  // The screen is for what failed: the filter starts on; off lists every application of the window.
  const [onlyFailed, setOnlyFailed] = useState(true);
  const [limit, setLimit] = useState(ROWS_STEP);
  const queryKey = ['webhookDeliveries', window];
  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }): Promise<Loaded> => {
      const now = Date.now();
      const since = now - WINDOWS[window];
      const rows = await dataProvider.deliveryApplications(new Date(since).toISOString(), signal);
      return { rows, since, now };
    },
  });
  const rest = useMutation({
    mutationFn: (from: string) => dataProvider.deliveryApplications('', undefined, from),
    onSuccess: more =>
      queryClient.setQueryData<Loaded>(queryKey, old =>
        old ? { ...old, rows: withCut([...old.rows, ...more], cutOf(more)) } : old,
      ),
  });
  const report = useMemo(
    () => (query.data ? deliveryReport(query.data.rows, query.data.since, query.data.now) : null),
    [query.data],
  );
  const failingRows = report?.rows.filter(row => row.failing.length) ?? [];
  const shown = onlyFailed ? failingRows : (report?.rows ?? []);
  const cut = query.data ? cutOf(query.data.rows) : undefined;
  const retry = () => void query.refetch();

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
          {translate(key('title'))}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(key('intro'))}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={window}
          aria-label={translate(key('window'))}
          onChange={(_event, value: DeliveryWindow | null) => value && setWindow(value)}
          sx={{ mb: 2, flexWrap: 'wrap' }}
        >
          {(Object.keys(WINDOWS) as DeliveryWindow[]).map(name => (
            <ToggleButton key={name} value={name}>
              {translate(key(`windows.${name}`))}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {query.isPending ? (
          <ListSkeleton />
        ) : query.isError && !query.data ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={retry}>
                {translate(key('retry'))}
              </Button>
            }
          >
            {translate(key('failed'), { message: query.error.message })}
          </Alert>
        ) : (
          <>
            {query.isError && (
              // A later read failed: what was read stays, with the outcome of a Resend.
              <Alert
                severity="warning"
                sx={{ mb: 1 }}
                action={
                  <Button color="inherit" size="small" onClick={retry}>
                    {translate(key('retry'))}
                  </Button>
                }
              >
                {translate(key('failed'), { message: query.error.message })}
              </Alert>
            )}
            {cut && query.data && (
              <CutAlert cut={cut} busy={rest.isPending} error={rest.error} onLoadRest={() => rest.mutate(cut.next)}>
                {cutText(translate, query.data.rows)}
              </CutAlert>
            )}
            {!report?.rows.length ? (
              <Alert severity="info">{translate(key('empty'))}</Alert>
            ) : (
              <>
                <Typography role="status" sx={{ mb: 2 }}>
                  {translate(key('summary'), {
                    total: report.total,
                    delivered: report.total - report.failed,
                    failed: report.failed,
                    failing: failingRows.length,
                  })}
                </Typography>
                <ResendButton rows={failingRows} onSent={retry} />
                <EventCounts events={report.events} />
                <CodeGroups groups={report.groups} />
                <Box component="section" aria-labelledby="deliveries-rows">
                  <Typography id="deliveries-rows" component="h2" variant="subtitle1">
                    {translate(key('rows_title'))}
                  </Typography>
                  <FormControlLabel
                    control={<Switch checked={onlyFailed} onChange={event => setOnlyFailed(event.target.checked)} />}
                    label={translate(key('filter_failed'))}
                  />
                  {shown.length ? (
                    <>
                      <DeliveryRows rows={shown.slice(0, limit)} />
                      {shown.length > limit && (
                        <Button sx={{ mt: 1 }} onClick={() => setLimit(limit + ROWS_STEP)}>
                          {translate(key('show_more'), {
                            step: Math.min(ROWS_STEP, shown.length - limit),
                            shown: limit,
                            total: shown.length,
                          })}
                        </Button>
                      )}
                    </>
                  ) : (
                    <Alert severity="info">{translate(key('no_failing'))}</Alert>
                  )}
                </Box>
              </>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
};
