/**
 * A throttled call (HTTP 429): how long the server asked the client to wait, from its
 * `Retry-After` header (docs/api.md#statuses). DRF's throttles send whole seconds; RFC 9110 also
 * allows an HTTP date, which a proxy in front of the backend may send instead.
 */

/** The longest wait taken from a header: a date far ahead is a server's mistake, not a plan. */
export const MAX_RETRY_AFTER_S = 3600;

/**
 * Seconds to wait, rounded up, from a `Retry-After` value: delay-seconds ("7") or an HTTP date
 * ("Wed, 21 Oct 2026 07:28:00 GMT"). Null when absent or unreadable; 0 for a date already past.
 */
export const parseRetryAfter = (value: string | null | undefined, now: number = Date.now()): number | null => {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Math.min(Number(text), MAX_RETRY_AFTER_S);
  // Only the HTTP date forms: Date.parse alone would read "7 s" or "soon-ish 2026" as a date.
  if (!/^[A-Za-z]{3},? /.test(text) && !/GMT$/i.test(text)) return null;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.min(Math.max(0, Math.ceil((at - now) / 1000)), MAX_RETRY_AFTER_S);
};

/** What `http.ts` attaches to the error of a 429. */
export interface Throttled {
  status: 429;
  /** Seconds the server asked to wait, or null when it did not say. */
  retryAfter: number | null;
  /**
   * When the answer came (ms since the epoch): the wait counts from then, however late the code
   * that asked reads it (the landing list's first page, asked for while the app's scripts load).
   */
  receivedAt?: number;
}

export const isThrottled = (error: unknown): error is Throttled =>
  !!error && typeof error === 'object' && (error as { status?: unknown }).status === 429;

/** Seconds to wait after this failure: a 429's `Retry-After`, else null. */
export const retryAfterOf = (error: unknown): number | null => {
  if (!isThrottled(error)) return null;
  const { retryAfter } = error as { retryAfter?: unknown };
  return typeof retryAfter === 'number' && Number.isFinite(retryAfter) ? retryAfter : null;
};

/** What a client attaches to the error of a 429 `response`: the wait it names and when it came. */
export const throttleOf = (response: Response): Pick<Throttled, 'retryAfter' | 'receivedAt'> => ({
  retryAfter: parseRetryAfter(response.headers.get('Retry-After')),
  // The wait counts from now, the answer's arrival, not from when its caller reads it.
  receivedAt: Date.now(),
});

/** When the 429's answer came (ms since the epoch), or null when unknown. */
const receivedAtOf = (error: unknown): number | null => {
  const { receivedAt } = error as { receivedAt?: unknown };
  return typeof receivedAt === 'number' && Number.isFinite(receivedAt) ? receivedAt : null;
};

/**
 * When the server lets the call that met `error` be made again (ms since the epoch): its wait from
 * its answer, or from `seen` for an error that does not say when it came. Null when not throttled
 * or the server named no wait.
 */
export const retryAtOf = (error: unknown, seen: number = Date.now()): number | null => {
  const seconds = retryAfterOf(error);
  return seconds === null ? null : (receivedAtOf(error) ?? seen) + seconds * 1000;
};
