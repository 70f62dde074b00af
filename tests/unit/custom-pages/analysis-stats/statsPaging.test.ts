import { describe, expect, it } from 'vitest';
import { loadOutcome, nextStatsPage, statsView } from '../../../../src/custom-pages/analysis-stats/statsPaging';
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
const page = (
  accounts: number[],
  next: string | null,
  count: number | null = 5,
  elsewhere = false,
): AnalysisStatsPage => ({
  count,
  next,
  elsewhere,
  results: accounts.map(row),
});
const API = 'https://api.example/api/v1/analyses/statistics/';

describe('what an answer means for paging', () => {
  it('reads an answer as more (by its next link, page number or not), end (state 0) or elsewhere', () => {
    expect(loadOutcome({ next: `${API}?page=4`, elsewhere: false })).toEqual({ kind: 'more', link: `${API}?page=4` });
    expect(loadOutcome({ next: `${API}?cursor=x`, elsewhere: false })).toEqual({
      kind: 'more',
      link: `${API}?cursor=x`,
    });
    expect(loadOutcome({ next: null, elsewhere: false })).toEqual({ kind: 'end' });
    expect(loadOutcome({ next: null, elsewhere: true })).toEqual({ kind: 'elsewhere' });
  });
});

describe('the loaded pages read as one table', () => {
  it("asks each next page by the previous answer's next link, page number or not, and none after the last", () => {
    expect(nextStatsPage(page([1], `${API}?page=2`))).toBe(`${API}?page=2`);
    expect(nextStatsPage(page([1], `${API}?cursor=x`))).toBe(`${API}?cursor=x`);
    expect(nextStatsPage(page([1], null))).toBeUndefined();
    expect(nextStatsPage(page([1], null, 5, true))).toBeUndefined();
  });

  it('has nothing loaded before the first answer', () => {
    expect(statsView([])).toMatchObject({ rows: [], loaded: 0, count: null, totalPages: null });
  });

  it('appends each page, reads the next page from the link and counts the pages', () => {
    const first = [page([1, 2], `${API}?page=2`)];
    expect(statsView(first)).toMatchObject({
      loaded: 1,
      outcome: { kind: 'more', link: `${API}?page=2` },
      count: 5,
      totalPages: 3,
    });
    expect(statsView(first).rows.map(r => r.account_id)).toEqual(['1', '2']);
    const second = [...first, page([3, 4], `${API}?page=3`)];
    expect(statsView(second)).toMatchObject({ loaded: 2, outcome: { kind: 'more' }, totalPages: 3 });
    expect(statsView(second).rows.map(r => r.key)).toEqual([0, 1, 2, 3]);
    const last = statsView([...second, page([5], null)]);
    expect(last).toMatchObject({ loaded: 3, outcome: { kind: 'end' }, totalPages: 3 });
    expect(last.rows).toHaveLength(5);
  });

  it('is all loaded (0) after a first page without next', () => {
    expect(statsView([page([1], null, 1)])).toMatchObject({ outcome: { kind: 'end' }, totalPages: 1 });
    expect(statsView([page([], null, 0)])).toMatchObject({ outcome: { kind: 'end' }, rows: [] });
  });

  it('follows a next link without a page number', () => {
    expect(statsView([page([1, 2], `${API}?cursor=x`)])).toMatchObject({
      outcome: { kind: 'more', link: `${API}?cursor=x` },
    });
  });

  it('stops paging at a next link on another host, keeping every row', () => {
    const stopped = statsView([page([1, 2], `${API}?page=2`), page([3], null, 5, true)]);
    expect(stopped).toMatchObject({ outcome: { kind: 'elsewhere' } });
    expect(stopped.rows).toHaveLength(3);
  });

  it('keeps the last count given when a later answer gives none', () => {
    expect(statsView([page([1, 2], `${API}?page=2`), page([3, 4], `${API}?page=3`, null)])).toMatchObject({
      count: 5,
      totalPages: 3,
    });
  });

  it('leaves the page total unknown without a count', () => {
    expect(statsView([page([1, 2], `${API}?page=2`, null)])).toMatchObject({ count: null, totalPages: null });
  });
});
