import { describe, expect, it } from 'vitest';
import { initialStatsState, loadOutcome, statsReducer, type StatsState } from '../../../../src/custom-pages/analysis-stats/statsPaging';
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
const page = (accounts: number[], next: string | null, count: number | null = 5, elsewhere = false): AnalysisStatsPage => ({
  count,
  next,
  elsewhere,
  results: accounts.map(row),
});
const API = 'https://api.example/api/v1/analyses/statistics/';

const run = (...steps: Parameters<typeof statsReducer>[1][]): StatsState => steps.reduce(statsReducer, initialStatsState);

describe('what an answer means for paging', () => {
  it('reads an answer as more (by its next link, page number or not), end (state 0) or elsewhere', () => {
    expect(loadOutcome({ next: `${API}?page=4`, elsewhere: false })).toEqual({ kind: 'more', link: `${API}?page=4` });
    expect(loadOutcome({ next: `${API}?cursor=x`, elsewhere: false })).toEqual({ kind: 'more', link: `${API}?cursor=x` });
    expect(loadOutcome({ next: null, elsewhere: false })).toEqual({ kind: 'end' });
    expect(loadOutcome({ next: null, elsewhere: true })).toEqual({ kind: 'elsewhere' });
  });
});

describe('stats paging state', () => {
  it('starts loading page 1 with nothing loaded', () => {
    expect(initialStatsState).toMatchObject({ loading: 1, next: null, rows: [], elsewhere: false, failure: null });
  });

  it('appends each page, reads the next page from the link and counts the pages', () => {
    const first = run({ type: 'loaded', page: 1, answer: page([1, 2], `${API}?page=2`) });
    expect(first).toMatchObject({ loaded: 1, next: 2, nextLink: `${API}?page=2`, loading: null, count: 5, pageSize: 2, totalPages: 3 });
    expect(first.rows.map(r => r.account_id)).toEqual(['1', '2']);
    const second = statsReducer(statsReducer(first, { type: 'request', page: 2 }), { type: 'loaded', page: 2, answer: page([3, 4], `${API}?page=3`) });
    expect(second).toMatchObject({ loaded: 2, next: 3, totalPages: 3 });
    expect(second.rows.map(r => r.key)).toEqual([0, 1, 2, 3]);
    const last = statsReducer(statsReducer(second, { type: 'request', page: 3 }), { type: 'loaded', page: 3, answer: page([5], null) });
    expect(last).toMatchObject({ loaded: 3, next: 0, nextLink: null, totalPages: 3, elsewhere: false });
    expect(last.rows).toHaveLength(5);
  });

  it('is all loaded (0) after a first page without next', () => {
    expect(run({ type: 'loaded', page: 1, answer: page([1], null, 1) })).toMatchObject({ next: 0, totalPages: 1 });
    expect(run({ type: 'loaded', page: 1, answer: page([], null, 0) })).toMatchObject({ next: 0, rows: [] });
  });

  it('follows a next link without a page number', () => {
    const first = run({ type: 'loaded', page: 1, answer: page([1, 2], `${API}?cursor=x`) });
    expect(first).toMatchObject({ next: 2, nextLink: `${API}?cursor=x`, elsewhere: false });
  });

  it('stops paging at a next link on another host, keeping every row', () => {
    const first = run({ type: 'loaded', page: 1, answer: page([1, 2], `${API}?page=2`) });
    const stopped = statsReducer(statsReducer(first, { type: 'request', page: 2 }), { type: 'loaded', page: 2, answer: page([3], null, 5, true) });
    expect(stopped).toMatchObject({ elsewhere: true, next: 0, nextLink: null });
    expect(stopped.rows).toHaveLength(3);
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
