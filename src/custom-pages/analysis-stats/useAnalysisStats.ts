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
 * last page came, "There has been an error. Please refresh and try again." for a `next` without
 * a page. A failed later page is an "An error occured" toast and keeps every row; 401, 403 and 502
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
    async (page: number, announce: boolean) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      dispatch({ type: 'request', page });
      try {
        const answer = await dataProvider.analysisStatistics(page, { signal: abort.signal });
        if (abort.signal.aborted) return;
        const after = dispatch({ type: 'loaded', page, answer });
        const outcome = loadOutcome(answer);
        if (outcome.kind === 'broken') notify('app.analysisStats.paging_error', { type: 'error' });
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
    const { next, loading } = current.current;
    if (loading !== null) return;
    if (!next) {
      notify('app.analysisStats.no_more_data', { type: 'info' });
      return;
    }
    void load(next, true);
  }, [load, notify]);

  const retry = useCallback(() => void load(1, false), [load]);

  return { state, loadMore, retry };
};
