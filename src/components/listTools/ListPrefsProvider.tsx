import { useMemo, type ReactNode } from 'react';
import { StoreContextProvider, useGetIdentity, useNotify, useStoreContext } from 'react-admin';
import { createPrefsStore } from '../../lib/listPrefs';

/**
 * Gives the list inside it the per-user, validated preference store (src/lib/listPrefs.ts): the
 * column chooser and the saved queries read and write there; every other key goes to react-admin's
 * store. A malformed stored entry is dropped and the user told so, once, in a warning.
 */
export const ListPrefsProvider = ({ children }: { children: ReactNode }) => {
  const parent = useStoreContext();
  const { identity, isPending } = useGetIdentity();
  const notify = useNotify();
  const userId = identity?.id;
  const store = useMemo(
    () =>
      userId === undefined
        ? parent
        : createPrefsStore(parent, {
            userId,
            onDropped: () => notify('app.listTools.prefs_dropped', { type: 'warning' }),
          }),
    [parent, userId, notify],
  );
  // The identity is fetched once a session and cached: this waits only on a cold start.
  if (isPending && userId === undefined) return null;
  return <StoreContextProvider value={store}>{children}</StoreContextProvider>;
};
