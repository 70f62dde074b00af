import { useEffect } from 'react';
import { useListContext } from 'react-admin';

interface Preloadable {
  preload: () => Promise<unknown>;
}

/** The browser's idle callback where it has one (Safari has not), else a short timeout. */
export const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 200);
  return () => window.clearTimeout(handle);
};

/**
 * Inside a list: once its first page is painted and the browser is idle, starts loading the
 * screens its rows open (e.g. the record's view), so that a click shows them at once. Before the
 * paint they would share the network with the list's own first requests (docs/performance.md).
 */
export const PreloadAfterPaint = ({ screens }: { screens: readonly Preloadable[] }) => {
  const { data } = useListContext();
  const painted = data !== undefined;
  useEffect(() => {
    if (!painted) return;
    return whenIdle(() => screens.forEach(screen => void screen.preload().catch(() => undefined)));
  }, [painted, screens]);
  return null;
};
