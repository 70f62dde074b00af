import { describe, expect, it } from 'vitest';
import {
  BULK_LIMIT,
  countRows,
  runBulk,
  type BulkEnvironment,
  type BulkRow,
  type BulkTask,
} from '../../../src/lib/bulkRun';

class HttpFailure extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfter: number | null = null,
  ) {
    super(message);
  }
}
const ended = { sessionEnded: true };

const environment = (clock = { now: 0 }) => {
  const changes: BulkRow[][] = [];
  const sleeps: number[] = [];
  const env: BulkEnvironment = {
    onChange: rows => changes.push(rows),
    sessionEnded: error => error === ended,
    retryAfter: error => (error instanceof HttpFailure && error.status === 429 ? error.retryAfter : null),
    messageOf: error => (error instanceof Error ? error.message : String(error)),
    sleep: async ms => {
      sleeps.push(ms);
      clock.now += ms;
    },
    now: () => clock.now,
  };
  return { env, changes, sleeps, clock };
};

const tasks = (count: number): BulkTask<number>[] =>
  Array.from({ length: count }, (_, index) => ({
    key: String(index + 1),
    label: `Application ${index + 1}`,
    item: index + 1,
  }));

describe('runBulk', () => {
  it('sends every row once and says each done', async () => {
    const { env } = environment();
    const sent: number[] = [];
    const { rows, outcome } = await runBulk(tasks(3), async item => void sent.push(item), env);
    expect(outcome).toBe('finished');
    expect(sent.sort()).toEqual([1, 2, 3]);
    expect(rows.map(row => row.state)).toEqual(['done', 'done', 'done']);
  });

  it('keeps the failure of one row to that row, with the server message', async () => {
    const { env } = environment();
    const { rows } = await runBulk(
      tasks(3),
      async item => {
        if (item === 2) throw new HttpFailure('A server error occurred.', 500);
      },
      env,
    );
    expect(rows.map(row => row.state)).toEqual(['done', 'failed', 'done']);
    expect(rows[1]).toMatchObject({ message: 'app.bulk.failed', args: { message: 'A server error occurred.' } });
    expect(countRows(rows)).toEqual({ done: 2, failed: 1, skipped: 0, waiting: 0 });
  });

  it('never sends a row the rules refused, and says why', async () => {
    const { env } = environment();
    const sent: number[] = [];
    const list = tasks(2);
    list[0] = { ...list[0], skip: { message: 'app.bulk.too_old', args: { days: 7 } } };
    const { rows } = await runBulk(list, async item => void sent.push(item), env);
    expect(sent).toEqual([2]);
    expect(rows[0]).toMatchObject({ state: 'skipped', message: 'app.bulk.too_old', args: { days: 7 } });
  });

  it('sends at most the limit and shows the rest as not sent', async () => {
    const { env } = environment();
    const sent: number[] = [];
    const { rows } = await runBulk(tasks(BULK_LIMIT + 3), async item => void sent.push(item), env);
    expect(sent).toHaveLength(BULK_LIMIT);
    expect(rows.slice(BULK_LIMIT).every(row => row.state === 'skipped' && row.message === 'app.bulk.over_limit')).toBe(
      true,
    );
  });

  it('runs no more than two calls at once', async () => {
    const { env } = environment();
    let inFlight = 0;
    let most = 0;
    await runBulk(
      tasks(6),
      async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise(resolve => setTimeout(resolve, 1));
        inFlight -= 1;
      },
      env,
    );
    expect(most).toBe(2);
  });

  it("waits a 429's Retry-After, then sends the row again", async () => {
    const { env, sleeps, changes } = environment();
    let calls = 0;
    const { rows } = await runBulk(
      tasks(1),
      async () => {
        calls += 1;
        if (calls === 1) throw new HttpFailure('Request was throttled. Expected available in 7 seconds.', 429, 7);
      },
      env,
    );
    expect(calls).toBe(2);
    expect(sleeps).toEqual([7000]);
    expect(changes.some(change => change[0].message === 'app.bulk.throttled' && change[0].args?.seconds === 7)).toBe(
      true,
    );
    expect(rows[0].state).toBe('done');
  });

  it('fails the row with the server message when the wait is too long', async () => {
    const { env, sleeps } = environment();
    const { rows } = await runBulk(
      tasks(1),
      async () => {
        throw new HttpFailure('Request was throttled. Expected available in 3600 seconds.', 429, 3600);
      },
      env,
    );
    expect(sleeps).toEqual([]);
    expect(rows[0]).toMatchObject({ state: 'failed', args: { message: expect.stringContaining('3600') } });
  });

  it('stops at once when the session ended, sending nothing more', async () => {
    const { env } = environment();
    const sent: number[] = [];
    const { outcome, rows } = await runBulk(
      tasks(5),
      async item => {
        sent.push(item);
        if (item === 1) throw ended;
      },
      env,
      { concurrency: 1 },
    );
    expect(outcome).toBe('session-ended');
    expect(sent).toEqual([1]);
    expect(rows.some(row => row.state === 'done')).toBe(false);
  });

  it('a cancel stops sending and marks what was not sent', async () => {
    const { env } = environment();
    const controller = new AbortController();
    const sent: number[] = [];
    const { outcome, rows } = await runBulk(
      tasks(4),
      async item => {
        sent.push(item);
        if (item === 2) controller.abort();
      },
      env,
      { concurrency: 1, signal: controller.signal },
    );
    expect(outcome).toBe('cancelled');
    expect(sent).toEqual([1, 2]);
    expect(rows.map(row => row.state)).toEqual(['done', 'done', 'skipped', 'skipped']);
    expect(rows[3].message).toBe('app.bulk.cancelled');
  });
});
