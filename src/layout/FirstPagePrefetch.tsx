import { useContext, useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { DataProviderContext, useStoreContext } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { asListPage, firstPageParams, type ListDefaults, type StoredListParams } from '../lib/firstPage';
import { tokenStorage } from '../providers/http';
import { isSessionKept, SIDE_READ } from '../providers/sessionRule';
import { retryQuery } from './queryClient';

export interface PrefetchableList {
  /** The resource, whose list route is `/<name>`. */
  name: string;
  listDefaults: ListDefaults;
}

/** How long a failure waits for its list: a list mounted later asks again, as for a page that old (AppList). */
export const FIRST_MOUNT_MS = 10_000;

/**
 * Whether the query `queryKey` has an enabled observer (react-query's `isActive`): true as soon as it
 * has, false after FIRST_MOUNT_MS or when the fetch is cancelled.
 */
const whenObserved = (queryClient: QueryClient, queryKey: QueryKey, signal: AbortSignal) =>
  new Promise<boolean>(resolve => {
    const cache = queryClient.getQueryCache();
    const observed = () => !!cache.find({ queryKey, exact: true })?.isActive();
    const settle = (outcome: boolean) => {
      unsubscribe();
      window.clearTimeout(timer);
      signal.removeEventListener('abort', cancelled);
      resolve(outcome);
    };
    const cancelled = () => settle(false);
    const unsubscribe = cache.subscribe(() => {
      if (observed()) settle(true);
    });
    const timer = window.setTimeout(cancelled, FIRST_MOUNT_MS);
    signal.addEventListener('abort', cancelled);
    if (observed()) settle(true);
  });

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
 * the list observes the query (`whenObserved`): given to the cache at once, it would be asked for
 * again by the list, whose query react-admin enables only after its own access check, and an
 * errored query without data is fetched when enabled. The list would ask twice and draw the error,
 * then loading rows, then the error again. A status that ends a session (401, 403, 502), which this
 * read on the side keeps, is asked for again then as the list's own read: the session ends
 * silently, as it would had the list asked first (seen by the list, the kept error was toasted).
 */
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
          .catch(async (error: unknown) => {
            // Asked again by react-query's retry: its wait and its message are the list's to show.
            if (retryQuery(failures++, error)) throw error;
            const observed = await whenObserved(queryClient, queryKey, signal);
            // The list is this person's (its access check passed): a status that ends a session
            // ends it, silently, when asked as the list asks (its own read, not one on the side).
            if (observed && isSessionKept(error))
              return dataProvider.getList(list.name, { ...params, signal }).then(asListPage);
            throw error;
          }),
    });
  }, [list, search, store, queryClient, dataProvider]);
  return null;
};
