import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import { Box, CircularProgress, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { countRows, type BulkRow, type BulkState } from '../../lib/bulkRun';

const ICONS: Record<BulkState, ReactNode> = {
  waiting: <HourglassEmptyIcon fontSize="small" color="disabled" />,
  running: <CircularProgress size={18} aria-hidden />,
  done: <CheckCircleIcon fontSize="small" color="success" />,
  failed: <ErrorIcon fontSize="small" color="error" />,
  skipped: <RemoveCircleOutlineIcon fontSize="small" color="disabled" />,
};

/**
 * The outcome of a bulk action, row by row (docs/product.md#bulk): each row's name, its state in
 * words (never colour alone) and why it failed or was skipped, under a summary that screen readers
 * hear as it changes.
 */
export const BulkOutcomes = ({ rows, title }: { rows: readonly BulkRow[]; title?: string }) => {
  const translate = useTranslate();
  if (!rows.length) return null;
  const counts = countRows(rows);
  return (
    <Box component="section" aria-label={title ?? translate('app.bulk.outcome_title')} sx={{ mt: 1 }}>
      <Typography role="status" aria-live="polite" variant="body2" sx={{ fontWeight: 500 }}>
        {translate(counts.waiting ? 'app.bulk.summary_running' : 'app.bulk.summary', { ...counts })}
      </Typography>
      <List dense disablePadding>
        {rows.map(row => (
          <ListItem key={row.key} disableGutters data-state={row.state}>
            <ListItemIcon sx={{ minWidth: 32 }}>{ICONS[row.state]}</ListItemIcon>
            <ListItemText
              primary={`${row.label}: ${translate(`app.bulk.state.${row.state}`)}`}
              secondary={row.message ? translate(row.message, { _: row.message, ...row.args }) : undefined}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
};
