import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BULK_LIMIT, BulkOutcomes, useBulkRun, type BulkTask } from '../../components/bulk';
import { documentsExpired } from '../../lib/documentsAge';
import type { AppDataProvider } from '../../providers';
import type { DeliveryRow, ResendCall } from './deliveries';

const key = (name: string) => `app.webhookDeliveries.${name}`;

/**
 * The tasks of one Resend: every row whose latest delivery of an event failed, skipped with its
 * reason when the 7-day rule refuses it or no resend call covers its failed events.
 */
export const resendTasks = (
  rows: readonly DeliveryRow[],
  now: number,
  label: (row: DeliveryRow) => string,
): BulkTask<DeliveryRow>[] =>
  rows
    .filter(row => row.failing.length > 0)
    .map(row => ({
      key: String(row.id),
      label: label(row),
      item: row,
      skip: documentsExpired(row.application, now)
        ? { message: key('skip_old') }
        : !row.calls.length
          ? { message: key('skip_no_call'), args: { events: row.uncovered.join(', ') } }
          : undefined,
    }));

const send = (dataProvider: AppDataProvider, call: ResendCall, id: number) =>
  call === 'bundle' ? dataProvider.sendBundleWebhook(id) : dataProvider.sendSummaryWebhook(id);

/**
 * Resend (docs/product.md#webhook-deliveries): the bundle webhook and/or the summary webhook of each
 * row with a failed latest delivery, one row at a time through the bulk runner (at most BULK_LIMIT,
 * said on the button), with each row's outcome below. A call a row already made is not made again
 * when the row is retried after a 429. `onSent` follows a run that finished or was stopped (not one
 * that ended the session).
 */
export const ResendButton = ({ rows, onSent }: { rows: readonly DeliveryRow[]; onSent: () => void }) => {
  const translate = useTranslate();
  const bulk = useBulkRun<DeliveryRow>();
  const [sent, setSent] = useState<Record<ResendCall, number> | null>(null);
  const label = (row: DeliveryRow) =>
    row.calls.length
      ? translate(key('task_label'), {
          id: row.id,
          calls: row.calls.map(call => translate(key(`call.${call}`))).join(', '),
        })
      : translate(key('open_application'), { id: row.id });
  const tasks = resendTasks(rows, Date.now(), label);

  const start = () => {
    const made = new Set<string>();
    setSent(null);
    bulk.start(
      resendTasks(rows, Date.now(), label),
      async (row, dataProvider) => {
        for (const call of row.calls) {
          const name = `${row.id}:${call}`;
          if (made.has(name)) continue;
          await send(dataProvider, call, row.id);
          made.add(name);
        }
      },
      (_rows, outcome) => {
        if (outcome === 'session-ended') return;
        const count = (call: ResendCall) => [...made].filter(name => name.endsWith(`:${call}`)).length;
        setSent({ bundle: count('bundle'), summary: count('summary') });
        onSent();
      },
    );
  };

  return (
    <Box component="section" aria-label={translate(key('resend_hint'))} sx={{ my: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={!tasks.length || bulk.running} onClick={start}>
          {translate(key('resend'), {
            count: tasks.length,
            limit: translate('app.bulk.limit_note', { limit: BULK_LIMIT }),
          })}
        </Button>
        {bulk.running && <Button onClick={bulk.cancel}>{translate('app.bulk.cancel')}</Button>}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {translate(key('resend_hint'))}
      </Typography>
      {sent && sent.bundle + sent.summary > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {(['bundle', 'summary'] as const)
            .filter(call => sent[call] > 0)
            .map(call => translate(key(`sent.${call}`), { count: sent[call] }))
            .join('. ')}
        </Typography>
      )}
      <BulkOutcomes rows={bulk.rows} />
    </Box>
  );
};
