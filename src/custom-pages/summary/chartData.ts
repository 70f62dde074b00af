import type { SeriesRow } from '../../providers';

/** The applications chart's series, in the order they are drawn and listed. */
export const APPLICATION_SERIES = ['total', 'analysed', 'finalised'] as const;
/** The crawlers chart's stacked statuses. */
export const CRAWLER_SERIES = ['completed', 'active', 'failed', 'died', 'timedout', 'exited'] as const;

export type ChartPoint = { period: string } & Record<string, number | string>;

const count = (value: unknown): number => {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : 0;
};

/**
 * One point a period, each series summed over the vendors of the answer (a vendor sees its own; staff
 * see every vendor, broken down in the stats table), oldest first. A missing count is 0.
 */
export const byPeriod = (rows: readonly SeriesRow[], keys: readonly string[]): ChartPoint[] => {
  const points = new Map<string, ChartPoint>();
  for (const row of rows) {
    const point = points.get(row.period) ?? { period: row.period, ...Object.fromEntries(keys.map(key => [key, 0])) };
    keys.forEach(key => (point[key] = count(point[key]) + count(row[key])));
    points.set(row.period, point);
  }
  return [...points.values()].sort((a, b) => Date.parse(a.period) - Date.parse(b.period));
};

/** Each series' sum over the window. */
export const totalsOf = (points: readonly ChartPoint[], keys: readonly string[]): Record<string, number> =>
  Object.fromEntries(keys.map(key => [key, points.reduce((sum, point) => sum + count(point[key]), 0)]));
