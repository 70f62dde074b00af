import { useCallback, useState } from 'react';
import { retryAfterOf } from '../providers/throttle';
import { useSecondsLeft } from './throttleClock';

/**
 * What a failed call of a public page (Login, Reset, Signup, Shared Link) means to the person
 * (docs/product.md#login, #signup, #shared-link). These pages have no session to end: a 401, 403
 * or 502 is reported like any other failure, never a sign-out.
 *
 * - `refused`: the server refused the request (a 4xx other than 401, 403 and 429): the page's own
 *   words (e.g. "Invalid details, please try again" for a refused sign-in).
 * - `denied`: a 401 or 403 whose body gives a reason (`{"detail": "CSRF Failed: ..."}`): that
 *   reason, as the server words it. Without one it is `unavailable`.
 * - `throttled`: a 429: the catalogue's "Too many requests: try again in N s" (the error's
 *   message) and the wait in seconds, null when the server gave none.
 * - `unavailable`: a 5xx, a timeout, no network: "The server did not answer. Try again in a
 *   moment."
 */
export type PublicFailure =
  | { kind: 'refused'; status: number; detail: string | null }
  | { kind: 'denied'; detail: string }
  | { kind: 'throttled'; message: string; wait: number | null }
  | { kind: 'unavailable' };

export const UNAVAILABLE_KEY = 'app.error.unavailable';

const textOf = (value: unknown): string | null => {
  if (typeof value === 'string' && value.trim()) return value.trim();
  if (Array.isArray(value) && typeof value[0] === 'string' && value[0].trim()) return value[0].trim();
  return null;
};

/** The reason a DRF error body gives for the whole request: `detail`, else `non_field_errors`. */
const detailOf = (body: unknown): string | null => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const { detail, non_field_errors: nonField } = body as { detail?: unknown; non_field_errors?: unknown };
  return textOf(detail) ?? textOf(nonField);
};

export const publicFailureOf = (error: unknown): PublicFailure => {
  const { status, body, message } = (error ?? {}) as { status?: unknown; body?: unknown; message?: unknown };
  if (typeof status !== 'number' || status === 0 || status >= 500) return { kind: 'unavailable' };
  if (status === 429)
    return { kind: 'throttled', message: typeof message === 'string' ? message : '', wait: retryAfterOf(error) };
  const detail = detailOf(body);
  if (status === 401 || status === 403) return detail ? { kind: 'denied', detail } : { kind: 'unavailable' };
  if (status >= 400) return { kind: 'refused', status, detail };
  return { kind: 'unavailable' };
};

/** A message as the catalogue shows it: a key and its arguments (`app.message.plain` for a server's words). */
export interface FailureText {
  message: string;
  args?: Record<string, unknown>;
}

/**
 * The words for a failure: `refusal`, the page's own catalogue key, for a 400 (the request was
 * refused: "Invalid details, please try again" on Login); another 4xx (a misrouted server's 404)
 * is no verdict on what was typed: its detail, else the unavailable message.
 */
export const failureText = (failure: PublicFailure, refusal: string): FailureText => {
  switch (failure.kind) {
    case 'refused':
      if (failure.status === 400) return { message: refusal };
      return failure.detail
        ? { message: 'app.message.plain', args: { message: failure.detail } }
        : { message: UNAVAILABLE_KEY };
    case 'denied':
      return { message: 'app.message.plain', args: { message: failure.detail } };
    case 'throttled':
      return failure.message
        ? { message: 'app.message.plain', args: { message: failure.message } }
        : { message: 'app.error.throttled_unknown' };
    default:
      return { message: UNAVAILABLE_KEY };
  }
};

/**
 * A 429's wait: `waiting` is true for `seconds` after `wait(seconds)` (nothing for null), so the
 * page keeps its submit button disabled that long and everything typed stays.
 */
export const useThrottleWait = () => {
  const [until, setUntil] = useState<number | null>(null);
  const left = useSecondsLeft(until);
  const wait = useCallback((seconds: number | null) => {
    if (seconds !== null && seconds > 0) setUntil(Date.now() + seconds * 1000);
  }, []);
  return { waiting: left > 0, wait };
};
