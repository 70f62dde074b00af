import { QueryClient } from '@tanstack/react-query';
import { SESSION_STATUSES } from '../providers/sessionRule';
import { retryAtOf } from '../providers/throttle';

/**
 * The app's QueryClient and its retry policy for reads (docs/api.md#conventions): a throttled
 * query (429) is asked again after the wait its `Retry-After` names, not after a fixed back-off;
 * a refusal the same request will meet again (any other 4xx) is not asked again, nor is a call
 * that ends the session (401, 403, 502). Saves (mutations) are never retried.
 */

/** How many times a failed read is asked again: react-query's own default. */
export const MAX_QUERY_RETRIES = 3;
/** The longest wait before asking again, whatever `Retry-After` said. */
export const MAX_RETRY_DELAY_MS = 60_000;

/** Statuses a later identical request may not meet: a timeout and a throttle. */
const RETRIED_CLIENT_ERRORS = new Set([408, 429]);

const statusOf = (error: unknown): number | undefined => {
  const status = error && typeof error === 'object' ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' ? status : undefined;
};

/** react-query's `retry`: whether the read that failed `failureCount` times before this failure is asked again. */
export const retryQuery = (failureCount: number, error: unknown): boolean => {
  if (failureCount >= MAX_QUERY_RETRIES) return false;
  const status = statusOf(error);
  if (status === undefined) return true;
  if (SESSION_STATUSES.has(status)) return false;
  if (status >= 400 && status < 500) return RETRIED_CLIENT_ERRORS.has(status);
  return true;
};

/**
 * react-query's `retryDelay` in ms: what is left of the server's `Retry-After` when it sent one,
 * counted from its answer (which the read may take late: the landing list's first page, asked for
 * while the app loads), at most a minute; else react-query's default back-off (1 s, 2 s, 4 s, ...
 * up to 30 s).
 */
export const queryRetryDelay = (failureCount: number, error: unknown): number => {
  const now = Date.now();
  const at = retryAtOf(error, now);
  if (at !== null) return Math.min(Math.max(0, at - now), MAX_RETRY_DELAY_MS);
  return Math.min(1000 * 2 ** failureCount, 30_000);
};

export const createQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { retry: retryQuery, retryDelay: queryRetryDelay } } });
