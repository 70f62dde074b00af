import { useContext, useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { DataProviderContext, useStoreContext } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { asListPage, firstPageParams, type ListDefaults, type StoredListParams } from '../lib/firstPage';
import { tokenStorage } from '../providers/http';
import { SIDE_READ } from '../providers/sessionRule';
import { retryQuery } from './queryClient';

export interface PrefetchableList {
  /** The resource, whose list route is `/<name>`. */
  name: string;
  listDefaults: ListDefaults;
}

/**
 * docs/performance.md: on a list's address, the first page is asked for as soon as the signed-in
 * app starts, while the session check, the access check, the layout and the list still render.
 * The request goes into react-query under the key the list's own `useGetList` uses
 * (`lib/firstPage.ts`), so the list finds it in flight or answered and asks nothing itself.
 * Only with a session, and once, for the page the app opened on. It is a read on the side
 * (src/providers/sessionRule.ts): a refusal (a user the list is not for, one who must sign up
 * first) must not end the session here; such a user is sent elsewhere before any list mounts,
 * and the answer is dropped. The `meta` marking it stays out of the cache key, which is the list's.
 *
 * A failure that will not be asked again (a 404, a throttle whose retries are spent) is held until
 * the list observes the query (`failedWhenObserved`): given to the cache at once, it would be asked
 * for again by the list, whose query react-admin enables only after its own access check, and an
 * errored query without data is fetched when enabled. The list would ask twice and draw the error,
 * then loading rows, then the error again.
 */
/** How long a failure waits for its list: a list mounted later asks again, as for a page that old (AppList). */
export const FIRST_MOUNT_MS = 10_000;

/**
 * Rejects with `error` once the query `queryKey` has an enabled observer (react-query's `isActive`),
 * at most FIRST_MOUNT_MS from now, or when the fetch is cancelled: the list's enabled query then
 * finds the fetch still running and takes its failure instead of asking again.
 */
const failedWhenObserved = (queryClient: QueryClient, queryKey: QueryKey, error: unknown, signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    const cache = queryClient.getQueryCache();
    const fail = () => {
      unsubscribe();
      window.clearTimeout(timer);
      signal.removeEventListener('abort', fail);
      reject(error);
    };
    const unsubscribe = cache.subscribe(() => {
      if (cache.find({ queryKey, exact: true })?.isActive()) fail();
    });
    const timer = window.setTimeout(fail, FIRST_MOUNT_MS);
    signal.addEventListener('abort', fail);
    if (cache.find({ queryKey, exact: true })?.isActive()) fail();
  });

export const FirstPagePrefetch = ({ lists }: { lists: PrefetchableList[] }) => {
  const { pathname, search } = useLocation();
  const list = lists.find(item => pathname === `/${item.name}`);
  const store = useStoreContext();
  const queryClient = useQueryClient();
  const dataProvider = useContext(DataProviderContext);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!list || !dataProvider || !tokenStorage.get()) return;
    const stored = store.getItem<StoredListParams>(`${list.name}.listParams`);
    const params = firstPageParams(search, stored, list.listDefaults);
    const queryKey = [list.name, 'getList', { ...params, meta: undefined }];
    let failures = 0;
    void queryClient.prefetchQuery({
      queryKey,
      queryFn: ({ signal }) =>
        dataProvider
          .getList(list.name, { ...params, ...SIDE_READ })
          .then(asListPage)
          .catch((error: unknown) => {
            // Asked again by react-query's retry: its wait and its message are the list's to show.
            if (retryQuery(failures++, error)) throw error;
            return failedWhenObserved(queryClient, queryKey, error, signal);
          }),
    });
  }, [list, search, store, queryClient, dataProvider]);
  return null;
};
