import { useMemo, type ReactElement } from 'react';
import { Box, Chip, Typography } from '@mui/material';
import { DataTable, ListContextProvider, ResourceContextProvider, useList, useTranslate } from 'react-admin';
import { JOBS, type AccountJobs, type Job, type JobState, type JobStatus } from '../../lib/crawlerLog';
import { RowHeaderCol } from '../../components/RowHeaderCol';
import { ScrollArea } from '../../components/ScrollArea';

const COLORS: Record<JobState, 'default' | 'warning' | 'success'> = {
  not_requested: 'default',
  pending: 'warning',
  completed: 'success',
};

/** An account as a list record: its key as id, and its BSB and number as one text. */
interface AccountRecord extends AccountJobs {
  id: string;
  account: string;
}

const ALL_ROWS = Number.MAX_SAFE_INTEGER;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

const StateChip = ({ state }: { state: JobState }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[state]}
      label={translate(`app.crawlerLog.status.states.${state}`)}
    />
  );
};

// Render functions live at module level so the memoised columns never see a new prop.
const stateRenderers = Object.fromEntries(
  JOBS.map(job => [job, (row: AccountRecord) => <StateChip state={row.jobs[job]} />]),
) as Record<Job, (row: AccountRecord) => ReactElement>;

/**
 * The per-account job status derived from the log (docs/product.md#crawler-output), above the log:
 * a react-admin DataTable over the accounts (useList), in the log's order; a header click sorts by
 * that column.
 */
export const JobStatusSummary = ({ status, partial }: { status: JobStatus; partial: boolean }) => {
  const translate = useTranslate();
  const data = useMemo(
    () =>
      status.accounts.map((account): AccountRecord => ({
        ...account,
        id: account.key,
        account: [account.bsb, account.number].filter(Boolean).join(' '),
      })),
    [status.accounts],
  );
  const list = useList<AccountRecord>({ data, perPage: ALL_ROWS });
  return (
    <Box component="section" aria-labelledby="crawler-log-status" sx={{ mb: 2 }}>
      <Typography id="crawler-log-status" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('app.crawlerLog.status.title')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 1, color: 'text.secondary', fontSize: 14 }}>
        <span>
          {status.loginSequence !== null
            ? translate('app.crawlerLog.status.login', { sequence: status.loginSequence })
            : translate('app.crawlerLog.status.no_login')}
        </span>
        {status.lifecycle && <span>{translate('app.crawlerLog.status.lifecycle', { status: status.lifecycle })}</span>}
        {partial && <span>{translate('app.crawlerLog.status.while_loading')}</span>}
      </Box>
      {status.accounts.length === 0 ? (
        <Typography variant="body2">{translate('app.crawlerLog.status.no_accounts')}</Typography>
      ) : (
        // DataTable asks for a resource name (its column settings are stored by it); no call is made with it.
        <ResourceContextProvider value="crawler_job_status">
          <ListContextProvider value={list}>
            <ScrollArea label={translate('app.crawlerLog.status.title')}>
              <DataTable<AccountRecord>
                rowClick={false}
                bulkActionButtons={false}
                hover={false}
                aria-labelledby="crawler-log-status"
              >
                <RowHeaderCol source="account" label={translate('app.crawlerLog.status.account')} sx={NO_WRAP} />
                {JOBS.map(job => (
                  <DataTable.Col<AccountRecord>
                    key={job}
                    source={`jobs.${job}`}
                    label={translate(`app.crawlerLog.status.jobs.${job}`)}
                    render={stateRenderers[job]}
                  />
                ))}
              </DataTable>
            </ScrollArea>
          </ListContextProvider>
        </ResourceContextProvider>
      )}
    </Box>
  );
};
