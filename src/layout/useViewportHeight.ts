import { useEffect, useState } from 'react';

/**
 * The height the layout fills: the host's frame height in embedded mode, else the window's.
 * docs/product.md#layout: recomputed one second after mount (the host and web fonts have settled
 * by then) and on every window resize.
 */
export const RELAYOUT_DELAY_MS = 1000;

export const useViewportHeight = (hostHeight: number | null): number => {
  const [height, setHeight] = useState(() => hostHeight ?? window.innerHeight);
  useEffect(() => {
    const recompute = () => setHeight(hostHeight ?? window.innerHeight);
    recompute();
    const timer = window.setTimeout(recompute, RELAYOUT_DELAY_MS);
    window.addEventListener('resize', recompute);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', recompute);
    };
  }, [hostHeight]);
  return height;
};
