import { describe, expect, it } from 'vitest';
import {
  cutStartTime,
  deriveRow,
  filterOptions,
  filterStats,
  percentagesByBank,
  sortStats,
  unidentifiedPercent,
} from '../../../../src/custom-pages/analysis-stats/statsTable';
import type { AnalysisStatsRow } from '../../../../src/providers/methods/staffOps';

const raw = (over: Partial<AnalysisStatsRow> = {}): AnalysisStatsRow => ({
  start_time: '2026-01-02T03:04:05.678901Z',
  bank: 'Westpac',
  label_name: 'acme-web',
  account_id: 101,
  type: 'savings',
  transaction_count: 200,
  unidentified_transaction_type_count: 10,
  unidentified_transaction_category_count: 33,
  ...over,
});

describe('unidentified percentage', () => {
  it.each([
    [10, 200, 5],
    [1, 3, 33],
    [2, 3, 67],
    [1, 8, 13], // 12.5 rounds up
    [0, 50, 0],
    [50, 50, 100],
    [5, 0, 0], // no transactions: 0, not Infinity
    [0, 0, 0],
    [null, 10, 0],
    [3, null, 0],
  ])('%s of %s transactions is %s%%', (count, transactions, expected) => {
    expect(unidentifiedPercent(count, transactions)).toBe(expected);
  });
});

describe('start time cut', () => {
  it.each([
    ['2026-01-02T03:04:05.678901Z', '2026-01-02T03:04:05'],
    ['2026-01-02T03:04:05+10:00', '2026-01-02T03:04:05'],
    ['2026-01-02', '2026-01-02'],
    [null, ''],
    [undefined, ''],
  ])('%s -> %s', (value, expected) => {
    expect(cutStartTime(value)).toBe(expected);
  });
});

describe('derived rows, filters and sort', () => {
  const rows = [
    raw({ bank: 'Westpac', account_id: 3, transaction_count: 100, unidentified_transaction_type_count: 50 }),
    raw({ bank: 'ANZ', account_id: 20, transaction_count: 0, unidentified_transaction_type_count: 4, type: 'loan' }),
    raw({
      bank: 'Westpac',
      account_id: 100,
      transaction_count: 300,
      unidentified_transaction_type_count: 30,
      label_name: 'kiwi-home',
    }),
    raw({
      bank: 'CBA',
      account_id: 3,
      transaction_count: 10,
      unidentified_transaction_type_count: 1,
      unidentified_transaction_category_count: 2,
    }),
  ].map(deriveRow);

  it('derives both percentages and the cut start time', () => {
    expect(rows[0]).toMatchObject({
      start: '2026-01-02T03:04:05',
      type_percent: 50,
      category_percent: 33,
      account_id: '3',
    });
    expect(rows[1]).toMatchObject({ type_count: 4, type_percent: 0, category_percent: 0 });
  });

  it('keeps rows whose every filtered column holds a chosen value', () => {
    expect(filterStats(rows, {}).length).toBe(4);
    expect(filterStats(rows, { bank: ['Westpac'] }).map(row => row.key)).toEqual([0, 2]);
    expect(filterStats(rows, { bank: ['Westpac', 'CBA'], account_id: ['3'] }).map(row => row.key)).toEqual([0, 3]);
    expect(filterStats(rows, { type_percent: ['0'] }).map(row => row.key)).toEqual([1]);
    expect(filterStats(rows, { bank: [] }).length).toBe(4);
    expect(filterStats(rows, { label_name: ['nobody'] })).toEqual([]);
  });

  it('sorts numbers as numbers and text by name, ties in load order', () => {
    expect(sortStats(rows, { column: 'account_id', direction: 'asc' }).map(row => row.account_id)).toEqual([
      '3',
      '3',
      '20',
      '100',
    ]);
    expect(sortStats(rows, { column: 'transaction_count', direction: 'desc' }).map(row => row.key)).toEqual([
      2, 0, 3, 1,
    ]);
    expect(sortStats(rows, { column: 'bank', direction: 'asc' }).map(row => row.key)).toEqual([1, 3, 0, 2]);
    expect(sortStats(rows, null)).toBe(rows);
  });

  it('offers each distinct value once, in the column order', () => {
    expect(filterOptions(rows, 'bank')).toEqual(['ANZ', 'CBA', 'Westpac']);
    expect(filterOptions(rows, 'account_id')).toEqual(['3', '20', '100']);
    expect(filterOptions(rows, 'transaction_count')).toEqual(['0', '10', '100', '300']);
  });

  it('charts each bank with the rule applied to its totals', () => {
    expect(percentagesByBank(rows)).toEqual([
      { bank: 'ANZ', rows: 1, transactions: 0, type_percent: 0, category_percent: 0 },
      { bank: 'CBA', rows: 1, transactions: 10, type_percent: 10, category_percent: 20 },
      { bank: 'Westpac', rows: 2, transactions: 400, type_percent: 20, category_percent: 17 },
    ]);
  });
});
