import {
  FILTER_COLUMNS,
  addToBankTotals,
  cellText,
  percentagesByBank,
  percentagesOf,
  type BankPercentages,
  type BankTotals,
  type FilterColumn,
  type StatsFilters,
  type StatsRow,
} from './statsTable';

/**
 * An index of the loaded Analysis Stats rows, built once when rows arrive, so that a filter change
 * costs what it keeps rather than every loaded row (issue 29): per filter column, where each value
 * is, and per bank, the chart's totals over all rows. The results equal filterStats and
 * percentagesByBank over the same rows (tests/unit/custom-pages/analysis-stats/statsIndex.test.ts).
 */
export interface StatsIndex {
  rows: readonly StatsRow[];
  /** Per filter column, each row's cell text by position (what a filter matches). */
  texts: Record<FilterColumn, readonly string[]>;
  /** Per filter column, each distinct cell text and the positions of its rows, ascending. */
  where: Record<FilterColumn, ReadonlyMap<string, readonly number[]>>;
  /** Per bank, in the order banks first appear, the totals of all its rows. */
  banks: ReadonlyMap<string, BankTotals>;
  /** The chart of all rows (no filter). */
  all: BankPercentages[];
}

/** One pass over the rows. */
export const indexStats = (rows: readonly StatsRow[]): StatsIndex => {
  const texts = {} as Record<FilterColumn, string[]>;
  const where = {} as Record<FilterColumn, Map<string, number[]>>;
  for (const column of FILTER_COLUMNS) {
    texts[column] = new Array<string>(rows.length);
    where[column] = new Map();
  }
  const banks = new Map<string, BankTotals>();
  rows.forEach((row, position) => {
    for (const column of FILTER_COLUMNS) {
      const text = cellText(row, column);
      texts[column][position] = text;
      const list = where[column].get(text);
      if (list) list.push(position);
      else where[column].set(text, [position]);
    }
    addToBankTotals(banks, row);
  });
  return { rows, texts, where, banks, all: percentagesOf(banks) };
};

const activeFilters = (filters: StatsFilters) =>
  FILTER_COLUMNS.filter(column => (filters[column]?.length ?? 0) > 0).map(
    column => [column, new Set(filters[column])] as const,
  );

/**
 * filterStats through the index: the rows of the chosen values of the most selective filtered
 * column, in load order, checked against the other filtered columns. No filter keeps `index.rows`.
 */
export const filterIndexed = (index: StatsIndex, filters: StatsFilters): readonly StatsRow[] => {
  const active = activeFilters(filters);
  if (!active.length) return index.rows;
  let narrowest: { column: FilterColumn; lists: (readonly number[])[]; size: number } | null = null;
  for (const [column, chosen] of active) {
    const lists: (readonly number[])[] = [];
    let size = 0;
    for (const value of chosen) {
      const list = index.where[column].get(value);
      if (list) {
        lists.push(list);
        size += list.length;
      }
    }
    if (!narrowest || size < narrowest.size) narrowest = { column, lists, size };
  }
  if (!narrowest || !narrowest.size) return [];
  const { column: by, lists } = narrowest;
  // One value's positions are already in load order; several are merged by a numeric sort.
  const positions = lists.length === 1 ? lists[0] : Int32Array.from(lists.flat()).sort();
  const others = active
    .filter(([column]) => column !== by)
    .map(([column, chosen]) => [index.texts[column], chosen] as const);
  const kept: StatsRow[] = [];
  for (const position of positions) {
    if (others.every(([texts, chosen]) => chosen.has(texts[position]))) kept.push(index.rows[position]);
  }
  return kept;
};

/**
 * percentagesByBank of the filtered rows through the index: no filter is the chart of all rows; a
 * filter on Bank alone is the chosen banks' totals; any other filter adds up the rows it kept.
 */
export const percentagesIndexed = (
  index: StatsIndex,
  filters: StatsFilters,
  filtered: readonly StatsRow[],
): BankPercentages[] => {
  const active = activeFilters(filters);
  if (!active.length) return index.all;
  if (active.length === 1 && active[0][0] === 'bank') {
    const chosen = active[0][1];
    return percentagesOf(new Map([...index.banks].filter(([bank]) => chosen.has(bank))));
  }
  return percentagesByBank(filtered);
};
