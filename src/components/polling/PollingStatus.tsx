import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '../../lib/visuallyHidden';
import type { PollUpdate } from './usePolling';

export interface PollingStatusProps {
  paused: boolean;
  failing: boolean;
  onToggle: () => void;
  /** The last poll that changed the rows: read out, not shown, and no focus moves. */
  lastUpdate?: PollUpdate | null;
}

const clock = (at: Date) => `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;

/**
 * Refreshing in words ("Live updates" / "Updates paused" / "Updates paused, retrying") and a button
 * to pause or resume: the polled lists' control, and any other page that refreshes on a timer.
 * The status region (polite) also tells screen readers what the last poll changed ("List updated
 * at 10:41: 1 new, 2 changed"), the time making each update a new announcement.
 */
export const PollingStatus = ({ paused, failing, onToggle, lastUpdate }: PollingStatusProps) => {
  const translate = useTranslate();
  const state = paused ? 'paused' : failing ? 'retrying' : 'live';
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Typography
        role="status"
        variant="caption"
        data-state={state}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          color: state === 'retrying' ? 'warning.main' : 'text.secondary',
        }}
      >
        {state === 'retrying' && <SyncProblemIcon fontSize="inherit" aria-hidden />}
        {translate(`app.polling.${state}`)}
        {lastUpdate ? (
          <Box component="span" sx={visuallyHidden}>
            {` ${translate('app.polling.updated', { time: clock(lastUpdate.at), added: lastUpdate.added, changed: lastUpdate.changed })}`}
          </Box>
        ) : null}
      </Typography>
      <Button size="small" onClick={onToggle} startIcon={paused ? <PlayArrowIcon /> : <PauseIcon />}>
        {translate(paused ? 'app.polling.resume' : 'app.polling.pause')}
      </Button>
    </Box>
  );
};
