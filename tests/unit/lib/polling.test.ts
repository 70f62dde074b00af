import { describe, expect, it } from 'vitest';
import {
  canPollIncrementally,
  ledgerAfterFailure,
  ledgerAfterFull,
  ledgerAfterIncremental,
  NEW_LEDGER,
  nextPollKind,
  pollDoubt,
  POLL_INTERVAL_MS,
  RECONCILE_EVERY,
  type PollAnswer,
  type PollLedger,
  type PollMemory,
  isUnfinishedAnalysis,
  isUnfinishedApplication,
  isUnfinishedCrawler,
  mergePage,
  pollDelay,
  pollPageSize,
  pollTimestamp,
  POLL_RULES,
  reconcilePage,
  sameValue,
  type Row,
} from '../../../src/lib/polling';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute)).toISOString();

describe('unfinished rows', () => {
  it.each<[Partial<Row>, boolean]>([
    [{ analysed: true, finalised: true }, false],
    [{ analysed: true, finalised: false }, true],
    [{ analysed: false, finalised: true }, true],
    [{}, true],
  ])('application %o -> %s', (row, expected) => {
    expect(isUnfinishedApplication({ id: 1, ...row })).toBe(expected);
  });

  it.each<[Partial<Row>, boolean]>([
    [{ completed: true, html: true, pdf: true }, false],
    [{ completed: true, html: true, pdf: false }, true],
    [{ completed: true, html: false, pdf: true }, true],
    [{ completed: false, html: true, pdf: true }, true],
    [{}, true],
  ])('analysis %o -> %s', (row, expected) => {
    expect(isUnfinishedAnalysis({ id: 1, ...row })).toBe(expected);
  });

  it.each<[unknown, boolean]>([
    ['INITIAL', true],
    ['QUEUED', true],
    ['AUTH', true],
    ['PROCESSING', true],
    ['RELEASED', true],
    ['processing', true],
    ['COMPLETED', false],
    ['EXITED', false],
    ['FAILED', false],
    ['TIMEDOUT', false],
    ['DIED', false],
    [undefined, false],
  ])('crawler %s -> %s', (status, expected) => {
    expect(isUnfinishedCrawler({ id: 'u', status })).toBe(expected);
  });
});

describe('pollTimestamp', () => {
  const rules = POLL_RULES.applications;
  const done = (id: number, minute: number) => ({ id, timestamp: at(minute), analysed: true, finalised: true });
  const open = (id: number, minute: number) => ({ id, timestamp: at(minute), analysed: true, finalised: false });

  it.each<[string, Row[], string | undefined]>([
    ['empty page', [], undefined],
    ['nothing unfinished: the newest row', [done(3, 30), done(2, 20), done(1, 10)], at(30)],
    ['the oldest unfinished row', [open(4, 40), done(3, 30), open(2, 20), done(1, 10)], at(20)],
    ['whatever the order of the page', [open(2, 20), done(1, 10), open(4, 40)], at(20)],
    ['unreadable timestamps are skipped', [{ ...open(2, 0), timestamp: 'garbage' }, done(1, 10)], at(10)],
    ['no readable timestamp', [{ id: 1, timestamp: null }], undefined],
  ])('%s', (_name, rows, expected) => {
    expect(pollTimestamp(rows, rules)).toBe(expected);
  });

  it('analyses read `time`, crawlers their status', () => {
    expect(
      pollTimestamp(
        [
          { id: 1, time: at(5), completed: false },
          { id: 2, time: at(9), completed: true, html: true, pdf: true },
        ],
        POLL_RULES.analyses,
      ),
    ).toBe(at(5));
    expect(
      pollTimestamp(
        [
          { id: 'a', timestamp: at(7), status: 'COMPLETED' },
          { id: 'b', timestamp: at(3), status: 'DIED' },
        ],
        POLL_RULES.crawlers,
      ),
    ).toBe(at(7));
  });
});

describe('canPollIncrementally and pollPageSize', () => {
  it.each<[number, { field: string; order: string }, boolean]>([
    [1, { field: 'timestamp', order: 'DESC' }, true],
    [2, { field: 'timestamp', order: 'DESC' }, false],
    [1, { field: 'timestamp', order: 'ASC' }, false],
    [1, { field: 'bank', order: 'DESC' }, false],
  ])('page %s sort %o -> %s', (page, sort, expected) => {
    expect(canPollIncrementally(page, sort, POLL_RULES.applications)).toBe(expected);
  });

  it.each([
    [20, 40],
    [50, 100],
    [100, 200],
    [800, 1000],
    [0, 2],
  ])('perPage %s -> %s', (perPage, expected) => {
    expect(pollPageSize(perPage)).toBe(expected);
  });
});

describe('mergePage', () => {
  const row = (id: number, minute: number, extra: Record<string, unknown> = {}) => ({
    id,
    timestamp: at(minute),
    ...extra,
  });
  const sort = { field: 'timestamp', order: 'DESC' };
  const page = [row(5, 50), row(4, 40, { status: 'PROCESSING' }), row(3, 30), row(2, 20)];

  it('keeps the very array when nothing changed', () => {
    const polled = [row(5, 50), row(4, 40, { status: 'PROCESSING' })];
    const result = mergePage(page, polled, { sort, perPage: 4 });
    expect(result.data).toBe(page);
    expect(result).toMatchObject({ added: 0, changed: false });
  });

  it('replaces a changed row and keeps the identity of the others', () => {
    const finished = row(4, 40, { status: 'COMPLETED' });
    const result = mergePage(page, [row(5, 50), finished], { sort, perPage: 4 });
    expect(result.data.map(r => r.id)).toEqual([5, 4, 3, 2]);
    expect(result.data[1]).toBe(finished);
    expect(result.data[0]).toBe(page[0]);
    expect(result.data[2]).toBe(page[2]);
    expect(result.changed).toBe(true);
  });

  it('adds new rows in sort order and trims to the page size', () => {
    const result = mergePage(page, [row(7, 70), row(6, 60), row(5, 50)], { sort, perPage: 4 });
    expect(result.data.map(r => r.id)).toEqual([7, 6, 5, 4]);
    expect(result.added).toBe(2);
  });

  it('leaves out rows of later pages sent by a backend that ignores `timestamp`', () => {
    const everything = [
      row(6, 60),
      row(5, 50),
      row(4, 40, { status: 'COMPLETED' }),
      row(3, 30),
      row(2, 20),
      row(1, 10),
    ];
    const result = mergePage(page, everything, { sort, perPage: 4 });
    expect(result.data.map(r => r.id)).toEqual([6, 5, 4, 3]);
    expect(result.added).toBe(1);
    expect(result.data[1]).toBe(page[0]);
  });

  it('adds any new row to a page that is not full', () => {
    const result = mergePage([row(3, 30)], [row(1, 10), row(3, 30)], { sort, perPage: 4 });
    expect(result.data.map(r => r.id)).toEqual([3, 1]);
  });

  it('sorts ascending too, with ties kept in place', () => {
    const asc = { field: 'timestamp', order: 'ASC' };
    const result = mergePage([row(1, 10), row(2, 10)], [row(3, 5)], { sort: asc, perPage: 10 });
    expect(result.data.map(r => r.id)).toEqual([3, 1, 2]);
  });

  it('matches ids across number and string', () => {
    const result = mergePage([{ id: 1, timestamp: at(1), x: 1 }], [{ id: '1', timestamp: at(1), x: 2 }], {
      sort,
      perPage: 5,
    });
    expect(result.data).toHaveLength(1);
    expect(result.data[0].x).toBe(2);
  });
});

describe('reconcilePage', () => {
  it('keeps unchanged rows and the array when nothing changed', () => {
    const current = [
      { id: 1, a: { b: 1 } },
      { id: 2, a: { b: 2 } },
    ];
    const same = reconcilePage(current, [
      { id: 1, a: { b: 1 } },
      { id: 2, a: { b: 2 } },
    ]);
    expect(same.data).toBe(current);
    const changed = reconcilePage(current, [
      { id: 2, a: { b: 3 } },
      { id: 1, a: { b: 1 } },
    ]);
    expect(changed.changed).toBe(true);
    expect(changed.data[1]).toBe(current[0]);
  });
});

describe('sameValue', () => {
  it.each<[unknown, unknown, boolean]>([
    [1, 1, true],
    ['a', 'b', false],
    [{ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] }, true],
    [{ a: 1 }, { a: 1, b: undefined }, false],
    [[1], { 0: 1 }, false],
    [null, {}, false],
  ])('%o vs %o -> %s', (a, b, expected) => {
    expect(sameValue(a, b)).toBe(expected);
  });
});

describe('pollDelay', () => {
  it.each<[number, number, number]>([
    [0, 0.5, 30_000],
    [0, 0, 30_000],
    [1, 0.5, 60_000],
    [2, 0.5, 120_000],
    [3, 0.5, 240_000],
    [4, 0.5, 300_000],
    [20, 0.5, 300_000],
    [1, 0, 48_000],
    [1, 1, 72_000],
    [4, 0, 240_000],
    [4, 1, 360_000],
  ])('after %s failures with random %s -> %s ms', (failures, random, expected) => {
    expect(pollDelay(failures, random)).toBe(expected);
  });
});

describe('pollDoubt: answers that cannot be right if `timestamp` meant "at or after"', () => {
  const rules = POLL_RULES.crawlers;
  const row = (id: string, minute: number, status = 'COMPLETED') => ({ id, timestamp: at(minute), status });
  // The page: a at 40, b at 30 (running), c at 20 (running, the oldest unfinished: asked from), d at 10.
  const shown = [row('a', 40), row('b', 30, 'PROCESSING'), row('c', 20, 'AUTH'), row('d', 10)];
  const asked = { key: 'crawlers', since: at(20) };
  const page = (data: Row[], total: number | undefined = data.length): PollAnswer => ({ data, total });
  const last = (total: number, since = at(20), key = 'crawlers'): PollMemory => ({ key, since, total });

  it.each<[string, PollAnswer, PollMemory | undefined, string | null]>([
    ['">=" with a new row: right', page([row('n', 50), row('a', 40), row('b', 30), row('c', 20)]), undefined, null],
    ['">=" with nothing new: right', page([row('a', 40), row('b', 30), row('c', 20)]), last(3), null],
    [
      'the count grew with a new row: right',
      page([row('n', 50), row('a', 40), row('b', 30), row('c', 20)]),
      last(3),
      null,
    ],
    [
      'ignored (the newest rows): rows older than asked for',
      page([row('a', 40), row('b', 30), row('c', 20), row('d', 10)]),
      undefined,
      'older_rows',
    ],
    ['"older than": rows older than asked for', page([row('c', 20), row('d', 10)]), undefined, 'older_rows'],
    ['">": the row asked from is missing', page([row('n', 50), row('a', 40), row('b', 30)]), undefined, 'missing_rows'],
    ['exact match: the newer rows shown are missing', page([row('c', 20)]), undefined, 'missing_rows'],
    ['a shown row deleted on the server: missing', page([row('a', 40), row('c', 20)]), undefined, 'missing_rows'],
    [
      'fewer rows than the count',
      page([row('n', 50), row('a', 40), row('b', 30), row('c', 20)], 9),
      undefined,
      'partial',
    ],
    [
      'no count, and a next page',
      { data: [row('a', 40), row('b', 30), row('c', 20)], pageInfo: { hasNextPage: true } },
      undefined,
      'partial',
    ],
    [
      'no count, no next page: right',
      { data: [row('a', 40), row('b', 30), row('c', 20)], pageInfo: { hasNextPage: false } },
      undefined,
      null,
    ],
    [
      'a count that shrank since the same query',
      page([row('a', 40), row('b', 30), row('c', 20)]),
      last(4),
      'count_shrank',
    ],
    [
      'a count that grew with no row new to the page',
      page([row('a', 40), row('b', 30), row('c', 20)]),
      last(2),
      'count_grew_without_rows',
    ],
    [
      'counts of another timestamp are not compared',
      page([row('a', 40), row('b', 30), row('c', 20)]),
      last(9, at(30)),
      null,
    ],
    [
      'counts of another query are not compared',
      page([row('a', 40), row('b', 30), row('c', 20)]),
      last(9, at(20), 'other'),
      null,
    ],
  ])('%s', (_name, answer, previous, expected) => {
    expect(pollDoubt(shown, answer, asked, rules, previous)).toBe(expected);
  });

  it('rows or shown rows without a readable timestamp are not held against the answer', () => {
    const odd = { id: 'x', timestamp: 'soon', status: 'QUEUED' };
    expect(
      pollDoubt([...shown, odd], page([{ ...odd }, row('a', 40), row('b', 30), row('c', 20)]), asked, rules),
    ).toBeNull();
  });
});

describe('the poll ledger: a full load of the page at least every 4th poll', () => {
  const memory: PollMemory = { key: 'crawlers', since: at(20), total: 3 };
  const run = (steps: ('ok' | 'fail')[], start: PollLedger = NEW_LEDGER) => {
    let ledger = start;
    const kinds: string[] = [];
    for (const step of steps) {
      const kind = nextPollKind(ledger);
      kinds.push(step === 'fail' ? `${kind} failed` : kind);
      if (step === 'fail') ledger = ledgerAfterFailure(ledger);
      else ledger = kind === 'full' ? ledgerAfterFull(ledger) : ledgerAfterIncremental(ledger, memory);
    }
    return kinds;
  };

  it('4 polls of 30 s: a row no incremental answer shows is on the page within 2 minutes of the last load', () => {
    expect(RECONCILE_EVERY * POLL_INTERVAL_MS).toBeLessThanOrEqual(120_000);
    expect(run(['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'])).toEqual([
      'incremental',
      'incremental',
      'incremental',
      'full',
      'incremental',
      'incremental',
      'incremental',
      'full',
    ]);
  });

  it('a failure is not a poll: the next try is a full load, tried again until it is answered', () => {
    expect(run(['ok', 'fail', 'fail', 'ok', 'ok'])).toEqual([
      'incremental',
      'incremental failed',
      'full failed',
      'full',
      'incremental',
    ]);
  });

  it('remembers the last incremental answer for the next one to compare counts with', () => {
    expect(ledgerAfterIncremental(NEW_LEDGER, memory).last).toEqual(memory);
    expect(ledgerAfterFull(ledgerAfterIncremental(NEW_LEDGER, memory)).last).toEqual(memory);
  });
});
