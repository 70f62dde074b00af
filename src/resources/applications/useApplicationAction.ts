import { useContext, useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { DataProviderContext, useLogoutIfAccessDenied, useNotify } from 'react-admin';
import { SILENT_STATUSES } from '../../providers/http';
import type { AppDataProvider } from '../../providers';

/** A toast: a catalogue key and its arguments. */
export interface Notice {
  message: string;
  args?: Record<string, unknown>;
}

export interface AppAction {
  /** Names the action, so its own button shows it is running. */
  name: string;
  run: (dataProvider: AppDataProvider) => Promise<unknown>;
  success?: Notice;
  /** The spec's failure message; without it the server's message is an "An error occured" toast. */
  failure?: (error: HttpLike) => Notice | undefined;
  /**
   * Statuses this call gives a meaning of its own, so they do not end the session: a 401 on the
   * PDF reprint means "HTML Summary does not exist" (docs/product.md#application-view).
   */
  ownStatuses?: readonly number[];
  onSuccess?: () => void;
}

export interface HttpLike {
  message: string;
  status?: number;
}

const asHttp = (error: unknown): HttpLike => {
  const { message, status } = (error ?? {}) as { message?: unknown; status?: unknown };
  return { message: typeof message === 'string' ? message : String(error), status: typeof status === 'number' ? status : undefined };
};

/**
 * Runs the actions of the application view. It calls the dataProvider read from react-admin's
 * context, not through `useDataProvider()`: that proxy hands every error to checkError first,
 * which for a 401 logs out and then resolves the call as if it had succeeded, so a success toast
 * would follow and the reprint's own 401 meaning would be lost. Here 401, 403 and 502 still end
 * the session through react-admin's logoutIfAccessDenied, unless the action owns the status.
 */
export const useApplicationAction = () => {
  const dataProvider = useContext(DataProviderContext) as AppDataProvider;
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const notify = useNotify();
  const mutation = useMutation<unknown, unknown, AppAction>({
    mutationFn: action => action.run(dataProvider),
    onSuccess: (_data, action) => {
      if (action.success) notify(action.success.message, { type: 'success', messageArgs: action.success.args });
      action.onSuccess?.();
    },
    onError: (raw, action) => {
      const error = asHttp(raw);
      const owned = error.status !== undefined && action.ownStatuses?.includes(error.status);
      if (!owned && error.status !== undefined && SILENT_STATUSES.has(error.status)) {
        void logoutIfAccessDenied(raw);
        return;
      }
      const notice = action.failure?.(error);
      if (notice) notify(notice.message, { type: 'error', messageArgs: notice.args });
      else notify(error.message, { type: 'error' });
    },
  });
  return {
    run: mutation.mutate,
    /** The name of the action in flight, if any. */
    running: mutation.isPending ? mutation.variables?.name : undefined,
  };
};

/** The clock the enabling rules read, ticking so that a button enables itself when its time comes. */
export const useNow = (intervalMs = 30_000): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
};
