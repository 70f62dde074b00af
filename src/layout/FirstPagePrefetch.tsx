import { useContext, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DataProviderContext, useStoreContext } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { asListPage, firstPageParams, type ListDefaults, type StoredListParams } from '../lib/firstPage';
import { tokenStorage } from '../providers/http';
import { SIDE_READ } from '../providers/sessionRule';

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
    void queryClient.prefetchQuery({
      queryKey: [list.name, 'getList', { ...params, meta: undefined }],
      queryFn: () => dataProvider.getList(list.name, { ...params, ...SIDE_READ }).then(asListPage),
    });
  }, [list, search, store, queryClient, dataProvider]);
  return null;
};
