/**
 * Embedded mode (docs/product.md#embedded-mode, decision 8): the host page passes the access token and
 * the frame height by postMessage. Only messages from an allow-listed origin are read, and only
 * well-formed values are kept: a message is data from another site.
 */
export interface HostMessage {
  token?: string;
  height?: number;
}

export interface IncomingMessage {
  origin: string;
  data: unknown;
}

const TOKEN_PATTERN = /^[\w.:~+/=-]{8,512}$/;
const MAX_HEIGHT = 100_000;

/** An origin is accepted only by exact match: no wildcard, no prefix, no "null" origin. */
export const isAllowedOrigin = (origin: string, allowed: readonly string[]): boolean =>
  !!origin && origin !== 'null' && allowed.some(entry => entry !== '*' && entry.replace(/\/+$/, '') === origin);

const readObject = (data: unknown): Record<string, unknown> | null => {
  if (typeof data === 'string') {
    try {
      return readObject(JSON.parse(data));
    } catch {
      return null;
    }
  }
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
};

const readToken = (value: unknown): string | undefined =>
  typeof value === 'string' && TOKEN_PATTERN.test(value.trim()) ? value.trim() : undefined;

const readHeight = (value: unknown): number | undefined => {
  const height = typeof value === 'string' && value.trim() !== '' ? Number(value.replace(/px$/, '')) : value;
  return typeof height === 'number' && Number.isFinite(height) && height > 0 && height <= MAX_HEIGHT
    ? Math.round(height)
    : undefined;
};

/**
 * The token and height a host message carries, or null when it is to be ignored (unknown
 * origin, not an object, nothing valid in it). Hosts name the fields `token`/`accessToken` and
 * `height`/`frameHeight`.
 */
export const parseHostMessage = (event: IncomingMessage, allowedOrigins: readonly string[]): HostMessage | null => {
  if (!isAllowedOrigin(event.origin, allowedOrigins)) return null;
  const data = readObject(event.data);
  if (!data) return null;
  const token = readToken(data.token ?? data.accessToken ?? data.access_token);
  const height = readHeight(data.height ?? data.frameHeight);
  if (token === undefined && height === undefined) return null;
  return { ...(token !== undefined ? { token } : {}), ...(height !== undefined ? { height } : {}) };
};
