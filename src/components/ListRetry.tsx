import { useCallback, useSyncExternalStore } from 'react';
import { Alert, AlertTitle } from '@mui/material';
import { useQueryClient, type QueryCache, type QueryState } from '@tanstack/react-query';
import { useListContext, useTranslate } from 'react-admin';
import { retryAfterOf } from '../providers/throttle';
import { useSecondsLeft } from './throttleClock';

/**
 * A list's first page that failed and is asked again by itself (docs/api.md#conventions: a 429
 * after its `Retry-After`, a 5xx or no answer after 1, 2, 4 s; the QueryClient's retry policy,
 * which AppList gives its lists). Meanwhile the list says what failed and counts the wait down,
 * instead of skeleton rows that read as "coming" for as long as the retries take. Once they are
 * spent, ListError says the failure, and for a 429 the wait that is left.
 */

/** When each failure was first seen here: a wait counts from then (the error carries no clock). */
const seenAt = new WeakMap<object, number>();
export const firstSeen = (error: unknown, now: number = Date.now()): number => {
  if (!error || typeof error !== 'object') return now;
  const at = seenAt.get(error) ?? now;
  seenAt.set(error, at);
  return at;
};

/**
 * react-query's state of the list's own read (its page, sort and filters under react-admin's
 * `[resource, 'getList', {...}]` key) while it is being fetched, retries included, else null; read
 * only while `watching` (the first page is not in yet). react-admin's list context does not carry
 * react-query's `failureReason`. The cache tells every change of every query: the search is
 * a partial key match (no key hashed) and stops at the first query of this resource's lists.
 */
const useListReadState = (watching: boolean, cache: QueryCache): QueryState | null => {
  const { resource, page, perPage, sort, filterValues } = useListContext();
  const subscribe = useCallback(
    (onChange: () => void) => (watching ? cache.subscribe(onChange) : () => undefined),
    [cache, watching],
  );
  const read = () =>
    watching
      ? (cache.find({
          queryKey: [resource, 'getList', { pagination: { page, perPage }, sort, filter: filterValues }],
          exact: false,
          predicate: query => query.state.fetchStatus !== 'idle',
        })?.state ?? null)
      : null;
  return useSyncExternalStore(subscribe, read, read);
};

/**
 * When the read is asked again after `failure`: `delay()` from when this list first saw it, fixed
 * then. The app's policy (layout/queryClient) gives a 429 what is left of the server's wait, counted
 * from its answer, which may have come before the list mounted (the landing list's first page,
 * asked for while the app's scripts load); a back-off counts from when it is seen.
 */
const againAt = new WeakMap<object, number>();
const askedAgainAt = (failure: object, delay: () => number): number => {
  const at = againAt.get(failure) ?? firstSeen(failure) + delay();
  againAt.set(failure, at);
  return at;
};

/** react-query's own back-off, for a client whose `retryDelay` is not a function. */
const defaultDelay = (failureCount: number) => Math.min(1000 * 2 ** failureCount, 30_000);

/**
 * The failure the list's read waits out before it is asked again, and the seconds left (0: not
 * waiting); only while `watching`.
 */
export const useListRetryWait = (watching: boolean): { failure: unknown; seconds: number } => {
  const queryClient = useQueryClient();
  const state = useListReadState(watching, queryClient.getQueryCache());
  const { retryDelay } = queryClient.getDefaultOptions().queries ?? {};
  const failure = state?.fetchFailureReason ?? null;
  let until: number | null = null;
  if (state && failure) {
    // react-query sleeps retryDelay(count before this failure, error) after it.
    const count = Math.max(0, state.fetchFailureCount - 1);
    until = askedAgainAt(failure, () =>
      typeof retryDelay === 'function' ? retryDelay(count, failure as Error) : (retryDelay ?? defaultDelay(count)),
    );
  }
  return { failure, seconds: useSecondsLeft(until) };
};

/**
 * What failed and when it is asked again: "Too many requests: try again in 9 s" for a throttle,
 * else "The list could not be loaded: {message}", with the seconds counting down.
 */
export const ListRetryWait = ({ failure, seconds }: { failure: unknown; seconds: number }) => {
  const translate = useTranslate();
  const throttled = retryAfterOf(failure) !== null;
  const reason = failure instanceof Error ? failure.message : String(failure ?? '');
  return (
    <Alert severity="warning" role="status" sx={{ m: 2 }}>
      <AlertTitle>
        {throttled
          ? translate('app.error.throttled', { seconds })
          : translate('app.list.failed', { message: translate(reason, { _: reason }) })}
      </AlertTitle>
      {translate(throttled ? 'app.list.throttled_retry' : 'app.list.retrying', { seconds })}
    </Alert>
  );
};
