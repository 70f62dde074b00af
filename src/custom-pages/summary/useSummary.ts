import { useEffect } from 'react';
import { useQuery, type Query } from '@tanstack/react-query';
import { useDataProvider, useNotify, useStore } from 'react-admin';
import { usePageVisible } from '../../components/polling';
import {
  rangeSearch,
  rangeWindow,
  summaryRefreshDelay,
  windowQuery,
  type SummaryRange,
  type SummaryWindowMs,
} from '../../lib/summaryRange';
import type { AppDataProvider, SeriesRow, SeriesSource, VendorStatsRow } from '../../providers';

/** An answer with the window it was asked for (the last day slides with every refresh). */
export interface Windowed<T> {
  window: SummaryWindowMs;
  rows: T[];
  /** A chart's: where its numbers come from (the chart endpoint, or counted from the list). */
  source?: SeriesSource;
}

type Loaded<T> = Omit<Windowed<T>, 'window'>;

/**
 * The refresh of the Summary (docs/product.md#summary): every 60 s while the tab is shown and the user has not
 * paused it (the pause is remembered, as the lists' is); after failures it waits longer, up to 5 minutes.
 */
export const useSummaryRefresh = () => {
  const [paused, setPaused] = useStore<boolean>('summary.polling.paused', false);
  const visible = usePageVisible();
  return { paused, active: visible && !paused, toggle: () => setPaused(!paused) };
};

const useWindowed = <T>(
  name: string,
  range: SummaryRange | undefined,
  active: boolean,
  load: (
    dataProvider: AppDataProvider,
    query: ReturnType<typeof windowQuery>,
    signal: AbortSignal,
  ) => Promise<Loaded<T>>,
) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const result = useQuery({
    queryKey: ['summary', name, range ? rangeSearch(range) : 'invalid'],
    queryFn: async ({ signal }): Promise<Windowed<T>> => {
      const window = rangeWindow(range!, Date.now());
      return { window, ...(await load(dataProvider, windowQuery(window), signal)) };
    },
    enabled: !!range,
    retry: false,
    refetchInterval: (query: Query<Windowed<T>, Error, Windowed<T>, readonly unknown[]>) =>
      active ? summaryRefreshDelay(query.state.fetchFailureCount) : false,
    // A refresh that fails keeps the numbers shown; only a first load that fails says so.
    refetchOnWindowFocus: false,
  });
  const { error, data } = result;
  useEffect(() => {
    // One toast a failure of a first load ("An error occured: ..."); 401, 403 and 502 end the session instead.
    if (error && !data) notify(error instanceof Error ? error.message : String(error), { type: 'error' });
  }, [error, data, notify]);
  return result;
};

export const useSummaryData = (range: SummaryRange | undefined, active: boolean) => ({
  applications: useWindowed<SeriesRow>('applications', range, active, (dp, query, signal) =>
    dp.applicationSeries(query, { signal }),
  ),
  crawlers: useWindowed<SeriesRow>('crawlers', range, active, (dp, query, signal) =>
    dp.crawlerSeries(query, { signal }),
  ),
  stats: useWindowed<VendorStatsRow>('stats', range, active, async (dp, query, signal) => ({
    rows: await dp.vendorStats(query, { signal }),
  })),
});
