import { useCallback, useContext, useEffect, useReducer, useRef } from 'react';
import { DataProviderContext, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../providers';
import { isSessionEnded } from '../../providers/sessionRule';
import { initialStatsState, loadOutcome, statsReducer, type StatsAction, type StatsState } from './statsPaging';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Loads Analysis Stats page by page (statsPaging.ts). The first page loads on mount; each "Load
 * More Data" asks for the page read from the previous `next`, and says so: "Data has downloaded
 * successfully" with the pages loaded and in all, "There is no more data to download" when the
 * last page came, and that a `next` on another host is not followed. A failed later page is an "An error occured" toast and keeps every row; 401, 403 and 502
 * end the session silently, as everywhere (src/providers/sessionRule.ts).
 */
export const useAnalysisStats = () => {
  const dataProvider = useContext(DataProviderContext) as AppDataProvider;
  const notify = useNotify();
  const [state, dispatchState] = useReducer(statsReducer, initialStatsState);
  const current = useRef<StatsState>(initialStatsState);
  const controller = useRef<AbortController | null>(null);

  const dispatch = useCallback((action: StatsAction) => {
    current.current = statsReducer(current.current, action);
    dispatchState(action);
    return current.current;
  }, []);

  const load = useCallback(
    /** Page number `page`: the first by number, the others by the previous answer's `next` link (`from`). */
    async (page: number, announce: boolean, from?: string) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      dispatch({ type: 'request', page });
      try {
        const answer = await dataProvider.analysisStatistics(from ?? page, { signal: abort.signal });
        if (abort.signal.aborted) return;
        const after = dispatch({ type: 'loaded', page, answer });
        const outcome = loadOutcome(answer);
        if (outcome.kind === 'elsewhere') notify('app.analysisStats.next_elsewhere', { type: 'warning' });
        else if (announce && outcome.kind === 'end') notify('app.analysisStats.no_more_data', { type: 'info' });
        else if (announce) {
          notify(after.totalPages ? 'app.analysisStats.downloaded_of' : 'app.analysisStats.downloaded', {
            type: 'success',
            messageArgs: { current: after.loaded, total: after.totalPages },
          });
        }
      } catch (error) {
        // A call that ended the session says nothing: the app is on its way to /login.
        if (abort.signal.aborted || isSessionEnded(error)) return;
        dispatch({ type: 'failed', page, message: messageOf(error) });
        if (page > 1) notify(messageOf(error), { type: 'error' });
      }
    },
    [dataProvider, dispatch, notify],
  );

  useEffect(() => {
    void load(1, false);
    return () => controller.current?.abort();
  }, [load]);

  const loadMore = useCallback(() => {
    const { next, nextLink, loading } = current.current;
    if (loading !== null) return;
    if (!next || !nextLink) {
      notify('app.analysisStats.no_more_data', { type: 'info' });
      return;
    }
    void load(next, true, nextLink);
  }, [load, notify]);

  const retry = useCallback(() => void load(1, false), [load]);

  return { state, loadMore, retry };
};
