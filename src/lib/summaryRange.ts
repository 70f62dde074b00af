/**
 * The Summary page's date range (docs/screens/inlineframe-summary.md): calendar days read at UTC+10, kept in
 * the address as `?from=YYYY-MM-DD&to=YYYY-MM-DD`; without them, the last day (the 24 hours up to
 * each refresh). Pure, so the offset arithmetic is unit-tested.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const SUMMARY_OFFSET_MS = 10 * HOUR;
export const SUMMARY_REFRESH_MS = 60_000;
export const SUMMARY_MAX_BACKOFF_MS = 5 * 60_000;
/** The longest range, in days both ends included (a year, leap day included). */
export const SUMMARY_MAX_DAYS = 366;

export type SummaryRange = { kind: 'last_day' } | { kind: 'dates'; from: string; to: string };
export type ParsedRange = SummaryRange | { kind: 'invalid'; message: string; from: string; to: string };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar date at UTC+10 of an instant. */
export const utc10Date = (ms: number): string => new Date(ms + SUMMARY_OFFSET_MS).toISOString().slice(0, 10);

/** Midnight at UTC+10 of a `YYYY-MM-DD` date, or undefined when it is no real date. */
export const utc10Midnight = (date: string): number | undefined => {
  const match = DATE.exec(date.trim());
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number);
  const utc = Date.UTC(year, month - 1, day);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return undefined;
  return utc - SUMMARY_OFFSET_MS;
};

/** An instant as the API is sent it: `YYYY-MM-DDTHH:mm:ss+10:00`. */
export const utc10Iso = (ms: number): string => `${new Date(ms + SUMMARY_OFFSET_MS).toISOString().slice(0, 19)}+10:00`;

/** The range of the address: none is the last day; a lone `from` runs to today, a lone `to` is one day. */
export const parseRangeSearch = (search: string, today: string): ParsedRange => {
  const params = new URLSearchParams(search);
  const rawFrom = params.get('from')?.trim() ?? '';
  const rawTo = params.get('to')?.trim() ?? '';
  if (!rawFrom && !rawTo) return { kind: 'last_day' };
  const from = rawFrom || rawTo;
  const to = rawTo || (rawFrom ? today : from);
  return checkRange(from, to);
};

/** A chosen pair of dates, or why it cannot be shown. */
export const checkRange = (from: string, to: string): ParsedRange => {
  const start = utc10Midnight(from);
  const end = utc10Midnight(to);
  if (start === undefined || end === undefined)
    return { kind: 'invalid', message: 'app.summary.range_invalid', from, to };
  if (end < start) return { kind: 'invalid', message: 'app.summary.range_order', from, to };
  if ((end - start) / DAY + 1 > SUMMARY_MAX_DAYS)
    return { kind: 'invalid', message: 'app.summary.range_too_long', from, to };
  return { kind: 'dates', from, to };
};

/** The query string of a range (empty for the last day). */
export const rangeSearch = (range: SummaryRange): string =>
  range.kind === 'last_day' ? '' : `?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`;

export interface SummaryWindowMs {
  start: number;
  end: number;
}

/** The instants a range covers at `now`: the last 24 hours, or from the first day's midnight to the last day's end. */
export const rangeWindow = (range: SummaryRange, now: number): SummaryWindowMs => {
  if (range.kind === 'last_day') {
    const end = Math.floor(now / 1000) * 1000;
    return { start: end - DAY, end };
  }
  return { start: utc10Midnight(range.from)!, end: utc10Midnight(range.to)! + DAY - 1000 };
};

/** The `start_date` and `end_date` query of a window. */
export const windowQuery = ({ start, end }: SummaryWindowMs) => ({
  start_date: utc10Iso(start),
  end_date: utc10Iso(end),
});

export type Interval = 'hour' | 'day';

/**
 * The chart's step, read from the answer's periods (the smallest gap between two of them); with
 * fewer than two, hours for a window of up to two days, else days.
 */
export const intervalOf = (periods: readonly string[], window: SummaryWindowMs): Interval => {
  const times = [...new Set(periods.map(period => Date.parse(period)).filter(time => !Number.isNaN(time)))].sort(
    (a, b) => a - b,
  );
  let gap = Infinity;
  for (let index = 1; index < times.length; index++) gap = Math.min(gap, times[index] - times[index - 1]);
  if (gap !== Infinity) return gap < DAY ? 'hour' : 'day';
  return window.end - window.start <= 2 * DAY ? 'hour' : 'day';
};

/** A period as the charts and tables show it, at UTC+10: `YYYY-MM-DD HH:00` by the hour, `YYYY-MM-DD` by the day. */
export const formatPeriod = (period: string, interval: Interval): string => {
  const time = Date.parse(period);
  if (Number.isNaN(time)) return period;
  const local = new Date(time + SUMMARY_OFFSET_MS);
  const date = local.toISOString().slice(0, 10);
  return interval === 'hour' ? `${date} ${pad(local.getUTCHours())}:00` : date;
};

/** The short axis label of a period: `HH:00` by the hour, `MM-DD` by the day. */
export const periodTick = (period: string, interval: Interval): string => {
  const text = formatPeriod(period, interval);
  return interval === 'hour' ? text.slice(11) : text.slice(5);
};

/** The wait before the next refresh: 60 s; after failures, doubled per failure up to 5 minutes. */
export const summaryRefreshDelay = (failures: number): number =>
  failures <= 0
    ? SUMMARY_REFRESH_MS
    : Math.min(SUMMARY_MAX_BACKOFF_MS, SUMMARY_REFRESH_MS * 2 ** Math.min(failures, 10));

/** An instant at UTC+10 as `YYYY-MM-DD HH:mm`. */
export const formatUtc10 = (ms: number): string =>
  new Date(ms + SUMMARY_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
