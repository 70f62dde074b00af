import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PollRules } from '../../lib/polling';
import { usePolling } from './usePolling';

/**
 * The list's polling, with its state in words ("Live updates" / "Updates paused" / "Updates
 * paused, retrying") and a button to pause or resume. Placed in each polled list's toolbar.
 */
export const PollingControl = ({ rules }: { rules: PollRules }) => {
  const translate = useTranslate();
  const { paused, failing, toggle } = usePolling(rules);
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
      <Button size="small" onClick={toggle} startIcon={paused ? <PlayArrowIcon /> : <PauseIcon />}>
        {translate(paused ? 'app.polling.resume' : 'app.polling.pause')}
      </Button>
    </Box>
  );
};
