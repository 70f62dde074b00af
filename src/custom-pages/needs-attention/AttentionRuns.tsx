import { useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  List,
  ListItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link, useCreatePath, useTranslate } from 'react-admin';
import { StatusChip, useIsPhone } from '../../components/responsive';
import { formatTimestamp } from '../../lib/datetime';
import { formatElapsed } from '../../lib/elapsed';
import type { AttentionRow } from './attentionRows';
import { FindApplication } from './FindApplication';

/** The run's application: a real link when the window named it, else looked up on demand. */
export const ApplicationCell = ({ row }: { row: AttentionRow }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { application } = row;
  if (!application) return <FindApplication row={row} />;
  return (
    <Link to={createPath({ resource: 'applications', id: application.id, type: 'show' })}>
      {translate('app.needsAttention.application', { id: application.id })}
    </Link>
  );
};

/** The product's one time format (docs/product.md#tables). */
const when = (row: AttentionRow) => formatTimestamp(row.timestamp);

/** Runs a group lists at first, and adds with each Show more: a week of one cause can be hundreds. */
export const RUNS_STEP = 20;

/** "Show N more (20 of 117 listed)" under a group that lists only some of its runs. */
const ShowMore = ({ shown, total, onMore }: { shown: number; total: number; onMore: () => void }) => {
  const translate = useTranslate();
  if (shown >= total) return null;
  return (
    <Button size="small" onClick={onMore} sx={{ mt: 1 }}>
      {translate('app.needsAttention.show_more', { step: Math.min(RUNS_STEP, total - shown), shown, total })}
    </Button>
  );
};

const StatusText = ({ row }: { row: AttentionRow }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
      <StatusChip status={row.status} />
      {row.code && (
        <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace' }}>
          {row.code}
        </Typography>
      )}
      {row.seconds !== null && (
        <Typography variant="caption" color="text.secondary" component="span">
          {translate('app.needsAttention.seconds', { elapsed: formatElapsed(row.seconds) })}
        </Typography>
      )}
    </Box>
  );
};

/**
 * A group's runs: a table, or cards on a phone (docs/screens/responsive.md). Each row names the
 * run's reference, its application (a link), bank, status and error, and `action` (the row's own
 * action, when the group acts row by row).
 */
export const AttentionRuns = ({
  rows,
  caption,
  action,
}: {
  rows: readonly AttentionRow[];
  caption: string;
  action?: (row: AttentionRow) => ReactNode;
}) => {
  const translate = useTranslate();
  const phone = useIsPhone();
  const [limit, setLimit] = useState(RUNS_STEP);
  const shown = rows.slice(0, limit);
  const more = <ShowMore shown={shown.length} total={rows.length} onMore={() => setLimit(limit + RUNS_STEP)} />;
  if (phone)
    return (
      <>
        <List aria-label={caption} disablePadding>
          {shown.map(row => (
            <ListItem key={row.uuid} disableGutters sx={{ display: 'block' }}>
              <Paper variant="outlined" sx={{ p: 1.5, overflowWrap: 'anywhere' }}>
                <Typography variant="subtitle2">
                  {row.vendorSpecificId ?? row.uuid} · {row.vendorLabel ?? '-'}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {when(row)} · {row.bank ?? translate('app.needsAttention.unknown_bank')}
                </Typography>
                <StatusText row={row} />
                {row.message && <Typography variant="body2">{row.message}</Typography>}
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>
                  <ApplicationCell row={row} />
                  {action?.(row)}
                </Box>
              </Paper>
            </ListItem>
          ))}
        </List>
        {more}
      </>
    );
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={caption}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.needsAttention.col.when')}</TableCell>
              <TableCell>{translate('app.needsAttention.col.reference')}</TableCell>
              <TableCell>{translate('app.needsAttention.col.application')}</TableCell>
              <TableCell>{translate('app.needsAttention.col.bank')}</TableCell>
              <TableCell>{translate('app.needsAttention.col.status')}</TableCell>
              <TableCell>{translate('app.needsAttention.col.message')}</TableCell>
              {action && <TableCell>{translate('app.needsAttention.col.action')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map(row => (
              <TableRow key={row.uuid}>
                <TableCell>{when(row)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {row.vendorSpecificId ?? '-'}
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {row.vendorLabel ?? ''}
                  </Typography>
                </TableCell>
                <TableCell>
                  <ApplicationCell row={row} />
                </TableCell>
                <TableCell>{row.bank ?? translate('app.needsAttention.unknown_bank')}</TableCell>
                <TableCell>
                  <StatusText row={row} />
                </TableCell>
                <TableCell sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>{row.message ?? ''}</TableCell>
                {action && <TableCell>{action(row)}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {more}
    </>
  );
};
