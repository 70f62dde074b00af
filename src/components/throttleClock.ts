import { useEffect, useReducer } from 'react';
import { retryAfterOf, retryAtOf } from '../providers/throttle';

/**
 * The clock of a throttled action (docs/product.md#messages): when a 429's `Retry-After` lets it
 * run again, and the seconds left, re-rendering as they change. Shared by forms (SaveThrottle),
 * actions (useApiAction) and the public pages (publicFailure), which load without react-admin's
 * form pieces, hence its own module.
 */

/**
 * When a form or list that met `error` may ask again (ms since the epoch), or null when it was not
 * throttled: the server's wait from its answer, or from `seen` for an error that does not say when
 * it came.
 */
export const throttledUntilOf = (error: unknown, seen: number = Date.now()): number | null =>
  // A wait of 0 s keeps nothing off.
  (retryAfterOf(error) ?? 0) > 0 ? retryAtOf(error, seen) : null;

/** Whole seconds from `now` until `until` (0 once past). */
export const secondsUntil = (until: number, now: number = Date.now()): number =>
  Math.max(0, Math.ceil((until - now) / 1000));

/**
 * Renders again whenever the whole seconds left until any of `untils` change, until all are past:
 * the countdowns below read the clock when they render.
 */
export const useCountdownClock = (untils: readonly number[]): void => {
  const [tick, next] = useReducer((count: number) => count + 1, 0);
  const key = untils.join(',');
  useEffect(() => {
    const now = Date.now();
    const ahead = key
      ? key
          .split(',')
          .map(Number)
          .filter(until => until > now)
      : [];
    if (!ahead.length) return;
    // The next moment one of the shown numbers changes: a whole second before one of them.
    const wait = Math.min(...ahead.map(until => (until - now) % 1000 || 1000));
    const timer = setTimeout(next, wait);
    return () => clearTimeout(timer);
  }, [key, tick]);
};

/** Whole seconds left until `until` (0 once past or without one), re-rendering each second meanwhile. */
export const useSecondsLeft = (until: number | null): number => {
  useCountdownClock(until === null ? [] : [until]);
  // A countdown reads the clock as it renders; useCountdownClock renders again as the seconds move.
  return until === null ? 0 : secondsUntil(until, Date.now());
};
