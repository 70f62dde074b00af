import { useCallback, useContext, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { DataProviderContext, useLogoutIfAccessDenied, useNotify } from 'react-admin';
import type { AppDataProvider } from '../providers';
import { SILENT_STATUSES } from '../providers/http';
import { secondsUntil, throttledUntilOf, useCountdownClock } from './SaveThrottle';

/** A toast: a catalogue key and its arguments. */
export interface Notice {
  message: string;
  args?: Record<string, unknown>;
}

export interface HttpLike {
  message: string;
  status?: number;
}

export interface AppAction<T = unknown> {
  /** Names the action, so its own button shows it is running. */
  name: string;
  run: (dataProvider: AppDataProvider) => Promise<T>;
  success?: Notice;
  /** The product's failure message; without it the server's message is an "An error occured" toast. */
  failure?: (error: HttpLike) => Notice | undefined;
  /**
   * Statuses this call gives a meaning of its own, so they do not end the session: a 401 on a
   * PDF reprint means the HTML does not exist yet (docs/product.md#application-view).
   */
  ownStatuses?: readonly number[];
  // Method syntax, so that an action reading its own result still fits AppAction<unknown>.
  onSuccess?(result: T): void;
}

const asHttp = (error: unknown): HttpLike => {
  const { message, status } = (error ?? {}) as { message?: unknown; status?: unknown };
  return { message: typeof message === 'string' ? message : String(error), status: typeof status === 'number' ? status : undefined };
};

/**
 * Runs an action that is not CRUD (reanalyse, reprint, share, ...) with one error path. It calls
 * the dataProvider read from react-admin's context, not through `useDataProvider()`: that proxy
 * hands every error to checkError first, which for a 401 logs out and then resolves the call as
 * if it had succeeded, so a success toast would follow and a reprint's own 401 meaning would be
 * lost. Here 401, 403 and 502 still end the session through react-admin's logoutIfAccessDenied,
 * unless the action owns the status.
 */
export const useApiAction = () => {
  const dataProvider = useContext(DataProviderContext) as AppDataProvider;
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const notify = useNotify();
  // docs/product.md#messages: an action the server throttled (429) waits its Retry-After, by name.
  const [throttled, setThrottled] = useState<Record<string, number>>({});
  useCountdownClock(Object.values(throttled));
  const mutation = useMutation<unknown, unknown, AppAction>({
    mutationFn: action => action.run(dataProvider),
    onSuccess: (result, action) => {
      if (action.success) notify(action.success.message, { type: 'success', messageArgs: action.success.args });
      action.onSuccess?.(result);
    },
    onError: (raw, action) => {
      const error = asHttp(raw);
      const owned = error.status !== undefined && action.ownStatuses?.includes(error.status);
      if (!owned && error.status !== undefined && SILENT_STATUSES.has(error.status)) {
        void logoutIfAccessDenied(raw);
        return;
      }
      const until = throttledUntilOf(raw);
      if (until !== null) {
        setThrottled(current => ({ ...current, [action.name]: until }));
        // The wait, whatever the action's own failure words: it is what the person can act on.
        notify(error.message, { type: 'error' });
        return;
      }
      const notice = action.failure?.(error);
      if (notice) notify(notice.message, { type: 'error', messageArgs: notice.args });
      else notify(error.message, { type: 'error' });
    },
  });
  /** Seconds the action named `name` must still wait after a 429 (0: it may run). */
  const waiting = useCallback((name: string): number => (throttled[name] ? secondsUntil(throttled[name]) : 0), [throttled]);
  const run = useCallback(
    (action: AppAction) => {
      const seconds = waiting(action.name);
      // A button not yet off (or a keyboard shortcut) does not send what the server refused for now.
      if (seconds > 0) notify('app.error.throttled', { type: 'error', messageArgs: { seconds } });
      else mutation.mutate(action);
    },
    [waiting, notify, mutation],
  );
  return {
    run,
    /** The name of the action in flight, if any. */
    running: mutation.isPending ? mutation.variables?.name : undefined,
    waiting,
  };
};
