import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../providers';
import { isSessionEnded } from '../../providers/sessionRule';
import { FIRST_STATS_PAGE, nextStatsPage, statsView } from './statsPaging';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const NO_PAGES = [] as const;

/**
 * Loads Analysis Stats page by page, as TanStack Query's infinite query (statsPaging.ts reads the
 * pages): the first page loads on opening; each "Load More Data" is `fetchNextPage`, asking the
 * link the previous answer's `next` named. Each page that arrives says so: "Data has downloaded
 * successfully" with the pages loaded and in all, "There is no more data to download" when the
 * last page came, and that a `next` on another host is not followed. A failed later page is an "An
 * error occured" toast and keeps every row; a failed first page is the page's error state (Retry
 * asks it again). Nothing is asked again by itself (a 429 says its wait instead); 401, 403 and 502
 * end the session silently, as everywhere (src/providers/sessionRule.ts).
 */
export const useAnalysisStats = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const query = useInfiniteQuery({
    queryKey: ['analysisStatistics'],
    // A number for the first page, then each answer's `next` link itself.
    queryFn: ({ pageParam, signal }) => dataProvider.analysisStatistics(pageParam, { signal }),
    initialPageParam: FIRST_STATS_PAGE as number | string,
    getNextPageParam: nextStatsPage,
    // One request a click, as the page always did: no silent retries, no rereading every loaded
    // page when the window regains focus. Leaving the page forgets the pages: coming back starts
    // at the first page again.
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const { data, error, isFetchNextPageError, fetchNextPage, hasNextPage, isFetching, refetch } = query;
  const pages = data?.pages ?? NO_PAGES;
  const view = useMemo(() => statsView(pages), [pages]);

  // Each page that arrives says what it brought (the first only when its next is not followed).
  const announced = useRef(0);
  useEffect(() => {
    if (view.loaded <= announced.current) {
      announced.current = view.loaded;
      return;
    }
    announced.current = view.loaded;
    const { outcome, loaded, totalPages } = view;
    if (outcome.kind === 'elsewhere') notify('app.analysisStats.next_elsewhere', { type: 'warning' });
    else if (loaded > 1 && outcome.kind === 'end') notify('app.analysisStats.no_more_data', { type: 'info' });
    else if (loaded > 1) {
      notify(totalPages ? 'app.analysisStats.downloaded_of' : 'app.analysisStats.downloaded', {
        type: 'success',
        messageArgs: { current: loaded, total: totalPages },
      });
    }
  }, [view, notify]);

  // A later page that failed: a toast, the rows stay. A call that ended the session says nothing:
  // the app is on its way to /login.
  useEffect(() => {
    if (isFetchNextPageError && error && !isSessionEnded(error)) notify(messageOf(error), { type: 'error' });
  }, [isFetchNextPageError, error, notify]);

  const loadMore = useCallback(() => {
    if (isFetching) return;
    if (!hasNextPage) {
      notify('app.analysisStats.no_more_data', { type: 'info' });
      return;
    }
    void fetchNextPage();
  }, [isFetching, hasNextPage, fetchNextPage, notify]);

  const retry = useCallback(() => void refetch(), [refetch]);

  const firstFailed = !data && !!error && !isFetching && !isSessionEnded(error);
  return {
    ...view,
    /** The first page is on its way (or its call ended the session: the app leaves the page). */
    loadingFirst: !data && !firstFailed,
    /** A page is on its way ("Load More Data", or the app bar's refresh reading the loaded pages again). */
    busy: isFetching,
    /** A `next` to follow: "Load More Data" is offered. */
    more: view.outcome.kind === 'more',
    /** The first page failed: its reason, shown with Retry. */
    failure: firstFailed ? messageOf(error) : null,
    loadMore,
    retry,
  };
};
