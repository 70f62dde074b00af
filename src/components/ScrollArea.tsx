import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Box } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';

export interface ScrollAreaProps {
  /** What scrolls, for screen readers ("Accounts"), announced while it overflows. */
  label: string;
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * A box that scrolls sideways when its content is wider than the screen (a wide table on a
 * phone). While it overflows it is a named region in the tab order, so a keyboard user can reach
 * it and scroll it with the arrow keys (WCAG 2.1.1, axe's scrollable-region-focusable); when the
 * content fits it is a plain box with no tab stop.
 */
export const ScrollArea = ({ label, children, sx }: ScrollAreaProps) => {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () => setOverflows(node.scrollWidth > node.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    // The content grows or shrinks with its rows, the box with the window: either can change it.
    if (node.firstElementChild) observer.observe(node.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <Box
      ref={ref}
      sx={[{ overflowX: 'auto', maxWidth: '100%' }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...(overflows ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
    >
      {children}
    </Box>
  );
};
