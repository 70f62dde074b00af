import { memo } from 'react';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import SnailIcon from '@mui/icons-material/SlowMotionVideo';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatElapsed } from '../../lib/elapsed';
import { showsError, slownessOf } from './crawlerRules';

/**
 * Cells of the Crawlers table: plain values in, memoised, so an unchanged row re-renders nothing.
 * The list's landing preview draws them too (./preview.tsx): nothing here may need more than the
 * entry's libraries (the uuid's link is ./UuidCell.tsx).
 */

export interface StatusCellProps {
  status: string | undefined;
  error: { code?: string | null; message?: string | null } | null | undefined;
}

/** The status, with the error code and message of a FAILED or DIED run, shown as text. */
export const StatusCell = memo(({ status, error }: StatusCellProps) => {
  const failed = showsError(status);
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column' }}>
      <Box component="span" sx={{ color: failed ? 'error.main' : undefined, fontWeight: failed ? 500 : undefined }}>
        {status}
      </Box>
      {failed && error && (error.code || error.message) && (
        <Typography component="span" variant="caption" color="text.secondary">
          {[error.code, error.message].filter(Boolean).join(': ')}
        </Typography>
      )}
    </Box>
  );
});
StatusCell.displayName = 'StatusCell';

const SLOW_COLOURS = { mildly_slow: 'warning.main', slow: 'error.main' } as const;

/** Elapsed time; over 180 s it says "Mildly slow", over 600 s "Slow", in colour and in words. */
export const ElapsedCell = memo(({ elapsed }: { elapsed: number | null | undefined }) => {
  const translate = useTranslate();
  const slowness = slownessOf(elapsed);
  const text = formatElapsed(elapsed);
  if (slowness === 'normal')
    return (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {text}
      </Box>
    );
  const Icon = slowness === 'slow' ? SnailIcon : HourglassTopIcon;
  return (
    <Box
      component="span"
      data-slowness={slowness}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        whiteSpace: 'nowrap',
        color: SLOW_COLOURS[slowness],
      }}
    >
      <Icon fontSize="inherit" aria-hidden />
      {text}
      <Typography component="span" variant="caption">
        ({translate(`resources.crawlers.slowness.${slowness}`)})
      </Typography>
    </Box>
  );
});
ElapsedCell.displayName = 'ElapsedCell';
