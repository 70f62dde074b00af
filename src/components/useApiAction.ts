import { useCallback, useContext, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { DataProviderContext, useNotify } from 'react-admin';
import type { AppDataProvider } from '../providers';
import { isSessionEnded } from '../providers/sessionRule';
import { secondsUntil, throttledUntilOf, useCountdownClock } from './throttleClock';

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
  // Method syntax, so that an action reading its own result still fits AppAction<unknown>.
  onSuccess?(result: T): void;
}

const asHttp = (error: unknown): HttpLike => {
  const { message, status } = (error ?? {}) as { message?: unknown; status?: unknown };
  return {
    message: typeof message === 'string' ? message : String(error),
    status: typeof status === 'number' ? status : undefined,
  };
};

/**
 * Runs an action that is not CRUD (reanalyse, reprint, share, ...) with one error path. A call
 * that ended the session (src/providers/sessionRule.ts: a 401, 403 or 502 the call does not own)
 * says nothing, the app being on its way to /login; any other failure is the action's own
 * message, or the server's in "An error occured".
 */
export const useApiAction = () => {
  const dataProvider = useContext(DataProviderContext) as AppDataProvider;
  const notify = useNotify();
  // docs/product.md#messages: an action the server throttled (429) waits its Retry-After, by name.
  const [throttled, setThrottled] = useState<Record<string, number>>({});
  useCountdownClock(Object.values(throttled));
  // Every action in flight by name: one runner may serve many buttons (a table's rows), each of
  // which is busy only while its own action runs.
  const [inFlight, setInFlight] = useState<readonly string[]>([]);
  const mutation = useMutation<unknown, unknown, AppAction>({
    mutationFn: action => action.run(dataProvider),
    onMutate: action => setInFlight(current => [...current, action.name]),
    onSettled: (_result, _error, action) =>
      setInFlight(current => {
        const at = current.indexOf(action.name);
        return at < 0 ? current : [...current.slice(0, at), ...current.slice(at + 1)];
      }),
    onSuccess: (result, action) => {
      if (action.success) notify(action.success.message, { type: 'success', messageArgs: action.success.args });
      action.onSuccess?.(result);
    },
    onError: (raw, action) => {
      if (isSessionEnded(raw)) return;
      const error = asHttp(raw);
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
  const waiting = useCallback(
    (name: string): number => (throttled[name] ? secondsUntil(throttled[name]) : 0),
    [throttled],
  );
  const run = useCallback(
    (action: AppAction) => {
      const seconds = waiting(action.name);
      // A button not yet off (or a keyboard shortcut) does not send what the server refused for now.
      if (seconds > 0) notify('app.error.throttled', { type: 'error', messageArgs: { seconds } });
      else mutation.mutate(action);
    },
    [waiting, notify, mutation],
  );
  const isRunning = useCallback((name: string): boolean => inFlight.includes(name), [inFlight]);
  return {
    run,
    /** The name of the action in flight, if any (the latest one asked for). */
    running: mutation.isPending ? mutation.variables?.name : undefined,
    /** Whether the action named `name` is in flight. */
    isRunning,
    waiting,
  };
};
