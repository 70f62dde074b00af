import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { DataProviderContext } from 'react-admin';
import type { AppDataProvider } from '../../providers';
import { isSessionEnded } from '../../providers/sessionRule';
import { retryAfterOf } from '../../providers/throttle';
import { countRows, runBulk, type BulkCounts, type BulkOutcome, type BulkRow, type BulkTask } from '../../lib/bulkRun';

const messageOf = (error: unknown): string => {
  const { message } = (error ?? {}) as { message?: unknown };
  return typeof message === 'string' && message ? message : String(error);
};

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>(resolve => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

export interface BulkRunner<T> {
  rows: BulkRow[];
  running: boolean;
  counts: BulkCounts;
  /** How the last run ended, once it has. */
  outcome: BulkOutcome | null;
  start: (
    tasks: BulkTask<T>[],
    run: (item: T, dataProvider: AppDataProvider, signal: AbortSignal) => Promise<unknown>,
    onFinished?: (rows: BulkRow[], outcome: BulkOutcome) => void,
  ) => void;
  cancel: () => void;
  reset: () => void;
}

/**
 * A bulk action's state for a screen (src/lib/bulkRun.ts does the work): the rows with their
 * outcome as they change, whether it runs, and the counts. A call that ended the session stops the
 * run and clears nothing: the app is on its way to /login, and no row says it was done. Leaving the
 * screen cancels what was not sent yet.
 */
export const useBulkRun = <T>(): BulkRunner<T> => {
  const dataProvider = useContext(DataProviderContext) as AppDataProvider;
  const [rows, setRows] = useState<BulkRow[]>([]);
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const controller = useRef<AbortController | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      controller.current?.abort();
    };
  }, []);

  const start = useCallback<BulkRunner<T>['start']>(
    (tasks, run, onFinished) => {
      if (controller.current) return;
      const current = new AbortController();
      controller.current = current;
      setRunning(true);
      setOutcome(null);
      void runBulk(
        tasks,
        (item, signal) => run(item, dataProvider, signal),
        {
          onChange: next => mounted.current && setRows(next),
          sessionEnded: isSessionEnded,
          retryAfter: retryAfterOf,
          messageOf,
          sleep,
        },
        { signal: current.signal },
      ).then(result => {
        controller.current = null;
        if (!mounted.current) return;
        setRunning(false);
        setOutcome(result.outcome);
        onFinished?.(result.rows, result.outcome);
      });
    },
    [dataProvider],
  );
  const cancel = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => {
    if (controller.current) return;
    setRows([]);
    setOutcome(null);
  }, []);
  const counts = useMemo(() => countRows(rows), [rows]);
  return { rows, running, counts, outcome, start, cancel, reset };
};
