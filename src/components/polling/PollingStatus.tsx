import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '../../lib/visuallyHidden';

export interface PollingStatusProps {
  paused: boolean;
  failing: boolean;
  onToggle: () => void;
  /**
   * The rows polls marked in the last minute (lib/rowMarks markSummary): shown and read out ("2 new,
   * 1 changed since 10:41"), and no focus moves.
   */
  changes?: { added: number; changed: number; since: Date } | null;
  /** New rows held back while the person reads lower down: read out with the bar that shows them. */
  held?: number;
}

const clock = (at: Date) => `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;

/**
 * Refreshing in words ("Live updates" / "Updates paused" / "Updates paused, retrying") and a button
 * to pause or resume: the polled lists' control, and any other page that refreshes on a timer.
 * The status region (polite) also says what the marked rows are ("2 new, 1 changed since 10:41"),
 * shown and read out, and how many new rows wait above (read out; the bar over the list shows them).
 */
export const PollingStatus = ({ paused, failing, onToggle, changes, held = 0 }: PollingStatusProps) => {
  const translate = useTranslate();
  const state = paused ? 'paused' : failing ? 'retrying' : 'live';
  return (
    // Wraps on a narrow toolbar (a phone), the words above the button, rather than running off the edge.
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 0, maxWidth: '100%' }}>
      <Typography
        role="status"
        variant="caption"
        data-state={state}
        sx={{
          display: 'inline-flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 0.5,
          minWidth: 0,
          color: state === 'retrying' ? 'warning.main' : 'text.secondary',
        }}
      >
        {state === 'retrying' && <SyncProblemIcon fontSize="inherit" aria-hidden />}
        {translate(`app.polling.${state}`)}
        {changes ? (
          <Box component="span" data-testid="poll-changes" sx={{ color: 'text.primary' }}>
            {` · ${translate(
              // A count of nothing is not said: "1 changed since 10:41", not "0 new, 1 changed".
              changes.added && changes.changed
                ? 'app.polling.changes'
                : changes.added
                  ? 'app.polling.changes_added'
                  : 'app.polling.changes_changed',
              { time: clock(changes.since), added: changes.added, changed: changes.changed },
            )}`}
          </Box>
        ) : null}
        {held ? (
          <Box component="span" sx={visuallyHidden}>
            {` ${translate('app.polling.held', { smart_count: held })}`}
          </Box>
        ) : null}
      </Typography>
      <Button size="small" onClick={onToggle} startIcon={paused ? <PlayArrowIcon /> : <PauseIcon />}>
        {translate(paused ? 'app.polling.resume' : 'app.polling.pause')}
      </Button>
    </Box>
  );
};
