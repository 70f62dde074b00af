import { describe, expect, it } from 'vitest';
import { initialStatsState, loadOutcome, pageFromNext, statsReducer, type StatsState } from '../../../../src/custom-pages/analysis-stats/statsPaging';
import type { AnalysisStatsPage, AnalysisStatsRow } from '../../../../src/providers/methods/staffOps';

const row = (account: number): AnalysisStatsRow => ({
  start_time: '2026-01-02T03:04:05Z',
  bank: 'ANZ',
  label_name: 'acme-web',
  account_id: account,
  type: 'savings',
  transaction_count: 10,
  unidentified_transaction_type_count: 1,
  unidentified_transaction_category_count: 2,
});
const page = (accounts: number[], next: string | null, count: number | null = 5): AnalysisStatsPage => ({
  count,
  next,
  results: accounts.map(row),
});
const API = 'https://api.example/api/v1/analyses/statistics/';

const run = (...steps: Parameters<typeof statsReducer>[1][]): StatsState => steps.reduce(statsReducer, initialStatsState);

describe('the next page number', () => {
  it.each([
    [`${API}?page=2`, 2],
    [`${API}?format=json&page=17`, 17],
    ['/api/v1/analyses/statistics/?page=3', 3],
    [`${API}`, null],
    [`${API}?page=`, null],
    [`${API}?page=last`, null],
    [`${API}?page=0`, null],
    [`${API}?page=-2`, null],
    [`${API}?cursor=abc`, null],
  ])('%s -> %s', (next, expected) => {
    expect(pageFromNext(next)).toBe(expected);
  });

  it('reads an answer as more, end (state 0) or broken', () => {
    expect(loadOutcome({ next: `${API}?page=4` })).toEqual({ kind: 'more', next: 4 });
    expect(loadOutcome({ next: null })).toEqual({ kind: 'end' });
    expect(loadOutcome({ next: `${API}?offset=100` })).toEqual({ kind: 'broken' });
  });
});

describe('stats paging state', () => {
  it('starts loading page 1 with nothing loaded', () => {
    expect(initialStatsState).toMatchObject({ loading: 1, next: null, rows: [], broken: false, failure: null });
  });

  it('appends each page, reads the next page from the link and counts the pages', () => {
    const first = run({ type: 'loaded', page: 1, answer: page([1, 2], `${API}?page=2`) });
    expect(first).toMatchObject({ loaded: 1, next: 2, loading: null, count: 5, pageSize: 2, totalPages: 3 });
    expect(first.rows.map(r => r.account_id)).toEqual(['1', '2']);
    const second = statsReducer(statsReducer(first, { type: 'request', page: 2 }), { type: 'loaded', page: 2, answer: page([3, 4], `${API}?page=3`) });
    expect(second).toMatchObject({ loaded: 2, next: 3, totalPages: 3 });
    expect(second.rows.map(r => r.key)).toEqual([0, 1, 2, 3]);
    const last = statsReducer(statsReducer(second, { type: 'request', page: 3 }), { type: 'loaded', page: 3, answer: page([5], null) });
    expect(last).toMatchObject({ loaded: 3, next: 0, totalPages: 3, broken: false });
    expect(last.rows).toHaveLength(5);
  });

  it('is all loaded (0) after a first page without next', () => {
    expect(run({ type: 'loaded', page: 1, answer: page([1], null, 1) })).toMatchObject({ next: 0, totalPages: 1 });
    expect(run({ type: 'loaded', page: 1, answer: page([], null, 0) })).toMatchObject({ next: 0, rows: [] });
  });

  it('stops paging on a next link without a page number, keeping every row', () => {
    const first = run({ type: 'loaded', page: 1, answer: page([1, 2], `${API}?page=2`) });
    const broken = statsReducer(statsReducer(first, { type: 'request', page: 2 }), { type: 'loaded', page: 2, answer: page([3], `${API}?cursor=x`) });
    expect(broken).toMatchObject({ broken: true, next: 0 });
    expect(broken.rows).toHaveLength(3);
  });

  it('keeps the rows and the next page when a later page fails; a failed first page is a failure', () => {
    const first = run({ type: 'loaded', page: 1, answer: page([1, 2], `${API}?page=2`) });
    const failed = statsReducer(statsReducer(first, { type: 'request', page: 2 }), { type: 'failed', page: 2, message: 'Server Error' });
    expect(failed).toMatchObject({ next: 2, loading: null, failure: null });
    expect(failed.rows).toHaveLength(2);
    expect(run({ type: 'failed', page: 1, message: 'Server Error' })).toMatchObject({ failure: 'Server Error', loading: null });
  });

  it('ignores an answer for a page no longer asked for, and a retry starts afresh', () => {
    const first = run({ type: 'loaded', page: 1, answer: page([1, 2], `${API}?page=2`) });
    expect(statsReducer(first, { type: 'loaded', page: 2, answer: page([3], null) })).toBe(first);
    expect(statsReducer(first, { type: 'request', page: 1 })).toEqual({ ...initialStatsState, loading: 1 });
  });

  it('leaves the page total unknown without a count', () => {
    expect(run({ type: 'loaded', page: 1, answer: page([1, 2], `${API}?page=2`, null) })).toMatchObject({ count: null, totalPages: null });
  });
});
