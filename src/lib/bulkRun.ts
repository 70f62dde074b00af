/**
 * Bulk actions with an outcome per row (docs/product.md#bulk): recrawl the failed runs, resend the
 * webhooks of several applications. One call a row, never more than BULK_LIMIT rows an action (the
 * button says so), BULK_CONCURRENCY at a time; a row the rules refuse is skipped with its reason, a
 * 429 pauses every row for its Retry-After and tries the row again, a call that ended the session
 * stops the run, and every other failure is that row's, with the server's message.
 *
 * Pure: the hook (components/bulk) gives it the calls, the clock and the readers of an error.
 */

/** The most rows one bulk action sends: the rest are shown as not sent, never sent in silence. */
export const BULK_LIMIT = 20;
/** Calls in flight at once. */
export const BULK_CONCURRENCY = 2;
/** Times a throttled row is tried again before it counts as failed. */
export const BULK_THROTTLE_RETRIES = 3;
/** A Retry-After longer than this is not waited for: the row fails with the wait said. */
export const BULK_MAX_WAIT_S = 120;

export type BulkState = 'waiting' | 'running' | 'done' | 'failed' | 'skipped';

/** A catalogue key and its arguments. */
export interface BulkMessage {
  message: string;
  args?: Record<string, unknown>;
}

export interface BulkTask<T> {
  /** Unique among the tasks of one run. */
  key: string;
  /** What the row is called in the outcome list ("Application 12000"). */
  label: string;
  item: T;
  /** Set when the rules refuse the row: it is not sent and shows this reason. */
  skip?: BulkMessage;
}

export interface BulkRow {
  key: string;
  label: string;
  state: BulkState;
  /** Catalogue key of the row's reason or outcome, with `args`. */
  message?: string;
  args?: Record<string, unknown>;
}

export interface BulkCounts {
  done: number;
  failed: number;
  skipped: number;
  /** Not finished yet: waiting or running. */
  waiting: number;
}

export interface BulkEnvironment {
  /** Called with a new array each time a row changes. */
  onChange: (rows: BulkRow[]) => void;
  /** True for the failure that ended the session: the run stops and says nothing. */
  sessionEnded: (error: unknown) => boolean;
  /** Seconds a 429 asked to wait, or null when the failure was not a 429. */
  retryAfter: (error: unknown) => number | null;
  /** The server's message of a failure. */
  messageOf: (error: unknown) => string;
  /** Resolves after `ms`, or at once when `signal` aborts. */
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  now?: () => number;
}

export interface BulkOptions {
  limit?: number;
  concurrency?: number;
  signal?: AbortSignal;
}

export type BulkOutcome = 'finished' | 'cancelled' | 'session-ended';

export const countRows = (rows: readonly BulkRow[]): BulkCounts => {
  const counts: BulkCounts = { done: 0, failed: 0, skipped: 0, waiting: 0 };
  for (const row of rows) {
    if (row.state === 'done') counts.done += 1;
    else if (row.state === 'failed') counts.failed += 1;
    else if (row.state === 'skipped') counts.skipped += 1;
    else counts.waiting += 1;
  }
  return counts;
};

/** The rows as they stand before anything is sent: refused rows skipped, rows past the limit not sent. */
export const initialRows = <T>(tasks: readonly BulkTask<T>[], limit: number = BULK_LIMIT): BulkRow[] => {
  let sendable = 0;
  return tasks.map(task => {
    const base = { key: task.key, label: task.label };
    if (task.skip) return { ...base, state: 'skipped', message: task.skip.message, args: task.skip.args };
    sendable += 1;
    if (sendable > limit) return { ...base, state: 'skipped', message: 'app.bulk.over_limit', args: { limit } };
    return { ...base, state: 'waiting' };
  });
};

/**
 * Runs `run` for each task that may be sent and reports every change through `env.onChange`.
 * Resolves with the final rows and how the run ended; never rejects.
 */
export const runBulk = async <T>(
  tasks: readonly BulkTask<T>[],
  run: (item: T, signal: AbortSignal) => Promise<unknown>,
  env: BulkEnvironment,
  options: BulkOptions = {},
): Promise<{ rows: BulkRow[]; outcome: BulkOutcome }> => {
  const limit = options.limit ?? BULK_LIMIT;
  const concurrency = Math.max(1, options.concurrency ?? BULK_CONCURRENCY);
  const now = env.now ?? Date.now;
  const controller = new AbortController();
  const outer = options.signal;
  const onAbort = () => controller.abort();
  if (outer?.aborted) controller.abort();
  else outer?.addEventListener('abort', onAbort);
  const signal = controller.signal;

  let rows = initialRows(tasks, limit);
  const set = (index: number, row: Partial<BulkRow>) => {
    rows = rows.map((current, at) =>
      at === index ? ({ key: current.key, label: current.label, ...row } as BulkRow) : current,
    );
    env.onChange(rows);
  };
  env.onChange(rows);

  const queue = rows.flatMap((row, index) => (row.state === 'waiting' ? [index] : []));
  let sessionEnded = false;
  let pausedUntil = 0;

  const worker = async () => {
    for (;;) {
      if (signal.aborted || sessionEnded) return;
      const index = queue.shift();
      if (index === undefined) return;
      for (let attempt = 0; ; attempt += 1) {
        const pause = pausedUntil - now();
        if (pause > 0) {
          set(index, { state: 'waiting', message: 'app.bulk.throttled', args: { seconds: Math.ceil(pause / 1000) } });
          await env.sleep(pause, signal);
          if (signal.aborted || sessionEnded) return;
        }
        set(index, { state: 'running' });
        try {
          await run(tasks[index].item, signal);
          set(index, { state: 'done' });
          break;
        } catch (error) {
          if (signal.aborted) {
            set(index, { state: 'skipped', message: 'app.bulk.cancelled' });
            return;
          }
          if (env.sessionEnded(error)) {
            sessionEnded = true;
            controller.abort();
            return;
          }
          const seconds = env.retryAfter(error);
          if (seconds !== null && seconds <= BULK_MAX_WAIT_S && attempt < BULK_THROTTLE_RETRIES) {
            // One wait for every row: the server throttles the person, not the row.
            pausedUntil = Math.max(pausedUntil, now() + Math.max(1, seconds) * 1000);
            continue;
          }
          set(index, { state: 'failed', message: 'app.bulk.failed', args: { message: env.messageOf(error) } });
          break;
        }
      }
    }
  };

  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  outer?.removeEventListener('abort', onAbort);

  const outcome: BulkOutcome = sessionEnded ? 'session-ended' : signal.aborted ? 'cancelled' : 'finished';
  if (outcome === 'cancelled') {
    rows = rows.map(row =>
      row.state === 'waiting' || row.state === 'running'
        ? { key: row.key, label: row.label, state: 'skipped', message: 'app.bulk.cancelled' }
        : row,
    );
    env.onChange(rows);
  }
  return { rows, outcome };
};
