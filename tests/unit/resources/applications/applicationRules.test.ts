import { describe, expect, it } from 'vitest';
import {
  canFinalise,
  canReanalyse,
  splitForReanalysis,
  type FinaliseSubject,
  type ReanalyseSubject,
} from '../../../../src/resources/applications/applicationRules';

const NOW = Date.UTC(2026, 5, 1, 12, 0, 0);
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
const completed = { crawler: { status: 'COMPLETED' } };
const running = { crawler: { status: 'PROCESSING' } };

const app = (overrides: Partial<ReanalyseSubject> = {}): ReanalyseSubject => ({
  analysed: false,
  finalised: false,
  webhook_log: [{ timestamp: minutesAgo(20) }],
  profiles: [completed, completed],
  ...overrides,
});

describe('canReanalyse (decision 2: the most recent webhook log entry by timestamp)', () => {
  it.each<[string, ReanalyseSubject | null | undefined, boolean]>([
    ['no application', undefined, false],
    ['analysed: always enabled', app({ analysed: true, webhook_log: [], profiles: [running] }), true],
    ['not analysed, all completed, log 20 min old', app(), true],
    ['exactly 15 minutes old', app({ webhook_log: [{ timestamp: minutesAgo(15) }] }), true],
    ['14 minutes old', app({ webhook_log: [{ timestamp: minutesAgo(14) }] }), false],
    ['no webhook log', app({ webhook_log: [] }), false],
    ['webhook log missing', app({ webhook_log: undefined }), false],
    ['a crawler still running', app({ profiles: [completed, running] }), false],
    ['a profile without crawler', app({ profiles: [completed, { crawler: null }] }), false],
    ['no profiles', app({ profiles: [] }), false],
    ['profiles not sent', app({ profiles: undefined }), false],
    [
      'the latest entry decides, not the first one in the list',
      app({ webhook_log: [{ timestamp: minutesAgo(60) }, { timestamp: minutesAgo(5) }] }),
      false,
    ],
    [
      'the latest by timestamp even when listed first',
      app({ webhook_log: [{ timestamp: minutesAgo(5) }, { timestamp: minutesAgo(60) }] }),
      false,
    ],
    ['epoch milliseconds are read', app({ webhook_log: [{ timestamp: NOW - 16 * 60_000 }] }), true],
    [
      'unreadable timestamps are ignored',
      app({ webhook_log: [{ timestamp: 'garbage' }, { timestamp: minutesAgo(30) }] }),
      true,
    ],
    ['only unreadable timestamps', app({ webhook_log: [{ timestamp: 'garbage' }] }), false],
  ])('%s', (_name, subject, expected) => {
    expect(canReanalyse(subject, NOW)).toBe(expected);
    expect(canReanalyse(subject, new Date(NOW))).toBe(expected);
  });
});

describe('canFinalise', () => {
  const named = { vendor_label: 'acme-main', vendor_specific_id: 'VSI-1' };
  it.each<[FinaliseSubject | undefined, boolean]>([
    [undefined, false],
    [{ ...named, finalised: false }, true],
    [{ ...named }, true],
    [{ ...named, finalised: true }, false],
    // Decision 17: the call names the application by label and vendor-specific id.
    [{ finalised: false, vendor_specific_id: 'VSI-1' }, false],
    [{ finalised: false, vendor_label: 'acme-main', vendor_specific_id: '' }, false],
  ])('%o -> %s', (subject, expected) => {
    expect(canFinalise(subject)).toBe(expected);
  });
});

describe('splitForReanalysis (decision 19)', () => {
  const rows = [
    { ...app({ analysed: true }), id: 1 },
    { ...app(), id: 2 },
    { ...app({ profiles: [running] }), id: 3 },
    { ...app({ webhook_log: [{ timestamp: minutesAgo(5) }] }), id: 4 },
  ];
  it('sends the rows the reanalyse rule allows and counts the others, unknown ids included', () => {
    expect(splitForReanalysis([1, 2, 3, 4, 9], rows, NOW)).toEqual({ send: [1, 2], skipped: 3 });
  });

  it('keeps the order of the selection', () => {
    expect(splitForReanalysis([2, 1], rows, NOW)).toEqual({ send: [2, 1], skipped: 0 });
  });

  it('sends nothing for an empty selection', () => {
    expect(splitForReanalysis([], rows, NOW)).toEqual({ send: [], skipped: 0 });
  });
});
