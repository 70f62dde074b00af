/**
 * Embedded mode (docs/product.md#embedded-mode, decisions 8 and 13): who may frame the dashboard,
 * and the messages it exchanges with its host. A message is data from another site: it is read
 * only from the parent window, from an allowed origin, and only in the exact shape checked by
 * hostMessageSchema.ts (docs/deployment.md#embedding gives the protocol to hosts).
 */

/** What a host may send: its user's access token (and the frame height), or a new height. */
export type HostMessage = { type: 'token'; token: string; height?: number } | { type: 'height'; height: number };

/** What the dashboard sends its host, always to the host's own origin. */
export type OutboundMessage =
  { type: 'ready' } | { type: 'height'; height: number } | { type: 'token_expired' } | { type: 'logout' };

/** An origin is accepted only by exact match: no wildcard, no prefix, no "null" origin. */
export const isAllowedOrigin = (origin: string, allowed: readonly string[]): boolean =>
  !!origin && origin !== 'null' && allowed.some(entry => entry !== '*' && entry.replace(/\/+$/, '') === origin);

export type Framing = { kind: 'top' } | { kind: 'embedded'; host: string } | { kind: 'refused' };

const isFramed = (win: Window): boolean => {
  try {
    return win.top !== win.self;
  } catch {
    // A cross-origin top may refuse even this comparison: that is still a frame.
    return true;
  }
};

const originOf = (url: string): string | null => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/**
 * The origins of the pages around this one, nearest first: `location.ancestorOrigins` where the
 * browser has it (Chromium, WebKit), else the origin of the page that opened the frame (the
 * referrer). Empty when neither is known, which refuses the frame.
 */
const framingOrigins = (win: Window): string[] => {
  const ancestors = (win.location as Partial<Location> | undefined)?.ancestorOrigins;
  if (ancestors) return Array.from(ancestors);
  const referrer = originOf(win.document?.referrer ?? '');
  return referrer ? [referrer] : [];
};

/**
 * Top-level, embedded by an allowed host (every ancestor allowed), or refused. The run-time half
 * of the framing rule, for servers that strip the Content-Security-Policy header.
 */
export const framingOf = (win: Window, allowed: readonly string[]): Framing => {
  if (!isFramed(win)) return { kind: 'top' };
  const origins = framingOrigins(win);
  return origins.length && origins.every(origin => isAllowedOrigin(origin, allowed))
    ? { kind: 'embedded', host: origins[0] }
    : { kind: 'refused' };
};
