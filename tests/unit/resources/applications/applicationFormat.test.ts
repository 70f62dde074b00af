import { describe, expect, it } from 'vitest';
import {
  formatTimestamp,
  latestReadyWebhook,
  pcaSummary,
  summariseOptions,
  type OptionItem,
  type WebhookLogEntry,
} from '../../../../src/resources/applications/applicationFormat';

const entry = (event: string, timestamp: string, success = true): WebhookLogEntry => ({
  event,
  timestamp,
  success,
  response_code: success ? 200 : 500,
});

describe('latestReadyWebhook', () => {
  const bundle = entry('bundle_ready', '2026-01-01T10:00:00Z');
  const report = entry('report_ready', '2026-01-01T11:00:00Z', false);
  const summary = entry('summary', '2026-01-01T12:00:00Z');
  const sameTimeLater = entry('analysis_ready', '2026-01-01T11:00:00Z');
  const numeric: WebhookLogEntry = { event: 'bundle_ready', success: true, timestamp: Date.UTC(2026, 0, 2) };

  it.each<[string, WebhookLogEntry[] | null | undefined, WebhookLogEntry | undefined]>([
    ['no log', undefined, undefined],
    ['null log', null, undefined],
    ['empty log', [], undefined],
    ['no _ready event', [summary, entry('crawler_started', '2026-01-02T00:00:00Z')], undefined],
    ['the only _ready event', [bundle, summary], bundle],
    ['the latest by timestamp, not by position', [report, bundle], report],
    ['ignores newer events without _ready', [bundle, report, summary], report],
    ['a later entry wins a tie', [report, sameTimeLater], sameTimeLater],
    ['a failed latest entry is still the latest', [bundle, report], report],
    ['an unreadable timestamp loses to a readable one', [entry('x_ready', 'not a date'), bundle], bundle],
    ['epoch milliseconds are compared too', [numeric, bundle], numeric],
  ])('%s', (_name, log, expected) => {
    expect(latestReadyWebhook(log)).toBe(expected);
  });
});

describe('summariseOptions', () => {
  it.each<[Record<string, unknown> | undefined, OptionItem[]]>([
    [undefined, []],
    [{}, []],
    [{ analysis: true, select_accounts: false }, [{ key: 'analysis' }]],
    [{ days_to_retrieve: 90, days_to_display: 90 }, [{ key: 'days_to_retrieve', value: 90 }]],
    [{ days_to_retrieve: 0 }, []],
    [
      { balances: 'completed', transactions: 'pending', estatements: 'not_requested', interims: 'died' },
      [
        { key: 'balances', state: 'completed' },
        { key: 'transactions', state: 'pending' },
        { key: 'interims', state: 'died' },
      ],
    ],
    [{ nested: { a: 1 }, empty: '', missing: null, odd: 'unknown' }, []],
  ])('%j gives %j', (options, expected) => {
    expect(summariseOptions(options)).toEqual(expected);
  });
});

describe('formatTimestamp', () => {
  it('formats in local time as YYYY-MM-DD HH:mm:ss', () => {
    const local = new Date(2026, 0, 5, 7, 8, 9);
    expect(formatTimestamp(local.toISOString())).toBe('2026-01-05 07:08:09');
    expect(formatTimestamp(local.getTime())).toBe('2026-01-05 07:08:09');
  });
  it.each([
    [undefined, ''],
    ['', ''],
    ['garbage', 'garbage'],
  ])('%j gives %j', (value, expected) => {
    expect(formatTimestamp(value)).toBe(expected);
  });
});

describe('pcaSummary', () => {
  it.each([
    [{ profile_count: 2, crawler_count: 3, account_count: 5 }, '2 / 3 / 5'],
    [{ profile_count: 1 }, '1 / 0 / 0'],
    [{ profile_count: null, crawler_count: 0, account_count: 4 }, '0 / 0 / 4'],
    // api/v1 sends no account count: the profiles' accounts are counted.
    [{ profile_count: 2, crawler_count: 2, profiles: [{ accounts: [1, 2] }, { accounts: [3] }] }, '2 / 2 / 3'],
    [{ profile_count: 2, crawler_count: 1, profiles: [{ accounts: null }, null] }, '2 / 1 / 0'],
  ])('%j gives %s', (row, expected) => {
    expect(pcaSummary(row)).toBe(expected);
  });
});
