import { describe, expect, it } from 'vitest';
import { filterIndexed, indexStats, percentagesIndexed } from '../../../../src/custom-pages/analysis-stats/statsIndex';
import {
  FILTER_COLUMNS,
  cellText,
  deriveRow,
  filterStats,
  percentagesByBank,
  type StatsFilters,
} from '../../../../src/custom-pages/analysis-stats/statsTable';
import type { AnalysisStatsRow } from '../../../../src/providers/methods/staffOps';

/** A small seeded generator, so a failure can be replayed. */
const random = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

const BANKS = ['Westpac', 'ANZ', 'anz', 'CBA', 'Kiwibank', '', 'ASB'];
const LABELS = ['acme-web', 'kiwi-home', 'harbour-app'];
const TYPES = ['savings', 'loan', 'credit_card', null];

const rowsOf = (count: number, next: () => number) => {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const raws: AnalysisStatsRow[] = Array.from({ length: count }, () => {
    const transactions = pick([0, 3, 10, 200, 1000, null]);
    return {
      start_time: '2026-01-02T03:04:05Z',
      bank: pick(BANKS),
      label_name: pick(LABELS),
      account_id: pick([3, 20, 100, 101, null]),
      type: pick(TYPES),
      transaction_count: transactions,
      unidentified_transaction_type_count: Math.floor(next() * 12),
      unidentified_transaction_category_count: pick([0, 1, 5, null]),
    };
  });
  return raws.map(deriveRow);
};

describe('the Analysis Stats index', () => {
  const next = random(29);
  const rows = rowsOf(400, next);
  const index = indexStats(rows);
  const valuesOf = (column: (typeof FILTER_COLUMNS)[number]) => [...new Set(rows.map(row => cellText(row, column)))];

  /** Filters of one to three columns, each with one to three values (sometimes one no row holds). */
  const someFilters = (): StatsFilters => {
    const filters: StatsFilters = {};
    const columns = [...FILTER_COLUMNS].sort(() => next() - 0.5).slice(0, 1 + Math.floor(next() * 3));
    for (const column of columns) {
      const values = valuesOf(column).sort(() => next() - 0.5);
      const chosen = values.slice(0, 1 + Math.floor(next() * Math.min(3, values.length)));
      filters[column] = next() < 0.1 ? [...chosen, 'nobody'] : chosen;
    }
    return filters;
  };

  const cases: StatsFilters[] = [
    {},
    { bank: [] },
    { bank: ['Westpac'] },
    { bank: ['Westpac', 'ANZ', 'anz'] },
    { bank: ['nobody'] },
    { bank: ['CBA'], type: ['loan'] },
    { account_id: ['3', '20'], transaction_count: ['0'] },
    { type_percent: ['0'] },
    ...Array.from({ length: 200 }, someFilters),
  ];

  it('keeps the same rows, in load order, as filtering every row', () => {
    for (const filters of cases) {
      expect(
        filterIndexed(index, filters).map(row => row.key),
        JSON.stringify(filters),
      ).toEqual(filterStats(rows, filters).map(row => row.key));
    }
    expect(filterIndexed(index, {})).toBe(rows);
  });

  it('charts the same numbers as adding up the kept rows', () => {
    let bankOnly = 0;
    for (const filters of cases) {
      const kept = filterIndexed(index, filters);
      if (Object.entries(filters).every(([column, values]) => column === 'bank' || !values.length)) bankOnly += 1;
      expect(percentagesIndexed(index, filters, kept), JSON.stringify(filters)).toEqual(percentagesByBank(kept));
    }
    // The filters above include those the per-bank totals answer alone (no filter, or Bank only).
    expect(bankOnly).toBeGreaterThan(5);
  });
});
