import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
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
import { addMarks, diffRows, nextExpiry, NO_MARKS, pruneMarks, type RowMarks } from '../../lib/rowMarks';
import { usePublishLiveRows } from './LiveRows';

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

/**
 * Whether the person is reading the list lower down, so that rows put on top would push what they
 * read: the page is scrolled, a row is selected, or the focus is in the rows.
 */
const readingBelow = (selected: number): boolean =>
  selected > 0 || window.scrollY > 0 || !!document.activeElement?.closest('tbody, [data-live-rows]');

export interface PollingState {
  paused: boolean;
  /** The last poll failed; the next one waits longer (backoff) and the rows stay as they were. */
  failing: boolean;
  toggle: () => void;
  /** The last poll that changed the rows on screen, if any did. */
  lastUpdate: PollUpdate | null;
  /** The rows polls added or changed in the last minute (lib/rowMarks). */
  marks: RowMarks;
  /** New rows held back while the person reads lower down (shown by `reveal`). */
  held: number;
  /** Shows the held rows and scrolls to the top of the page. */
  reveal: () => void;
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
  const [marks, setMarks] = useState<RowMarks>(NO_MARKS);
  const [held, setHeld] = useState(0);
  /** The page a poll brought while the person read lower down, under the query key it belongs to. */
  const heldPage = useRef<{ queryKey: unknown[]; page: Page } | null>(null);
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
      if (queryClient.isFetching({ queryKey, exact: true })) return 'unchanged';
      if (!next) {
        // The page is as the server has it: rows held before are gone from it.
        heldPage.current = null;
        setHeld(0);
        return 'unchanged';
      }
      const diff = diffRows(current.data, next.data, rules.ticking);
      const now = Date.now();
      if (diff.added.length && readingBelow(latest.current.selectedIds?.length ?? 0)) {
        // New rows would push what the person reads: only the changed rows change, the new ones wait.
        heldPage.current = { queryKey, page: next };
        setHeld(diff.added.length);
        const fresh = new Map(next.data.map(row => [String(row.id), row]));
        const data = current.data.map(row => fresh.get(String(row.id)) ?? row);
        if (data.some((row, index) => row !== current.data[index]))
          queryClient.setQueryData<Page>(queryKey, { ...current, data });
        if (diff.changed.length) {
          setMarks(shown => addMarks(shown, { added: [], changed: diff.changed }, now));
          setLastUpdate({ at: new Date(now), added: 0, changed: diff.changed.length });
        }
        return 'updated';
      }
      heldPage.current = null;
      setHeld(0);
      queryClient.setQueryData<Page>(queryKey, next);
      setMarks(shown => addMarks(shown, diff, now));
      setLastUpdate({ at: new Date(now), added: diff.added.length, changed: diff.changed.length });
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

  // Marks expire a minute after their poll.
  useEffect(() => {
    const expiry = nextExpiry(marks);
    if (expiry === undefined) return;
    const timer = setTimeout(() => setMarks(shown => pruneMarks(shown, Date.now())), Math.max(0, expiry - Date.now()));
    return () => clearTimeout(timer);
  }, [marks]);

  // Held rows belong to the page, sort and filters they were polled for: another page drops them.
  const { resource, page, perPage, sort, filterValues } = list;
  const listKey = JSON.stringify([resource, page, perPage, sort, filterValues]);
  useEffect(() => {
    heldPage.current = null;
    setHeld(0);
  }, [listKey]);

  const reveal = useCallback(() => {
    const kept = heldPage.current;
    heldPage.current = null;
    setHeld(0);
    if (!kept) return;
    const { queryKey } = kept;
    const current = queryClient.getQueryData<Page>(queryKey);
    if (!current) return;
    const diff = diffRows(current.data, kept.page.data, rules.ticking);
    queryClient.setQueryData<Page>(queryKey, kept.page);
    setMarks(shown => addMarks(shown, diff, Date.now()));
    window.scrollTo?.({ top: 0 });
  }, [queryClient, rules]);

  // The table below the toolbar shows the marks (LiveRows): published before the browser paints.
  const publish = usePublishLiveRows();
  useLayoutEffect(() => {
    publish?.({ marks, held, reveal });
  }, [publish, marks, held, reveal]);
  useLayoutEffect(() => () => publish?.(null), [publish]);

  return { paused, failing: failures > 0, toggle, lastUpdate, poll, marks, held, reveal };
};
