import { describe, expect, it } from 'vitest';
import {
  checkRange,
  formatPeriod,
  formatUtc10,
  intervalOf,
  parseRangeSearch,
  periodTick,
  rangeSearch,
  rangeWindow,
  summaryRefreshDelay,
  utc10Date,
  utc10Iso,
  utc10Midnight,
  windowQuery,
} from '../../../src/lib/summaryRange';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('summary date range at UTC+10', () => {
  it('reads calendar days at UTC+10, not in UTC or the browser zone', () => {
    // 2026-11-23 15:00 UTC is already 2026-11-24 01:00 at UTC+10.
    expect(utc10Date(Date.UTC(2026, 10, 23, 15))).toBe('2026-11-24');
    expect(utc10Date(Date.UTC(2026, 10, 23, 13, 59))).toBe('2026-11-23');
    expect(utc10Midnight('2026-11-24')).toBe(Date.UTC(2026, 10, 23, 14));
    expect(utc10Iso(Date.UTC(2026, 10, 23, 14))).toBe('2026-11-24T00:00:00+10:00');
    expect(formatUtc10(Date.UTC(2026, 10, 23, 14, 5))).toBe('2026-11-24 00:05');
  });

  it.each(['2026-02-30', '2026-13-01', '24/11/2026', 'tomorrow', ''])('refuses %j as a date', date => {
    expect(utc10Midnight(date)).toBeUndefined();
  });

  it('defaults to the last day: the 24 hours up to now, sliding with every refresh', () => {
    const now = Date.UTC(2026, 10, 24, 5, 30, 12, 345);
    expect(parseRangeSearch('', '2026-11-24')).toEqual({ kind: 'last_day' });
    const window = rangeWindow({ kind: 'last_day' }, now);
    expect(window.end - window.start).toBe(DAY);
    expect(windowQuery(window)).toEqual({
      start_date: '2026-11-23T15:30:12+10:00',
      end_date: '2026-11-24T15:30:12+10:00',
    });
    expect(rangeWindow({ kind: 'last_day' }, now + 60_000).end).toBe(window.end + 60_000);
  });

  it('covers chosen days from the first midnight to the last second of the last day, at UTC+10', () => {
    const window = rangeWindow({ kind: 'dates', from: '2026-11-01', to: '2026-11-03' }, Date.now());
    expect(windowQuery(window)).toEqual({
      start_date: '2026-11-01T00:00:00+10:00',
      end_date: '2026-11-03T23:59:59+10:00',
    });
  });

  it('keeps the range in the address and reads it back', () => {
    const range = { kind: 'dates', from: '2026-11-01', to: '2026-11-03' } as const;
    expect(rangeSearch(range)).toBe('?from=2026-11-01&to=2026-11-03');
    expect(parseRangeSearch(rangeSearch(range), '2026-11-24')).toEqual(range);
    expect(rangeSearch({ kind: 'last_day' })).toBe('');
  });

  it('runs a lone from to today and makes a lone to one day', () => {
    expect(parseRangeSearch('?from=2026-11-20', '2026-11-24')).toEqual({
      kind: 'dates',
      from: '2026-11-20',
      to: '2026-11-24',
    });
    expect(parseRangeSearch('?to=2026-11-20', '2026-11-24')).toEqual({
      kind: 'dates',
      from: '2026-11-20',
      to: '2026-11-20',
    });
  });

  it.each([
    ['?from=2026-11-05&to=2026-11-01', 'app.summary.range_order'],
    ['?from=nope&to=2026-11-01', 'app.summary.range_invalid'],
    ['?from=2025-01-01&to=2026-01-02', 'app.summary.range_too_long'],
  ])('says why %s cannot be shown', (search, message) => {
    expect(parseRangeSearch(search, '2026-11-24')).toMatchObject({ kind: 'invalid', message });
  });

  it('allows a whole leap year (366 days) and no more', () => {
    expect(checkRange('2024-01-01', '2024-12-31').kind).toBe('dates');
    expect(checkRange('2024-01-01', '2025-01-01').kind).toBe('invalid');
  });

  it('reads the chart step from the periods, else from the window', () => {
    const window = { start: 0, end: DAY };
    expect(intervalOf(['2026-11-24T00:00:00Z', '2026-11-24T01:00:00Z'], window)).toBe('hour');
    expect(intervalOf(['2026-11-24T14:00:00Z', '2026-11-23T14:00:00Z'], window)).toBe('day');
    expect(intervalOf([], window)).toBe('hour');
    expect(intervalOf([], { start: 0, end: 3 * DAY })).toBe('day');
  });

  it('labels periods at UTC+10', () => {
    expect(formatPeriod('2026-11-23T15:00:00.000Z', 'hour')).toBe('2026-11-24 01:00');
    expect(periodTick('2026-11-23T15:00:00.000Z', 'hour')).toBe('01:00');
    expect(formatPeriod('2026-11-23T14:00:00.000Z', 'day')).toBe('2026-11-24');
    expect(periodTick('2026-11-23T14:00:00.000Z', 'day')).toBe('11-24');
  });

  it('refreshes every 60 s, backing off after failures up to 5 minutes', () => {
    expect(summaryRefreshDelay(0)).toBe(60_000);
    expect(summaryRefreshDelay(1)).toBe(120_000);
    expect(summaryRefreshDelay(2)).toBe(240_000);
    expect(summaryRefreshDelay(5)).toBe(300_000);
  });
});
