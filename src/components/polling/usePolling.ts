import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useListContext, useStore, type GetListResult, type RaRecord } from 'react-admin';
import {
  canPollIncrementally,
  ledgerAfterFailure,
  ledgerAfterFull,
  ledgerAfterIncremental,
  mergePage,
  NEW_LEDGER,
  nextPollKind,
  pollDelay,
  pollDoubt,
  pollPageSize,
  pollTimestamp,
  reconcilePage,
  type PollLedger,
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
 * merges them by id; every 4th poll, after a failure, and at once when an answer cannot be right
 * (lib/polling pollDoubt) it loads the page in full instead, so that whatever the server takes
 * `timestamp` to mean, new rows show within 2 minutes. On other pages or sorts every poll loads the
 * page in full. Either way the result is written into react-query's cache under the key of
 * react-admin's useGetList (no loading state, the selection untouched), keeping the objects of
 * unchanged rows, and nothing is written when nothing changed, so no row re-renders. A failure
 * keeps the rows, shows as `failing` and backs off with jitter until a poll succeeds.
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
  const ledger = useRef<PollLedger>(NEW_LEDGER);
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
    const queryKey = [
      resource,
      'getList',
      { pagination: { page, perPage }, sort, filter: filterValues, meta: undefined },
    ];
    const shown = queryClient.getQueryData<Page>(queryKey);
    if (!shown) return 'skipped';
    running.current = true;
    // The next poll is due an interval after this one starts, however long its answers take, so
    // that 4 polls stay within 2 minutes; a failure's backoff counts from the failure.
    lastRun.current = Date.now();
    /** The page's own query, reconciled over the page as it is when the answer comes. */
    const loadPage = async (): Promise<{ current: Page; next?: Page }> => {
      const fresh = await dataProvider.getList(resource, { pagination: { page, perPage }, sort, filter: filterValues });
      ledger.current = ledgerAfterFull(ledger.current);
      const current = queryClient.getQueryData<Page>(queryKey) ?? shown;
      const reconciled = reconcilePage(current.data as Row[], fresh.data as Row[]);
      if (!reconciled.changed && fresh.total === current.total) return { current };
      return {
        current,
        next: { ...current, total: fresh.total, pageInfo: fresh.pageInfo, data: reconciled.data as RaRecord[] },
      };
    };
    try {
      const incremental = canPollIncrementally(page, sort, rules) && nextPollKind(ledger.current) === 'incremental';
      const since = incremental ? pollTimestamp(shown.data as Row[], rules) : undefined;
      let result: { current: Page; next?: Page };
      if (since !== undefined) {
        const polled = await dataProvider.getList(resource, {
          pagination: { page: 1, perPage: pollPageSize(perPage) },
          sort,
          filter: { ...filterValues, timestamp: since },
        });
        const asked = { key: JSON.stringify([resource, perPage, sort, filterValues]), since };
        const doubt = pollDoubt(shown.data as Row[], polled, asked, rules, ledger.current.last);
        ledger.current = ledgerAfterIncremental(ledger.current, { ...asked, total: polled.total });
        if (doubt) {
          result = await loadPage();
        } else {
          // The page as it is when the answer comes (a reload may have replaced it meanwhile).
          const current = queryClient.getQueryData<Page>(queryKey) ?? shown;
          const merged = mergePage(current.data as Row[], polled.data as Row[], { sort, perPage });
          const total = current.total === undefined ? undefined : current.total + merged.added;
          result = {
            current,
            next: merged.changed ? { ...current, data: merged.data as RaRecord[], total } : undefined,
          };
        }
      } else {
        result = await loadPage();
      }
      setFailures(0);
      const { current, next } = result;
      // A reload of this very page is on its way with rows at least as fresh: let it win.
      if (!next || queryClient.isFetching({ queryKey, exact: true })) return 'unchanged';
      queryClient.setQueryData<Page>(queryKey, next);
      setLastUpdate(updateOf(current.data, next.data));
      return 'updated';
    } catch {
      ledger.current = ledgerAfterFailure(ledger.current);
      lastRun.current = Date.now();
      setFailures(count => count + 1);
      return 'failed';
    } finally {
      running.current = false;
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
