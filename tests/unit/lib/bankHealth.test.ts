import { describe, expect, it } from 'vitest';
import {
  BANK_STATE_RANK,
  bankHealth,
  vendorBankState,
  type BankModuleHealthInput,
  type BankRatioHealthInput,
} from '../../../src/lib/bankHealth';

const module = (over: Partial<BankModuleHealthInput> = {}): BankModuleHealthInput => ({
  is_offline: false,
  failed_warn_threshold: 0.3,
  died_warn_threshold: 0.2,
  died_offline_threshold: 0.6,
  back_onlined_timestamp: null,
  died_timestamp: null,
  died_warning_timestamp: null,
  failed_warning_timestamp: null,
  ...over,
});

const ratio = (died: number, failed: number, total: number | null = 100): BankRatioHealthInput => ({
  total,
  ratios: { died, failed },
});

describe('bankHealth: the state table', () => {
  it.each<[string, Partial<BankModuleHealthInput>, BankRatioHealthInput | null, string, string[]]>([
    ['online, shares under every threshold', {}, ratio(0.1, 0.1), 'online', []],
    ['failed share reaches failed_warn (equal counts)', {}, ratio(0.1, 0.3), 'warning', ['failed_warn']],
    ['failed share above failed_warn', {}, ratio(0.1, 0.45), 'warning', ['failed_warn']],
    ['died share reaches died_warn', {}, ratio(0.2, 0), 'warning', ['died_warn']],
    [
      'died share reaches died_offline and died_warn, still online',
      {},
      ratio(0.7, 0),
      'warning',
      ['died_offline', 'died_warn'],
    ],
    ['died and failed both over', {}, ratio(0.25, 0.5), 'warning', ['died_warn', 'failed_warn']],
    [
      'a died share over failed_warn is compared to the died thresholds only',
      {},
      ratio(0.35, 0),
      'warning',
      ['died_warn'],
    ],
    [
      'failed share over died thresholds only compares to failed_warn',
      { failed_warn_threshold: 0.9 },
      ratio(0, 0.8),
      'online',
      [],
    ],
    ['is_offline, shares fine', { is_offline: true }, ratio(0, 0), 'offline', ['offline']],
    [
      'is_offline with the reasons it went offline',
      { is_offline: true },
      ratio(0.65, 0.4),
      'offline',
      ['offline', 'died_offline', 'died_warn', 'failed_warn'],
    ],
    ['is_offline without ratios', { is_offline: true }, null, 'offline', ['offline']],
    ['no ratio row: online', {}, null, 'online', []],
    ['a ratio row with no crawls: online', {}, ratio(0.9, 0.9, 0), 'online', []],
    [
      'decimal strings as DRF sends them',
      { failed_warn_threshold: '0.50', died_warn_threshold: '0.20' },
      ratio(0.1, 0.5),
      'warning',
      ['failed_warn'],
    ],
    [
      'a threshold that is not a number is left out',
      { failed_warn_threshold: 'x', died_warn_threshold: null },
      ratio(0.5, 0.9),
      'online',
      [],
    ],
    [
      'a threshold above 100 % is never reached',
      { failed_warn_threshold: 1.5, died_warn_threshold: 2, died_offline_threshold: 2 },
      ratio(1, 0),
      'online',
      [],
    ],
    ['a total of null (counts unknown) still compares the shares', {}, ratio(0.3, 0, null), 'warning', ['died_warn']],
  ])('%s', (_name, over, ratioRow, state, reasons) => {
    const health = bankHealth(module(over), ratioRow);
    expect(health.state).toBe(state);
    expect(health.reasons.map(reason => reason.code)).toEqual(reasons);
  });

  it('gives the share and threshold of each reason, thresholds read from text', () => {
    const health = bankHealth(module({ died_warn_threshold: '0.25' }), ratio(0.4, 0));
    expect(health.reasons).toEqual([{ code: 'died_warn', share: 0.4, threshold: 0.25 }]);
  });

  it('says whether there were ratios to compare', () => {
    expect(bankHealth(module(), ratio(0, 0)).ratiosKnown).toBe(true);
    expect(bankHealth(module(), null).ratiosKnown).toBe(false);
    expect(bankHealth(module(), ratio(0, 0, 0)).ratiosKnown).toBe(false);
  });
});

describe('bankHealth: since', () => {
  it('offline since died_timestamp', () => {
    const health = bankHealth(
      module({
        is_offline: true,
        died_timestamp: '2026-11-26T10:00:00Z',
        back_onlined_timestamp: '2026-11-20T10:00:00Z',
      }),
      null,
    );
    expect(health.since).toBe('2026-11-26T10:00:00Z');
  });

  it('offline, but back online later than it died: switched off by hand, since unknown', () => {
    const health = bankHealth(
      module({
        is_offline: true,
        died_timestamp: '2026-11-20T10:00:00Z',
        back_onlined_timestamp: '2026-11-26T10:00:00Z',
      }),
      null,
    );
    expect(health.since).toBeNull();
  });

  it('offline without died_timestamp: unknown', () => {
    expect(bankHealth(module({ is_offline: true }), null).since).toBeNull();
  });

  it('online since back_onlined_timestamp, or unknown', () => {
    expect(bankHealth(module({ back_onlined_timestamp: '2026-11-26T10:00:00Z' }), ratio(0, 0)).since).toBe(
      '2026-11-26T10:00:00Z',
    );
    expect(bankHealth(module(), ratio(0, 0)).since).toBeNull();
  });

  it('warning since the earliest warning timestamp of the reasons met', () => {
    const health = bankHealth(
      module({ died_warning_timestamp: '2026-11-25T10:00:00Z', failed_warning_timestamp: '2026-11-26T10:00:00Z' }),
      ratio(0.3, 0.4),
    );
    expect(health.since).toBe('2026-11-25T10:00:00Z');
  });

  it('warning reads only the timestamps of the reasons met', () => {
    const health = bankHealth(
      module({ died_warning_timestamp: '2026-11-25T10:00:00Z', failed_warning_timestamp: '2026-11-26T10:00:00Z' }),
      ratio(0, 0.4),
    );
    expect(health.since).toBe('2026-11-26T10:00:00Z');
  });

  it('a warning timestamp before the bank came back online is an old warning: since unknown', () => {
    const health = bankHealth(
      module({ failed_warning_timestamp: '2026-11-20T10:00:00Z', back_onlined_timestamp: '2026-11-26T10:00:00Z' }),
      ratio(0, 0.4),
    );
    expect(health.since).toBeNull();
  });

  it('an unreadable timestamp is unknown', () => {
    expect(bankHealth(module({ is_offline: true, died_timestamp: 'yesterday' }), null).since).toBeNull();
  });
});

describe('bankHealth: unsaved thresholds (the dialog preview)', () => {
  it('moving failed_warn under the failed share turns an online bank to warning, and back', () => {
    const shares = ratio(0.05, 0.4);
    expect(bankHealth(module({ failed_warn_threshold: 0.5 }), shares).state).toBe('online');
    expect(bankHealth(module({ failed_warn_threshold: 0.4 }), shares).state).toBe('warning');
    expect(bankHealth(module({ failed_warn_threshold: 0.41 }), shares).state).toBe('online');
  });
});

describe('vendorBankState (a bank of GET banks)', () => {
  it.each<[{ is_offline?: boolean | null }, string]>([
    [{ is_offline: true }, 'offline'],
    [{ is_offline: false }, 'online'],
    [{}, 'online'],
    [{ is_offline: null }, 'online'],
  ])('%j is %s', (bank, state) => {
    expect(vendorBankState(bank)).toBe(state);
  });
});

describe('BANK_STATE_RANK', () => {
  it('sorts worst first', () => {
    const states = (['online', 'offline', 'warning'] as const)
      .slice()
      .sort((a, b) => BANK_STATE_RANK[a] - BANK_STATE_RANK[b]);
    expect(states).toEqual(['offline', 'warning', 'online']);
  });
});
