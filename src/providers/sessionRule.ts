import { HttpError, type DataProvider } from 'react-admin';

/**
 * The one rule for a session that ends (docs/product.md#session, docs/api.md#statuses), applied to
 * every call of the dataProvider the app hands to react-admin.
 *
 * - A call of the signed-in person's own (a list, a save, an action) that answers 401, 403 or 502
 *   ends the session (the token is dropped, the app goes to /login) and **rejects** with a
 *   `SessionEnded` error: react-admin's `useDataProvider()` proxy, whose own logout would resolve
 *   the call with `{data: {}}`, never sees a status it must act on (`checkError` lets it through),
 *   so no caller can take a call that met a session end for a success.
 * - A call of a public page (reset, signup, shared link) and a read the person did not ask for
 *   (settings read for a default, banks and labels read to name ids, the vendors list) never ends
 *   the session: it rejects with its error, marked `sessionKept`, and the caller degrades.
 * - A status a call gives a meaning of its own (a PDF reprint's 401: the HTML does not exist yet)
 *   is that call's failure, not a session end.
 */

/**
 * The message of a call that ended the session (401, 403, 502): those log out silently, never a
 * toast (lib/notificationText drops it, NonFieldErrors shows nothing for it).
 */
export const SILENT_ERROR_KEY = 'app.error.silent';

/** The statuses that end a session (docs/product.md#session). */
export const SESSION_STATUSES: ReadonlySet<number> = new Set([401, 403, 502]);

/** What a call is for the session: the person's own, a public page's, or a read on the side. */
export type CallRole = 'own' | 'public' | 'side';

/** A call's options may say it is a side read: `{ meta: { sideRead: true } }` (react-admin passes `meta` through). */
export interface SideReadMeta {
  sideRead?: boolean;
}
export const SIDE_READ = { meta: { sideRead: true } } as const;

/** The options of a custom method that may be read on the side. */
export interface CallOptions {
  signal?: AbortSignal;
  meta?: SideReadMeta;
}

/** The calls of the public pages, which have no session to end (sign-in's reset, signup, a shared link). */
const PUBLIC_METHODS: ReadonlySet<string> = new Set([
  'resetPassword',
  'setupSubscription',
  'cancelSubscription',
  'brokerSignup',
  'sendSignupConfirmation',
  'fetchSharedApplication',
]);

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object';

const lastArgument = (args: readonly unknown[]): unknown => args[args.length - 1];

/** The role of a call, from the method's name and its arguments. */
export const callRole = (method: string, args: readonly unknown[]): CallRole => {
  if (PUBLIC_METHODS.has(method)) return 'public';
  // A shared link's files are downloaded by the public page with the link's guid.
  if (method === 'download' && isObject(args[0]) && args[0].kind === 'sharedFiles') return 'public';
  const options = lastArgument(args);
  if (isObject(options) && isObject(options.meta) && options.meta.sideRead === true) return 'side';
  return 'own';
};

/** Statuses a call answers with a meaning of its own (docs/product.md, decision 18: a PDF reprint's 401). */
export const ownStatuses = (method: string, args: readonly unknown[]): readonly number[] =>
  (method === 'reprintSummary' || method === 'reprintAnalysis') && args[1] === 'pdf' ? [401] : [];

/** The rejection of a call that ended the session: shows nothing (its message is the silent key). */
export interface SessionEnded {
  status: number;
  sessionEnded: true;
}
/** The rejection of a call whose 401/403/502 did not end the session: the caller says what failed. */
export interface SessionKept {
  status: number;
  sessionKept: true;
}

export const isSessionEnded = (error: unknown): error is SessionEnded => isObject(error) && error.sessionEnded === true;
export const isSessionKept = (error: unknown): error is SessionKept => isObject(error) && error.sessionKept === true;

const statusOf = (error: unknown): number | undefined => {
  const status = isObject(error) ? error.status : undefined;
  return typeof status === 'number' ? status : undefined;
};

/**
 * What a failed call rejects with, after the rule: a session end ends the session (`endSession`,
 * which drops the token and sends the app to /login) and becomes a silent `SessionEnded`; a
 * 401/403/502 the call keeps is marked `sessionKept`; any other failure is left as it is.
 */
export const settleFailure = (
  method: string,
  args: readonly unknown[],
  error: unknown,
  endSession: (status: number) => void,
): unknown => {
  const status = statusOf(error);
  if (status === undefined || !SESSION_STATUSES.has(status) || isSessionEnded(error) || isSessionKept(error))
    return error;
  if (callRole(method, args) !== 'own' || ownStatuses(method, args).includes(status)) {
    return Object.assign(error as object, { sessionKept: true as const });
  }
  endSession(status);
  const body = isObject(error) ? error.body : undefined;
  return Object.assign(new HttpError(SILENT_ERROR_KEY, status, body), { sessionEnded: true as const });
};

/** Properties react-admin reads off a dataProvider that are not methods. */
const NOT_METHODS = new Set(['then', 'supportAbortSignal']);

/**
 * The dataProvider with the rule above on every method, the custom ones included: a Proxy, so that
 * a method added later is covered without a line here.
 */
export const withSessionRule = <P extends DataProvider>(provider: P, endSession: (status: number) => void): P => {
  const wrapped = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  // The target is the provider itself; every method name answers a function of the same signature.
  return new Proxy(provider, {
    get: (target, name, receiver) => {
      const value: unknown = Reflect.get(target, name, receiver);
      if (typeof name !== 'string' || NOT_METHODS.has(name) || typeof value !== 'function') return value;
      let method = wrapped.get(name);
      if (!method) {
        method = async (...args: unknown[]) => {
          try {
            return await Reflect.apply(value, target, args);
          } catch (error) {
            throw settleFailure(name, args, error, endSession);
          }
        };
        wrapped.set(name, method);
      }
      return method;
    },
  });
};
