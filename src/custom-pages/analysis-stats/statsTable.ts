import type { AnalysisStatsRow } from '../../providers/methods/staffOps';

/**
 * The Analysis Stats table on the client (docs/product.md#analysis-stats): derived values, the
 * multiselect filters and the sort, as pure functions over every row loaded so far.
 */

/** docs/product.md#analysis-stats: round(100 x count / transactions), 0 when there are no transactions. */
export const unidentifiedPercent = (
  count: number | null | undefined,
  transactions: number | null | undefined,
): number => {
  const total = Number(transactions);
  const part = Number(count);
  if (!Number.isFinite(total) || total <= 0 || !Number.isFinite(part)) return 0;
  return Math.round((100 * part) / total);
};

/** Start Time is shown cut to 19 characters (`2026-01-02T03:04:05` of an ISO time). */
export const cutStartTime = (value: string | null | undefined): string =>
  value == null ? '' : String(value).slice(0, 19);

export interface StatsRow {
  /** Position in the load order: a stable key, since the API's rows carry no id. */
  key: number;
  start: string;
  bank: string;
  label_name: string;
  account_id: string;
  type: string;
  transaction_count: number;
  type_count: number;
  type_percent: number;
  category_count: number;
  category_percent: number;
}

const count = (value: number | null | undefined) => (Number.isFinite(Number(value)) ? Number(value) : 0);

export const deriveRow = (raw: AnalysisStatsRow, key: number): StatsRow => {
  const transactions = count(raw.transaction_count);
  return {
    key,
    start: cutStartTime(raw.start_time),
    bank: raw.bank ?? '',
    label_name: raw.label_name ?? '',
    account_id: raw.account_id == null ? '' : String(raw.account_id),
    type: raw.type ?? '',
    transaction_count: transactions,
    type_count: count(raw.unidentified_transaction_type_count),
    type_percent: unidentifiedPercent(raw.unidentified_transaction_type_count, transactions),
    category_count: count(raw.unidentified_transaction_category_count),
    category_percent: unidentifiedPercent(raw.unidentified_transaction_category_count, transactions),
  };
};

/** The table's columns, in order; every column but Start Time has a multiselect filter. */
export const STATS_COLUMNS = [
  'start',
  'bank',
  'label_name',
  'account_id',
  'type',
  'transaction_count',
  'type_count',
  'type_percent',
  'category_count',
  'category_percent',
] as const;
export type StatsColumn = (typeof STATS_COLUMNS)[number];
export type FilterColumn = Exclude<StatsColumn, 'start'>;
export const FILTER_COLUMNS = STATS_COLUMNS.filter((column): column is FilterColumn => column !== 'start');
const NUMERIC = new Set<StatsColumn>([
  'transaction_count',
  'type_count',
  'type_percent',
  'category_count',
  'category_percent',
]);

/** Chosen values per column; a column with no chosen value does not filter. */
export type StatsFilters = Partial<Record<FilterColumn, readonly string[]>>;

export interface StatsSort {
  column: StatsColumn;
  direction: 'asc' | 'desc';
}

/** The text a filter matches a cell by (numbers as their decimal text). */
export const cellText = (row: StatsRow, column: StatsColumn): string => String(row[column]);

/** Rows whose every filtered column holds one of the chosen values. */
export const filterStats = (rows: readonly StatsRow[], filters: StatsFilters): readonly StatsRow[] => {
  const active = FILTER_COLUMNS.filter(column => (filters[column]?.length ?? 0) > 0).map(
    column => [column, new Set(filters[column])] as const,
  );
  if (!active.length) return rows;
  return rows.filter(row => active.every(([column, chosen]) => chosen.has(cellText(row, column))));
};

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

const compare = (column: StatsColumn) =>
  NUMERIC.has(column)
    ? (a: StatsRow, b: StatsRow) => (a[column] as number) - (b[column] as number)
    : column === 'account_id'
      ? (a: StatsRow, b: StatsRow) => collator.compare(a.account_id, b.account_id)
      : (a: StatsRow, b: StatsRow) => collator.compare(a[column] as string, b[column] as string);

/** A stable sort (ties keep the load order); no sort keeps the load order. */
export const sortStats = (rows: readonly StatsRow[], sort: StatsSort | null): readonly StatsRow[] => {
  if (!sort) return rows;
  const by = compare(sort.column);
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => by(a, b) * sign || a.key - b.key);
};

/** The distinct values of a column, in its sort order: the choices of its multiselect. */
export const filterOptions = (rows: readonly StatsRow[], column: FilterColumn): string[] => {
  const seen = new Map<string, StatsRow>();
  for (const row of rows) {
    const text = cellText(row, column);
    if (!seen.has(text)) seen.set(text, row);
  }
  const by = compare(column);
  return [...seen.entries()].sort((a, b) => by(a[1], b[1])).map(([text]) => text);
};

export interface BankPercentages {
  bank: string;
  rows: number;
  transactions: number;
  /** The percentage rule applied to the bank's totals. */
  type_percent: number;
  category_percent: number;
}

/** One bank's sums over its rows. */
export interface BankTotals {
  rows: number;
  transactions: number;
  type: number;
  category: number;
}

/** The chart's numbers from per-bank totals: the percentage rule applied to each, by bank name. */
export const percentagesOf = (totals: ReadonlyMap<string, BankTotals>): BankPercentages[] =>
  [...totals.entries()]
    .sort((a, b) => collator.compare(a[0], b[0]))
    .map(([bank, entry]) => ({
      bank,
      rows: entry.rows,
      transactions: entry.transactions,
      type_percent: unidentifiedPercent(entry.type, entry.transactions),
      category_percent: unidentifiedPercent(entry.category, entry.transactions),
    }));

/** Counts `row` into its bank's totals. */
export const addToBankTotals = (totals: Map<string, BankTotals>, row: StatsRow): void => {
  const entry = totals.get(row.bank) ?? { rows: 0, transactions: 0, type: 0, category: 0 };
  entry.rows += 1;
  entry.transactions += row.transaction_count;
  entry.type += row.type_count;
  entry.category += row.category_count;
  totals.set(row.bank, entry);
};

/** The chart's numbers: per bank, the unidentified share of all its transactions, by bank name. */
export const percentagesByBank = (rows: readonly StatsRow[]): BankPercentages[] => {
  const totals = new Map<string, BankTotals>();
  for (const row of rows) addToBankTotals(totals, row);
  return percentagesOf(totals);
};
