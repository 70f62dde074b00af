import { Alert, Box, Button, Link as MuiLink, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { BULK_LIMIT, BulkOutcomes, useBulkRun } from '../../components/bulk';
import { CutAlert, cutText } from '../../components/ListCutNote';
import { StatusChip } from '../../components/responsive';
import { config } from '../../config';
import type { BankState } from '../../lib/bankHealth';
import { formatTimestamp } from '../../lib/datetime';
import { cutOf, withCut, type AppDataProvider, type Rows } from '../../providers';
import type { BankFailedRun } from '../../providers/methods/bankModules';
import { recrawlRun, recrawlTasks } from './recrawlAffected';

const key = (name: string) => `app.bankHealth.${name}`;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface FailedRunsProps {
  bankId: number;
  name: string;
  state: BankState;
}

/**
 * The runs of one bank that failed in the last 24 hours (GET crawlers/ with `bank_id` and the
 * failed statuses, bounded: a cut says so with Load the rest), each linked to its crawler log, and
 * Recrawl affected over them with an outcome per run, off while the bank is offline.
 */
export const FailedRuns = ({ bankId, name, state }: FailedRunsProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const bulk = useBulkRun<BankFailedRun>();
  const hintId = useId();
  const queryKey = ['bankHealth', 'failedRuns', bankId];
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      dataProvider.bankFailedRuns(bankId, new Date(Date.now() - DAY_MS).toISOString(), { signal }),
  });
  const rest = useMutation({
    mutationFn: (from: string) => dataProvider.bankFailedRuns(bankId, '', { from }),
    onSuccess: more =>
      queryClient.setQueryData<Rows<BankFailedRun>>(queryKey, old => withCut([...(old ?? []), ...more], cutOf(more))),
  });

  if (query.isPending) {
    return (
      <Box role="progressbar" aria-label={translate(key('runs.loading'), { name })}>
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="text" width="40%" />
      </Box>
    );
  }
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {translate(key('retry'))}
          </Button>
        }
      >
        {translate(key('runs.failed'), { message: query.error.message })}
      </Alert>
    );
  }
  const runs = query.data;
  const cut = cutOf(runs);
  const offline = state === 'offline';
  const label = (run: BankFailedRun) => translate(key('recrawl.task'), { uuid: run.uuid });
  const start = () =>
    bulk.start(recrawlTasks(runs, label), recrawlRun(config.environment, translate(key('recrawl.no_application'))));

  return (
    <Box>
      {cut && (
        <CutAlert cut={cut} busy={rest.isPending} error={rest.error} onLoadRest={() => rest.mutate(cut.next)}>
          {cutText(translate, runs)}
        </CutAlert>
      )}
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {runs.length ? translate(key('runs.count'), { smart_count: runs.length }) : translate(key('runs.empty'))}
      </Typography>
      {runs.length > 0 && (
        <List dense disablePadding>
          {runs.map(run => (
            <ListItem key={run.uuid} disableGutters sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
              <StatusChip status={run.status} />
              <ListItemText
                sx={{ m: 0, minWidth: 0 }}
                primary={
                  <MuiLink
                    component={Link}
                    to={`/crawler/${encodeURIComponent(run.uuid)}`}
                    aria-label={translate(key('runs.open_log'), { uuid: run.uuid })}
                    sx={{ wordBreak: 'break-all' }}
                  >
                    {run.uuid}
                  </MuiLink>
                }
                secondary={[
                  translate(key('runs.label'), {
                    status: run.status,
                    time: run.timestamp ? formatTimestamp(run.timestamp) : '–',
                    vendor: run.vendor_label || translate(key('runs.no_vendor')),
                  }),
                  run.error?.message,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      {runs.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              size="small"
              disabled={offline || bulk.running}
              aria-describedby={hintId}
              onClick={start}
            >
              {translate(key('recrawl.button'), {
                smart_count: runs.length,
                limit: translate('app.bulk.limit_note', { limit: BULK_LIMIT }),
              })}
            </Button>
            {bulk.running && <Button onClick={bulk.cancel}>{translate('app.bulk.cancel')}</Button>}
          </Box>
          <Typography id={hintId} variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            {translate(key(offline ? 'recrawl.offline' : 'recrawl.hint'))}
          </Typography>
          <BulkOutcomes rows={bulk.rows} title={translate(key('recrawl.outcome'), { name })} />
        </Box>
      )}
    </Box>
  );
};
