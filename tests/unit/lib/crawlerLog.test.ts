import { describe, expect, it } from 'vitest';
import {
  cutLine,
  deriveJobStatus,
  filterEntries,
  inSequenceOrder,
  logSections,
  mergeEntries,
  readPayload,
  unselectedNumbers,
  type CrawlerLogEntry,
  type JobState,
} from '../../../src/lib/crawlerLog';

let sequence = 0;
const line = (type: string, message: string): CrawlerLogEntry => ({
  sequence: ++sequence,
  timestamp: null,
  elapsed: 0,
  type,
  message,
});
const job = (jobType: string, number: string, step: string, extra: Record<string, unknown> = {}, type = jobType) =>
  line(
    type,
    JSON.stringify({
      jobType,
      bsb: '062-000',
      number,
      step,
      status: step === 'end' ? 'completed' : 'pending',
      details: null,
      report: null,
      ...extra,
    }),
  );
const states = (entries: CrawlerLogEntry[]) =>
  Object.fromEntries(deriveJobStatus(entries).accounts.map(account => [account.number, account.jobs]));

describe('cutLine', () => {
  it.each([
    ['', 0, false],
    ['a'.repeat(999), 999, false],
    ['a'.repeat(1000), 1000, false],
    ['a'.repeat(1001), 1000, true],
    ['b'.repeat(1024 * 1024), 1000, true],
  ])('cuts a line of %#', (text, length, cut) => {
    const result = cutLine(text);
    expect(result.text).toHaveLength(length);
    expect(result.cut).toBe(cut);
    expect(text.startsWith(result.text)).toBe(true);
  });
});

describe('readPayload', () => {
  it.each<[string, string, string]>([
    ['balances', '{"jobType":"balances","step":"start"}', 'payload'],
    ['job', '{"jobType":"select_accounts","step":"end"}', 'payload'],
    ['info', '{"jobType":"account_owner_info","step":"progress"}', 'payload'],
    ['balances', '{jobType: balances (not JSON)', 'invalid'],
    ['transactions', 'plain words', 'invalid'],
    ['transactions', '[1,2]', 'invalid'],
    ['log', 'GET https://bank 200', 'text'],
    ['log', '{ not json', 'text'],
    ['lifecycle', 'RELEASED', 'text'],
  ])('reads a %s line %s as %s', (type, message, kind) => {
    expect(readPayload({ type, message }).kind).toBe(kind);
  });

  it('prefers a parsed object the answer carries', () => {
    expect(
      readPayload({ type: 'balances', message: 'not json', parsed: { jobType: 'balances', step: 'end' } }),
    ).toEqual({
      kind: 'payload',
      payload: expect.objectContaining({ jobType: 'balances', step: 'end' }),
    });
  });
});

describe('deriveJobStatus', () => {
  const NOT: JobState = 'not_requested';
  it('starts every job of an account not_requested, start sets pending, end sets completed', () => {
    const entries = [
      job('balances', '111', 'start'),
      job('transactions', '111', 'start'),
      job('transactions', '111', 'end'),
    ];
    expect(states(entries)['111']).toEqual({
      balances: 'pending',
      transactions: 'completed',
      estatements: NOT,
      interims: NOT,
      account_owner_info: NOT,
      select_accounts: NOT,
    });
  });

  it.each(['balances', 'transactions', 'estatements', 'interims', 'account_owner_info', 'select_accounts'])(
    'follows %s',
    name => {
      expect(states([job(name, '1', 'start')])['1'][name as 'balances']).toBe('pending');
      expect(states([job(name, '1', 'start'), job(name, '1', 'end')])['1'][name as 'balances']).toBe('completed');
      // The job named by the entry type when the payload has no jobType.
      expect(
        states([line(name, JSON.stringify({ bsb: '1', number: '2', step: 'end' }))])['2'][name as 'balances'],
      ).toBe('completed');
    },
  );

  it('keeps accounts apart and in order of appearance, and reads lines in sequence order', () => {
    const a = job('balances', '111', 'end');
    const b = job('balances', '222', 'start');
    const result = deriveJobStatus([b, a]);
    expect(result.accounts.map(account => account.number)).toEqual(['111', '222']);
    expect(states([b, a])['111'].balances).toBe('completed');
    const restart = job('balances', '111', 'start');
    expect(states([a, restart])['111'].balances).toBe('completed');
  });

  it('ignores lines that are not a payload, a payload of no job and a payload that is not JSON', () => {
    expect(
      deriveJobStatus([
        line('log', 'Parsed 5 transactions'),
        line('balances', '{broken'),
        job('analysis', '1', 'start'),
      ]).accounts,
    ).toEqual([]);
  });

  it('removes the accounts a select-accounts "unselected accounts" message names, and keeps them out', () => {
    const entries = [
      job('balances', '111', 'start'),
      job('balances', '222', 'start'),
      job('balances', '333', 'start'),
      job('select_accounts', '111', 'end', { details: 'unselected accounts: 222, 062-000-333' }, 'job'),
      job('balances', '222', 'end'),
    ];
    expect(Object.keys(states(entries))).toEqual(['111']);
    expect(states(entries)['111'].select_accounts).toBe('not_requested');
  });

  it("removes the select-accounts entry's own account when the message names none, also from the message text", () => {
    const own = job('select_accounts', '222', 'end', { details: 'Unselected accounts' });
    expect(Object.keys(states([job('balances', '111', 'start'), job('balances', '222', 'start'), own]))).toEqual([
      '111',
    ]);
    const inMessage = line(
      'select_accounts',
      '{"jobType":"select_accounts","bsb":"062-000","number":"111","step":"end","note":"unselected accounts 222"}',
    );
    expect(Object.keys(states([job('balances', '111', 'start'), job('balances', '222', 'start'), inMessage]))).toEqual([
      '111',
    ]);
  });

  it('does not remove accounts for a select-accounts line without the words', () => {
    expect(
      Object.keys(
        states([job('balances', '111', 'start'), job('select_accounts', '111', 'end', { details: 'selected 111' })]),
      ),
    ).toEqual(['111']);
  });

  it('marks the login at the lifecycle RELEASED line and keeps the latest lifecycle status', () => {
    expect(deriveJobStatus([line('lifecycle', 'QUEUED'), line('lifecycle', 'AUTH')])).toMatchObject({
      loginSequence: null,
      lifecycle: 'AUTH',
    });
    const released = line('lifecycle', 'RELEASED');
    const result = deriveJobStatus([line('lifecycle', 'AUTH'), released, line('lifecycle', 'COMPLETED')]);
    expect(result).toMatchObject({ loginSequence: released.sequence, lifecycle: 'COMPLETED' });
    // RELEASED said by another type is not the lifecycle status.
    expect(deriveJobStatus([line('log', 'RELEASED')]).loginSequence).toBeNull();
  });
});

describe('unselectedNumbers', () => {
  it.each([
    ['unselected accounts: 123, 456', ['123', '456']],
    ['Unselected account 062-000-123', ['062-000-123']],
    ['unselected accounts', []],
    ['selected accounts: 1', []],
  ])('reads %s', (text, numbers) => expect(unselectedNumbers(text)).toEqual(numbers));
});

describe('mergeEntries, filterEntries and logSections', () => {
  it('merges a refresh by sequence, newer copies winning, in order', () => {
    const loaded = [1, 2, 3].map(n => ({ sequence: n, type: 'log', message: `old ${n}` }));
    const fresh = [3, 4].map(n => ({ sequence: n, type: 'log', message: `new ${n}` }));
    expect(mergeEntries(loaded, fresh).map(entry => entry.message)).toEqual(['old 1', 'old 2', 'new 3', 'new 4']);
  });

  it('keeps lines without a sequence where they arrived, and adds a refreshed one once', () => {
    const at = (seq: number | null, message: string): CrawlerLogEntry => ({
      sequence: seq,
      timestamp: null,
      type: 'log',
      message,
    });
    const loaded = [at(1, 'one'), at(null, 'loose a'), at(2, 'two'), at(null, 'loose b')];
    expect(inSequenceOrder([at(2, 'two'), at(null, 'after two'), at(1, 'one')]).map(entry => entry.message)).toEqual([
      'one',
      'two',
      'after two',
    ]);
    // The refresh brings 'loose b' again (not added twice), line 3 and a new loose line after it.
    const fresh = [at(2, 'two'), at(null, 'loose b'), at(3, 'three'), at(null, 'loose c')];
    expect(mergeEntries(loaded, fresh).map(entry => entry.message)).toEqual([
      'one',
      'loose a',
      'two',
      'loose b',
      'three',
      'loose c',
    ]);
  });

  it('reads the log status with lines without a sequence in their place', () => {
    // The last lifecycle line arrived last but carries no sequence: it is still the latest status.
    const released = line('lifecycle', 'RELEASED');
    const finished = { ...line('lifecycle', 'FINISHED'), sequence: null };
    expect(deriveJobStatus([released, finished]).lifecycle).toBe('FINISHED');
  });

  it('filters by type and by text, case-insensitively', () => {
    const entries = [line('log', 'Hello Bank'), line('error', 'LOGIN_FAILED'), line('debug', 'hello again')];
    expect(filterEntries(entries, {})).toBe(entries);
    expect(filterEntries(entries, { type: 'error' }).map(entry => entry.message)).toEqual(['LOGIN_FAILED']);
    expect(filterEntries(entries, { q: 'HELLO' }).map(entry => entry.message)).toEqual(['Hello Bank', 'hello again']);
    expect(filterEntries(entries, { type: 'debug', q: 'hello' })).toHaveLength(1);
  });

  it("groups lines per job: a section from a start step to its end step, the crawler's own lines between", () => {
    const entries = [
      line('lifecycle', 'RELEASED'),
      job('balances', '1', 'start'),
      line('log', 'working'),
      job('balances', '1', 'end'),
      line('log', 'between'),
      job('transactions', '1', 'start'),
    ];
    const sections = logSections(entries);
    expect(sections.map(section => [section.job, section.state, section.entries.length])).toEqual([
      [null, null, 1],
      ['balances', 'completed', 3],
      [null, null, 1],
      ['transactions', 'pending', 1],
    ]);
  });
});
