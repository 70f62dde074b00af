import { describe, expect, it } from 'vitest';
import {
  actionFor,
  BANK_CODES,
  CUSTOMER_CODES,
  needsAttention,
  SLOW_RUN_SECONDS,
  TRANSIENT_CODES,
  triage,
  type BankState,
  type TriageRun,
} from '../../../src/lib/triage';

const run = (
  status: string | null,
  code: string | null = null,
  bankState: BankState | null = 'online',
  seconds = 30,
): TriageRun => ({
  status,
  code,
  bankState,
  seconds,
});

describe('triage: the cause table of docs/product.md#needs-attention, row by row', () => {
  it.each(CUSTOMER_CODES.map(code => [code]))('1. customer code %s -> customer, whatever the status or bank', code => {
    expect(triage(run('FAILED', code))).toEqual({
      cause: 'customer',
      actor: 'customer',
      action: 'new_link',
      rule: 'customer-code',
    });
    expect(triage(run('DIED', code, 'offline')).cause).toBe('customer');
  });

  it('2. EXITED -> customer (with or without a code, even of an offline bank)', () => {
    expect(triage(run('EXITED'))).toMatchObject({ cause: 'customer', rule: 'exited', action: 'new_link' });
    expect(triage(run('EXITED', 'WORKER_LOST', 'offline'))).toMatchObject({ cause: 'customer', rule: 'exited' });
  });

  it.each(BANK_CODES.map(code => [code]))('3. bank code %s -> bank, even of a bank said online', code => {
    expect(triage(run('DIED', code, 'online'))).toEqual({
      cause: 'bank',
      actor: 'bank',
      action: 'recrawl_when_back',
      rule: 'bank-code',
    });
  });

  it('4. the bank offline -> bank, for a timeout, a died run, an unknown code or a slow run', () => {
    for (const each of [
      run('TIMEDOUT'),
      run('DIED', 'WORKER_LOST'),
      run('FAILED', 'PARSER_ERROR'),
      run('PROCESSING', null, 'online', 900),
    ])
      expect(triage({ ...each, bankState: 'offline' })).toMatchObject({ cause: 'bank', rule: 'bank-offline' });
  });

  it("5. the bank's module failing above its threshold (warning) -> bank", () => {
    expect(triage(run('DIED', 'WORKER_LOST', 'warning'))).toMatchObject({ cause: 'bank', rule: 'bank-warning' });
  });

  it('6. TIMEDOUT of a healthy bank -> transient', () => {
    expect(triage(run('TIMEDOUT'))).toEqual({
      cause: 'transient',
      actor: 'retry',
      action: 'recrawl',
      rule: 'timedout',
    });
  });

  it.each(TRANSIENT_CODES.map(code => [code]))('7. DIED with %s of a healthy bank -> transient', code => {
    expect(triage(run('DIED', code))).toMatchObject({ cause: 'transient', rule: 'died-transient' });
  });

  it('7. DIED without a code -> transient', () => {
    expect(triage(run('DIED'))).toMatchObject({ cause: 'transient', rule: 'died-transient' });
  });

  it.each([['QUEUED'], ['AUTH'], ['PROCESSING'], ['RELEASED']])('8. %s past the slowness mark -> transient', status => {
    expect(triage(run(status, null, 'online', SLOW_RUN_SECONDS + 1))).toMatchObject({
      cause: 'transient',
      rule: 'active-slow',
    });
  });

  it('9. FAILED without a code -> unknown (said, not guessed)', () => {
    expect(triage(run('FAILED'))).toEqual({ cause: 'unknown', actor: 'staff', action: 'ask_staff', rule: 'unknown' });
  });

  it('9. a code the table does not know -> unknown', () => {
    expect(triage(run('FAILED', 'SOMETHING_NEW')).cause).toBe('unknown');
    expect(triage(run('DIED', 'PARSER_ERROR')).cause).toBe('unknown');
  });

  it('9. a status the table does not know -> unknown', () => {
    expect(triage(run('EXPLODED')).cause).toBe('unknown');
    expect(triage(run(null)).cause).toBe('unknown');
  });

  it('reads codes and statuses in any case, with spaces around', () => {
    expect(triage(run('failed', 'login_failed')).cause).toBe('customer');
    expect(triage(run(' exited ')).cause).toBe('customer');
    expect(triage(run('died', ' bank_unavailable ')).cause).toBe('bank');
    expect(triage(run('timedout')).cause).toBe('transient');
  });

  it('an error without a code (null, empty) is read as no code', () => {
    expect(triage({ status: 'DIED', bankState: 'online' }).cause).toBe('transient');
    expect(triage(run('FAILED', '')).cause).toBe('unknown');
  });

  it('a null bank state is not taken as down: the status and code decide', () => {
    expect(triage(run('DIED', 'WORKER_LOST', null)).cause).toBe('transient');
    expect(triage(run('TIMEDOUT', null, null)).cause).toBe('transient');
    expect(triage(run('FAILED', null, null)).cause).toBe('unknown');
    expect(triage(run('DIED', 'BANK_OFFLINE', null)).cause).toBe('bank');
  });

  it('unknown: staff open the crawler log, vendors ask staff; the other actions are the same for both', () => {
    expect(actionFor(triage(run('FAILED')), true)).toBe('crawler_log');
    expect(actionFor(triage(run('FAILED')), false)).toBe('ask_staff');
    expect(actionFor(triage(run('TIMEDOUT')), true)).toBe('recrawl');
    expect(actionFor(triage(run('EXITED')), true)).toBe('new_link');
  });
});

describe('needsAttention: the runs the screen lists', () => {
  it.each([
    ['FAILED', 5, true],
    ['DIED', 5, true],
    ['TIMEDOUT', 5, true],
    ['EXITED', 5, true],
    ['exited', 5, true],
    ['COMPLETED', 5000, false],
    ['INITIAL', 5000, false],
    ['PROCESSING', SLOW_RUN_SECONDS, false],
    ['PROCESSING', SLOW_RUN_SECONDS + 1, true],
    ['QUEUED', 601, true],
    ['AUTH', 100, false],
  ] as const)('%s after %i s: %s', (status, seconds, expected) => {
    expect(needsAttention({ status, seconds })).toBe(expected);
  });

  it('an active run whose time is unknown is not said slow', () => {
    expect(needsAttention({ status: 'PROCESSING', seconds: null })).toBe(false);
  });
});
