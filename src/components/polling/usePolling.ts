import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useListContext, useStore, type GetListResult, type RaRecord } from 'react-admin';
import {
  canPollIncrementally,
  mergePage,
  pollDelay,
  pollPageSize,
  pollTimestamp,
  reconcilePage,
  type PollRules,
  type Row,
} from '../../lib/polling';

/** Whether the tab is shown; polling stops while it is hidden. */
export const usePageVisible = (): boolean => {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
};

export type PollOutcome = 'updated' | 'unchanged' | 'skipped' | 'failed';

/** What the last poll that changed the page brought: told to screen readers by PollingStatus. */
export interface PollUpdate {
  at: Date;
  /** Rows on the page that were not on it before. */
  added: number;
  /** Rows still on the page whose values changed. */
  changed: number;
}

/** How `next` differs from `before`, row by row (an unchanged row keeps its object). */
const updateOf = (before: readonly RaRecord[], next: readonly RaRecord[]): PollUpdate => {
  const previous = new Map(before.map(row => [String(row.id), row]));
  let added = 0;
  let changed = 0;
  for (const row of next) {
    const old = previous.get(String(row.id));
    if (!old) added++;
    else if (old !== row) changed++;
  }
  return { at: new Date(), added, changed };
};

export interface PollingState {
  paused: boolean;
  /** The last poll failed; the next one waits longer (backoff) and the rows stay as they were. */
  failing: boolean;
  toggle: () => void;
  /** The last poll that changed the rows on screen, if any did. */
  lastUpdate: PollUpdate | null;
  /** One poll now, as the timer runs it. */
  poll: () => Promise<PollOutcome>;
}

type Page = GetListResult<RaRecord>;

/**
 * Polls the list of the surrounding ListContext (docs/product.md, decision 7): every 30 s while the tab is visible
 * and not paused, skipped while the list or a previous poll is loading. On page 1 sorted newest
 * first it asks only for rows at or after the oldest unfinished row (else the newest row) and
 * merges them by id; on other pages or sorts it reloads the page. Either way the result is
 * written into react-query's cache under the key of react-admin's useGetList, keeping the
 * objects of unchanged rows, and nothing is written when nothing changed, so no row re-renders.
 * A failure keeps the rows, shows as `failing` and backs off with jitter until a poll succeeds.
 */
export const usePolling = (rules: PollRules): PollingState => {
  const list = useListContext();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const [paused, setPaused] = useStore<boolean>(`${list.resource}.polling.paused`, false);
  const visible = usePageVisible();
  const [failures, setFailures] = useState(0);
  const [round, setRound] = useState(0);
  const [lastUpdate, setLastUpdate] = useState<PollUpdate | null>(null);
  const running = useRef(false);
  const lastRun = useRef(0);
  const latest = useRef(list);

  useEffect(() => {
    latest.current = list;
  });

  useEffect(() => {
    lastRun.current = Date.now();
  }, []);

  const poll = useCallback(async (): Promise<PollOutcome> => {
    const { resource, page, perPage, sort, filterValues, isFetching, isPending } = latest.current;
    if (running.current || isFetching || isPending) return 'skipped';
    const queryKey = [resource, 'getList', { pagination: { page, perPage }, sort, filter: filterValues, meta: undefined }];
    const shown = queryClient.getQueryData<Page>(queryKey);
    if (!shown) return 'skipped';
    running.current = true;
    try {
      const since = canPollIncrementally(page, sort, rules) ? pollTimestamp(shown.data as Row[], rules) : undefined;
      let next: Page | undefined;
      // The page as it is when the answer comes (a reload may have replaced it meanwhile).
      let current = shown;
      if (since !== undefined) {
        const polled = await dataProvider.getList(resource, {
          pagination: { page: 1, perPage: pollPageSize(perPage) },
          sort,
          filter: { ...filterValues, timestamp: since },
        });
        current = queryClient.getQueryData<Page>(queryKey) ?? shown;
        const merged = mergePage(current.data as Row[], polled.data as Row[], { sort, perPage });
        if (merged.changed) {
          const total = current.total === undefined ? undefined : current.total + merged.added;
          next = { ...current, data: merged.data as RaRecord[], total };
        }
      } else {
        const fresh = await dataProvider.getList(resource, { pagination: { page, perPage }, sort, filter: filterValues });
        current = queryClient.getQueryData<Page>(queryKey) ?? shown;
        const reconciled = reconcilePage(current.data as Row[], fresh.data as Row[]);
        if (reconciled.changed || fresh.total !== current.total) {
          next = { ...current, total: fresh.total, pageInfo: fresh.pageInfo, data: reconciled.data as RaRecord[] };
        }
      }
      setFailures(0);
      // A reload of this very page is on its way with rows at least as fresh: let it win.
      if (!next || queryClient.isFetching({ queryKey, exact: true })) return 'unchanged';
      queryClient.setQueryData<Page>(queryKey, next);
      setLastUpdate(updateOf(current.data, next.data));
      return 'updated';
    } catch {
      setFailures(count => count + 1);
      return 'failed';
    } finally {
      running.current = false;
      lastRun.current = Date.now();
    }
  }, [dataProvider, queryClient, rules]);

  const active = !paused && visible;
  useEffect(() => {
    if (!active) return;
    // Resuming or coming back to the tab after a full interval polls at once.
    const wait = Math.max(0, lastRun.current + pollDelay(failures) - Date.now());
    const timer = setTimeout(() => {
      lastRun.current = Date.now();
      void poll().finally(() => setRound(value => value + 1));
    }, wait);
    return () => clearTimeout(timer);
  }, [active, failures, round, poll]);

  const toggle = useCallback(() => setPaused(!paused), [paused, setPaused]);

  return { paused, failing: failures > 0, toggle, lastUpdate, poll };
};
