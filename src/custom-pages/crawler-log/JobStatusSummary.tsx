import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { JOBS, type JobState, type JobStatus } from '../../lib/crawlerLog';
import { ScrollArea } from '../../components/ScrollArea';

const COLORS: Record<JobState, 'default' | 'warning' | 'success'> = { not_requested: 'default', pending: 'warning', completed: 'success' };

/** The per-account job status derived from the log (docs/product.md#crawler-output), above the log. */
export const JobStatusSummary = ({ status, partial }: { status: JobStatus; partial: boolean }) => {
  const translate = useTranslate();
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
        <ScrollArea label={translate('app.crawlerLog.status.title')}>
          <Table size="small" aria-labelledby="crawler-log-status">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">{translate('app.crawlerLog.status.account')}</TableCell>
                {JOBS.map(job => (
                  <TableCell key={job} component="th" scope="col">
                    {translate(`app.crawlerLog.status.jobs.${job}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {status.accounts.map(account => (
                <TableRow key={account.key}>
                  <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                    {[account.bsb, account.number].filter(Boolean).join(' ')}
                  </TableCell>
                  {JOBS.map(job => (
                    <TableCell key={job}>
                      <Chip size="small" variant="outlined" color={COLORS[account.jobs[job]]} label={translate(`app.crawlerLog.status.states.${account.jobs[job]}`)} />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollArea>
      )}
    </Box>
  );
};
