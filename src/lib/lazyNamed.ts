import { createElement, use, type ComponentType, type FunctionComponent } from 'react';

/** A screen loaded on first use, which can also be asked for ahead of it (`preload`). */
export interface LazyScreen<P extends object> extends FunctionComponent<P> {
  /** Starts loading the screen's module (once) and resolves with the component. */
  preload: () => Promise<ComponentType<P>>;
  /** The component once its module has loaded, else undefined: a read that never suspends. */
  loaded: () => ComponentType<P> | undefined;
}

/** A promise whose outcome React's `use` reads at once once it has settled (React's own fields). */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const track = <T>(promise: Promise<T>): Tracked<T> => {
  // No 'pending' mark: React instruments a promise it meets unsettled itself (and would take a
  // status it did not set for someone else's bookkeeping); the outcome is written either way.
  const tracked: Tracked<T> = promise;
  promise.then(
    value => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
};

/**
 * `React.lazy` for a named export, so every screen stays in its own chunk and keeps the house
 * style of named exports: `lazyNamed(() => import('./LabelList'), 'LabelList')`.
 *
 * Unlike `React.lazy`, a screen whose module was preloaded and has run renders at once: React
 * reads a settled promise synchronously with `use`, so its Suspense boundary never shows the
 * fallback, and React 19 never holds the content back behind it (it delays a boundary's reveal
 * up to 300 ms after a fallback). `AdminUI` preloads the screens of the address the app opens on
 * (`preloadScreensAt`, lib/registry.ts) while the session is checked. A failed load is thrown to
 * the error boundary and asked again on the next render.
 */
export const lazyNamed = <P extends object, K extends string>(
  load: () => Promise<{ [key in K]: ComponentType<P> }>,
  name: K,
): LazyScreen<P> => {
  let loading: Tracked<ComponentType<P>> | null = null;
  const preload = (): Promise<ComponentType<P>> => {
    if (!loading) {
      loading = track(load().then(module => module[name]));
      loading.catch(() => {
        loading = null;
      });
    }
    return loading;
  };
  const Screen = (props: P) => createElement(use(preload()), props);
  Screen.displayName = `Lazy(${name})`;
  Screen.preload = preload;
  Screen.loaded = () => (loading?.status === 'fulfilled' ? loading.value : undefined);
  return Screen;
};
