import { sameValue } from './polling';

/**
 * Pure rules of the marks a poll leaves on a live list's rows (docs/product.md#tables, "See what
 * changed"): which rows a poll added or changed, how long they stay marked, and what the toolbar
 * says about them. The hook that keeps them lives in src/components/polling.
 */

/** How long a row a poll added or changed stays marked. */
export const MARK_MS = 60_000;

export type MarkKind = 'new' | 'changed';

export interface RowMark {
  kind: MarkKind;
  /** When the poll that marked it was written (epoch ms). */
  at: number;
}

export type RowMarks = ReadonlyMap<string, RowMark>;

export const NO_MARKS: RowMarks = new Map();

type Keyed = { id: string | number };

const without = (row: Keyed, fields: readonly string[]) => {
  const copy: Record<string, unknown> = { ...row };
  for (const field of fields) delete copy[field];
  return copy;
};

/**
 * The ids of the rows of `next` that were not in `before`, and of those whose object changed (an
 * unchanged row keeps its object) in more than the `ticking` fields (PollRules.ticking: a running
 * crawler's elapsed time grows every poll, which is no news).
 */
export const diffRows = <T extends Keyed>(
  before: readonly T[],
  next: readonly T[],
  ticking: readonly string[] = [],
): { added: string[]; changed: string[] } => {
  const previous = new Map(before.map(row => [String(row.id), row]));
  const added: string[] = [];
  const changed: string[] = [];
  for (const row of next) {
    const old = previous.get(String(row.id));
    if (!old) added.push(String(row.id));
    else if (old !== row && (!ticking.length || !sameValue(without(old, ticking), without(row, ticking))))
      changed.push(String(row.id));
  }
  return { added, changed };
};

/**
 * The marks after a poll at `now` added and changed rows: a row keeps "new" until its mark
 * expires even if it changes again (it is still new to the person), and its time is renewed.
 */
export const addMarks = (
  marks: RowMarks,
  diff: { added: readonly string[]; changed: readonly string[] },
  now: number,
): RowMarks => {
  if (!diff.added.length && !diff.changed.length) return marks;
  const next = new Map(pruneMarks(marks, now));
  for (const id of diff.added) next.set(id, { kind: 'new', at: now });
  for (const id of diff.changed) next.set(id, { kind: next.get(id)?.kind === 'new' ? 'new' : 'changed', at: now });
  return next;
};

/** The marks still shown at `now`; the very map given when none expired. */
export const pruneMarks = (marks: RowMarks, now: number): RowMarks => {
  let expired = false;
  for (const mark of marks.values()) if (now - mark.at >= MARK_MS) expired = true;
  if (!expired) return marks;
  return new Map([...marks].filter(([, mark]) => now - mark.at < MARK_MS));
};

/** When the next mark expires (epoch ms), or undefined when there is none. */
export const nextExpiry = (marks: RowMarks): number | undefined => {
  let first: number | undefined;
  for (const mark of marks.values()) if (first === undefined || mark.at < first) first = mark.at;
  return first === undefined ? undefined : first + MARK_MS;
};

/**
 * What the toolbar says of the marks: how many rows are marked new and changed, and since when
 * (the poll of the oldest mark still shown); null when no row is marked.
 */
export const markSummary = (marks: RowMarks): { added: number; changed: number; since: Date } | null => {
  if (!marks.size) return null;
  let added = 0;
  let changed = 0;
  let since = Infinity;
  for (const mark of marks.values()) {
    if (mark.kind === 'new') added++;
    else changed++;
    since = Math.min(since, mark.at);
  }
  return { added, changed, since: new Date(since) };
};
