import { describe, expect, it } from 'vitest';
import { addMarks, diffRows, markSummary, MARK_MS, pruneMarks, NO_MARKS } from '../../../src/lib/rowMarks';
import { addWatch, readWatches, removeWatch, runOutcome, WATCH_LIMIT } from '../../../src/lib/watches';

describe('runOutcome: when a watched run is worth telling', () => {
  it('a running (or unread) run that completes or fails', () => {
    expect(runOutcome('PROCESSING', 'COMPLETED')).toEqual({ kind: 'completed' });
    expect(runOutcome(null, 'completed')).toEqual({ kind: 'completed' });
    expect(runOutcome('AUTH', 'DIED')).toEqual({ kind: 'failed', code: 'DIED' });
    expect(runOutcome('INITIAL', 'TIMEDOUT')).toEqual({ kind: 'failed', code: 'TIMEDOUT' });
  });

  it('nothing while it runs, nor for a run that had already ended; a new run is told again', () => {
    expect(runOutcome('QUEUED', 'PROCESSING')).toBeNull();
    expect(runOutcome('COMPLETED', 'COMPLETED')).toBeNull();
    expect(runOutcome('FAILED', 'COMPLETED')).toBeNull();
    expect(runOutcome('COMPLETED', 'QUEUED')).toBeNull();
    expect(runOutcome('QUEUED', 'EXITED')).toEqual({ kind: 'failed', code: 'EXITED' });
  });
});

describe('the watches kept', () => {
  it(`are at most ${WATCH_LIMIT}, each once, and malformed stored values are dropped`, () => {
    const full = Array.from({ length: WATCH_LIMIT }, (_, id) => ({ id, status: null }));
    expect(addWatch(full, { id: 99, status: null })).toEqual({ watches: full, full: true });
    expect(addWatch(full, { id: 3, status: 'QUEUED' }).full).toBe(false);
    expect(removeWatch(full, '3')).toHaveLength(WATCH_LIMIT - 1);
    expect(readWatches([{ id: 1, status: 'QUEUED' }, { id: {} }, 'x', null, { id: 'a', status: null }])).toEqual([
      { id: 1, status: 'QUEUED' },
      { id: 'a', status: null },
    ]);
    expect(readWatches('nonsense')).toEqual([]);
  });
});

describe('row marks', () => {
  it('a new row stays "new" when it changes again; marks expire after MARK_MS; the summary counts them', () => {
    const a = { id: 1, status: 'QUEUED' };
    const b = { id: 2, status: 'AUTH' };
    const c = { id: 3, status: 'AUTH', elapsed: 4 };
    const diff = diffRows([a, c], [b, { ...a, status: 'COMPLETED' }, { ...c, elapsed: 9 }], ['elapsed']);
    expect(diff).toEqual({ added: ['2'], changed: ['1'] });
    let marks = addMarks(NO_MARKS, diff, 1_000);
    marks = addMarks(marks, { added: [], changed: ['2'] }, 20_000);
    expect(marks.get('2')).toEqual({ kind: 'new', at: 20_000 });
    expect(markSummary(marks)).toEqual({ added: 1, changed: 1, since: new Date(1_000) });
    const later = pruneMarks(marks, 1_000 + MARK_MS);
    expect([...later.keys()]).toEqual(['2']);
    expect(pruneMarks(later, 1_000 + MARK_MS)).toBe(later);
    expect(markSummary(NO_MARKS)).toBeNull();
  });
});
