import { useEffect, useState, type ComponentType } from 'react';
import type { LazyScreen } from '../lib/lazyNamed';
import { whenIdle } from './PreloadAfterPaint';

export interface LoadedPart<P extends object> {
  /** The part's component once its module has loaded, else undefined. */
  Part: ComponentType<P> | undefined;
  /**
   * Its load failed (a chunk the network lost). Asking again in this page cannot help: the browser
   * keeps a module's failed fetch for the page's life (the HTML standard's module map; Chromium
   * answers a second `import()` of the address at once with the same failure, asking nothing). The
   * screen says so and offers to reload the page (lib/pageReload.ts).
   */
  failed: boolean;
}

/**
 * A heavy part of a screen (a chart below its rows) loaded apart from the screen, once `wanted`
 * and the browser is idle, so that it never competes with the screen's first paint; the screen
 * draws a stand-in of the same size meanwhile. Unlike a Suspense boundary, a failed load is the
 * screen's to show beside what did load: the rest of the page stays.
 */
export const useLoadedPart = <P extends object>(part: LazyScreen<P>, wanted: boolean): LoadedPart<P> => {
  const [Part, setPart] = useState(() => part.loaded());
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (Part || failed || !wanted) return;
    let live = true;
    const cancel = whenIdle(
      () =>
        void part.preload().then(
          component => live && setPart(() => component),
          () => live && setFailed(true),
        ),
    );
    return () => {
      live = false;
      cancel();
    };
  }, [part, Part, failed, wanted]);
  return { Part, failed };
};
