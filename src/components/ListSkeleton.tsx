import { useEffect, useState, type ReactNode } from 'react';
import { Box, Skeleton } from '@mui/material';
import { useListContext, useTimeout, useTranslate } from 'react-admin';
import { ListRetryWait, useListRetryWait } from './ListRetry';
import { useEndsLandingPreview } from '../lib/landingPreview';

/** How long a first load may leave the table blank before the skeleton shows (issue 11 part 7). */
export const SKELETON_DELAY_MS = 300;
const ROWS = 5;
const CELLS = [10, 22, 18, 26, 14];

/**
 * Grey placeholder rows in the shape of a table, shown once a load has taken SKELETON_DELAY_MS, so
 * a slow first page reads as "coming" rather than as an empty card; a quick answer never flashes
 * them. Announced once as busy ("Loading rows"), not row by row.
 */
export const ListSkeleton = () => {
  const translate = useTranslate();
  const shown = useTimeout(SKELETON_DELAY_MS);
  if (!shown) return null;
  return (
    <Box role="progressbar" aria-busy="true" aria-label={translate('app.list.loading')} sx={{ px: 2, py: 1 }}>
      {Array.from({ length: ROWS }, (_, row) => (
        <Box
          key={row}
          aria-hidden
          sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 1.25, opacity: 1 - row * 0.15 }}
        >
          {CELLS.map((width, cell) => (
            <Skeleton key={cell} variant="text" sx={{ flex: `${width} 1 0`, minWidth: 0 }} />
          ))}
        </Box>
      ))}
    </Box>
  );
};

/**
 * A list's body (table or cards) once its first page is in; until then ListSkeleton, or, for a
 * first page that failed and is asked again by itself, what failed and the wait (ListRetryWait). Later loads
 * (a new filter, page or sort) keep the rows on screen while react-admin fetches, as before.
 * A first page already in when the list mounts (the landing list's, asked for by the entry) waits
 * for the page around it to be painted: mounted with the page, a hundred rows made the first
 * paint one long task, and every style the toolbar then added recomputed them (docs/performance.md).
 */
export const UntilFirstPage = ({ children }: { children: ReactNode }) => {
  const { isPending, isPlaceholderData } = useListContext();
  // A page that failed and is asked again by itself: what failed and the wait, counting down. The
  // first page, or a new sort, filter or page, whose rows on screen are still the previous
  // params' (react-admin's placeholder): they are not the answer to what was asked.
  const retry = useListRetryWait(isPending || !!isPlaceholderData);
  const [pagePainted, setPagePainted] = useState(isPending);
  useEffect(() => {
    if (pagePainted) return;
    // The frame that paints the page, then the task after it.
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPagePainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [pagePainted]);
  const waiting = retry.seconds > 0;
  // The rows (or the wait) are drawn now: the landing preview's rows give way to them in this frame.
  useEndsLandingPreview(waiting || (!isPending && pagePainted));
  if (waiting) return <ListRetryWait {...retry} />;
  return isPending || !pagePainted ? <ListSkeleton /> : children;
};
