import { useCallback } from 'react';
import { useGetIdentity, useStore } from 'react-admin';

/**
 * The records a person opened last (docs/product.md#palette): the command palette lists them
 * first. Kept in react-admin's store (localStorage), under a key of the person's own, so another
 * person signing in on the same browser never sees them (sign-out empties the store anyway).
 */

export const RECENT_LIMIT = 8;

export interface RecentRecord {
  /** `application:<id>` or `crawler:<uuid>`: one entry a record. */
  key: string;
  kind: 'application' | 'crawler';
  id: string;
  /** Where the record opens. */
  to: string;
  /** What the palette said of it when it was opened there ("Application 12 · Jane Citizen"). */
  detail?: string;
}

/** `recent` with `record` first, the same record's older entry dropped (its detail kept when the new one has none), at most RECENT_LIMIT. */
export const withRecent = (recent: readonly RecentRecord[], record: RecentRecord): RecentRecord[] => {
  const previous = recent.find(entry => entry.key === record.key);
  const merged = {
    ...record,
    ...((record.detail ?? previous?.detail) ? { detail: record.detail ?? previous?.detail } : {}),
  };
  return [merged, ...recent.filter(entry => entry.key !== record.key)].slice(0, RECENT_LIMIT);
};

export const recentStoreKey = (userId: string | number) => `palette.recent.${userId}`;

export const useRecentRecords = (): {
  recent: RecentRecord[];
  remember: (record: RecentRecord) => void;
} => {
  const { identity } = useGetIdentity();
  const key = recentStoreKey(identity?.id ?? 'nobody');
  const [stored, setStored] = useStore<RecentRecord[]>(key, []);
  const recent = Array.isArray(stored) ? stored : [];
  const remember = useCallback(
    (record: RecentRecord) => {
      if (!identity?.id) return;
      setStored(previous => withRecent(Array.isArray(previous) ? previous : [], record));
    },
    [identity?.id, setStored],
  );
  return { recent, remember };
};
