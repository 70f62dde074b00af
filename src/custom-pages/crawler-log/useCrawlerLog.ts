import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { mergeEntries } from '../../lib/crawlerLog';
import { isAbort } from '../../lib/exportPages';
import { CrawlerLogPagingError, type AppDataProvider, type CrawlerLogEntry } from '../../providers';

export type LogProblem = { kind: 'not_found' } | { kind: 'next_elsewhere' } | { kind: 'failed'; message: string };

export interface CrawlerLogState {
  entries: CrawlerLogEntry[];
  loading: boolean;
  loaded: number;
  total: number | null;
  problem: LogProblem | null;
  refreshing: boolean;
  refreshProblem: string | null;
}

const INITIAL: CrawlerLogState = {
  entries: [],
  loading: true,
  loaded: 0,
  total: null,
  problem: null,
  refreshing: false,
  refreshProblem: null,
};

const statusOf = (error: unknown): number | undefined =>
  error && typeof error === 'object' && typeof (error as { status?: unknown }).status === 'number'
    ? (error as { status: number }).status
    : undefined;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const problemOf = (error: unknown): LogProblem => {
  if (error instanceof CrawlerLogPagingError) return { kind: 'next_elsewhere' };
  if (statusOf(error) === 404) return { kind: 'not_found' };
  return { kind: 'failed', message: messageOf(error) };
};

/**
 * The whole log of one crawler, page after page: the lines show as their pages arrive (with the
 * progress), and a failure keeps what was loaded. `refresh` merges the newest lines by sequence;
 * `reload` loads the whole log again.
 */
export const useCrawlerLog = (uuid: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [state, setState] = useState<CrawlerLogState>(INITIAL);
  const [attempt, setAttempt] = useState(0);
  const refreshing = useRef<AbortController | null>(null);
  // What is on screen, for Refresh to count the new lines it brings.
  const shown = useRef<CrawlerLogEntry[]>([]);
  useEffect(() => {
    shown.current = state.entries;
  }, [state.entries]);

  useEffect(() => {
    const controller = new AbortController();
    setState(INITIAL);
    dataProvider
      .crawlerLog(uuid, {
        signal: controller.signal,
        onPage: ({ loaded, total, entries }) => {
          if (controller.signal.aborted) return;
          setState(previous => ({ ...previous, entries: previous.entries.concat(entries), loaded, total }));
        },
      })
      .then(() => {
        if (!controller.signal.aborted) setState(previous => ({ ...previous, loading: false }));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        setState(previous => ({ ...previous, loading: false, problem: problemOf(error) }));
      });
    return () => {
      controller.abort();
      refreshing.current?.abort();
    };
  }, [dataProvider, uuid, attempt]);

  const refresh = useCallback(async (): Promise<number | null> => {
    refreshing.current?.abort();
    const controller = new AbortController();
    refreshing.current = controller;
    setState(previous => ({ ...previous, refreshing: true, refreshProblem: null }));
    try {
      const fresh = await dataProvider.crawlerLogTail(uuid, { signal: controller.signal });
      // Lines replaced by their refreshed copy keep the count: what grows is what is new.
      const added = mergeEntries(shown.current, fresh).length - shown.current.length;
      setState(previous => {
        const entries = mergeEntries(previous.entries, fresh);
        return { ...previous, entries, loaded: entries.length, refreshing: false };
      });
      return added;
    } catch (error) {
      if (!controller.signal.aborted && !isAbort(error)) {
        setState(previous => ({ ...previous, refreshing: false, refreshProblem: messageOf(error) }));
      }
      return null;
    }
  }, [dataProvider, uuid]);

  const reload = useCallback(() => setAttempt(value => value + 1), []);

  return { ...state, refresh, reload };
};
