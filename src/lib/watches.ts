import { FINISHED_STATUSES, type CrawlerStatus } from '../types';

/**
 * Pure rules of watching an application's run (docs/product.md#tables, "Watch"): what is kept of
 * a watch, how many there may be, and when a status change is worth a notification. The hook and
 * the buttons live in src/components/watch.
 */

/** The most applications one person may watch at once: each costs a request a poll. */
export const WATCH_LIMIT = 10;

export interface Watch {
  id: number | string;
  /** The run's status when last read (lib/applicationStatus), null before the first read. */
  status: string | null;
}

export type RunOutcome = { kind: 'completed' } | { kind: 'failed'; code: string };

const finished = (status: string | null): boolean =>
  status !== null && FINISHED_STATUSES.has(status.toUpperCase() as CrawlerStatus);

/**
 * What a move from `before` to `after` tells the person: the run completed, or failed with its
 * status as the code; null when the run had already ended (nothing new) or is still under way.
 */
export const runOutcome = (before: string | null, after: string): RunOutcome | null => {
  if (finished(before) || !finished(after)) return null;
  const code = after.toUpperCase();
  return code === 'COMPLETED' ? { kind: 'completed' } : { kind: 'failed', code };
};

/** The watches with `id` added (at the end) unless the limit is reached: `full` says so. */
export const addWatch = (watches: readonly Watch[], watch: Watch): { watches: readonly Watch[]; full: boolean } => {
  if (watches.some(each => String(each.id) === String(watch.id))) return { watches, full: false };
  if (watches.length >= WATCH_LIMIT) return { watches, full: true };
  return { watches: [...watches, watch], full: false };
};

export const removeWatch = (watches: readonly Watch[], id: number | string): readonly Watch[] =>
  watches.filter(each => String(each.id) !== String(id));

/** A stored value read back as watches: anything malformed is dropped. */
export const readWatches = (value: unknown): Watch[] =>
  Array.isArray(value)
    ? value
        .filter(
          (each): each is Watch =>
            !!each &&
            typeof each === 'object' &&
            (typeof (each as Watch).id === 'number' || typeof (each as Watch).id === 'string') &&
            ((each as Watch).status === null || typeof (each as Watch).status === 'string'),
        )
        .slice(0, WATCH_LIMIT)
    : [];
