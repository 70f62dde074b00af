import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface PollingStatusProps {
  paused: boolean;
  failing: boolean;
  onToggle: () => void;
}

/**
 * Refreshing in words ("Live updates" / "Updates paused" / "Updates paused, retrying") and a button
 * to pause or resume: the polled lists' control, and any other page that refreshes on a timer.
 */
export const PollingStatus = ({ paused, failing, onToggle }: PollingStatusProps) => {
  const translate = useTranslate();
  const state = paused ? 'paused' : failing ? 'retrying' : 'live';
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Typography
        role="status"
        variant="caption"
        data-state={state}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: state === 'retrying' ? 'warning.main' : 'text.secondary' }}
      >
        {state === 'retrying' && <SyncProblemIcon fontSize="inherit" aria-hidden />}
        {translate(`app.polling.${state}`)}
      </Typography>
      <Button size="small" onClick={onToggle} startIcon={paused ? <PlayArrowIcon /> : <PauseIcon />}>
        {translate(paused ? 'app.polling.resume' : 'app.polling.pause')}
      </Button>
    </Box>
  );
};
