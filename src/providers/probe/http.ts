import { HttpError } from 'react-admin';
import { apiUrl } from '../../config';
import { buildUrl, carriesCredentials, messageFromBody, type HttpOptions, type HttpResponse } from '../http';
import type { Http } from '../methods/pages';
import { throttleOf } from '../throttle';

/**
 * The probe's http client: the same contract as src/providers/http.ts's httpClient (the `Http`
 * every provider method takes), for node, where there is no localStorage for the token nor a
 * cookie jar. The api/v1 base is config's (the probe sets it, setApiUrl); paths are made into
 * URLs by httpClient's own buildUrl, the token goes where carriesCredentials lets it (docs/product.md,
 * decision 14), and a failure rejects with react-admin's HttpError
 * carrying the server's message (messageFromBody) and status, so the providers' fallbacks (a 404
 * or 405 read from a list) behave as in the browser. No retries: the probe reports what the
 * server answered the first time. Every request is recorded for the report.
 */

/** One request and what came back: status 0 when nothing came back. */
export interface ProbeRequest {
  method: string;
  /** The path under the base (with its query), or the whole URL when it is elsewhere. */
  path: string;
  /** The whole URL asked. */
  url: string;
  status: number;
  /** The parsed body (JSON, else text); null when empty. */
  body: unknown;
  /** The failure's message (the server's detail, or the network error). */
  error?: string;
}

export interface ProbeHttp extends Http {
  /** Every request made so far, in order. */
  requests: ProbeRequest[];
}

/** How long one request may take before it counts as unanswered (status 0). */
export const PROBE_TIMEOUT_MS = 30_000;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const parseBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

export interface ProbeHttpOptions {
  /** The token, read when each request is sent (sign-in sets it). */
  token: () => string | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export const createProbeHttp = ({
  token,
  fetch: fetchImpl = fetch,
  timeoutMs = PROBE_TIMEOUT_MS,
}: ProbeHttpOptions): ProbeHttp => {
  const requests: ProbeRequest[] = [];
  const shown = (url: URL, baseUrl = new URL(apiUrl(''))) =>
    url.origin === baseUrl.origin && url.pathname.startsWith(baseUrl.pathname)
      ? `${url.pathname.slice(baseUrl.pathname.length)}${url.search}`
      : url.toString();

  const http = async <T = unknown>(path: string, options: HttpOptions = {}): Promise<HttpResponse<T>> => {
    const method = (options.method ?? 'GET').toUpperCase();
    const url = new URL(buildUrl(path, options.query));
    const headers = new Headers({ Accept: 'application/json', ...options.headers });
    const key = carriesCredentials(url) ? token() : null;
    if (key) headers.set('Authorization', `Token ${key}`);
    let body: BodyInit | undefined;
    if (options.body instanceof FormData || options.body instanceof Blob) body = options.body;
    else if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }
    const record: ProbeRequest = { method, path: shown(url), url: url.href, status: 0, body: null };
    requests.push(record);
    let response: Response;
    try {
      const signal = options.signal
        ? AbortSignal.any([options.signal, AbortSignal.timeout(timeoutMs)])
        : AbortSignal.timeout(timeoutMs);
      response = await fetchImpl(url, { method, headers, body: SAFE_METHODS.has(method) ? undefined : body, signal });
    } catch (error) {
      record.error = error instanceof Error ? error.message : String(error);
      throw new HttpError(record.error, 0, null);
    }
    record.status = response.status;
    record.body = await parseBody(response);
    if (!response.ok) {
      record.error = messageFromBody(
        record.body,
        response.statusText || `Server responded with status: ${response.status}`,
      );
      const error = new HttpError(record.error, response.status, record.body);
      if (response.status === 429) {
        const throttle = throttleOf(response);
        const wait = throttle.retryAfter;
        record.error = `${record.error} (Retry-After: ${wait === null ? 'none' : `${wait} s`})`;
        throw Object.assign(error, throttle);
      }
      throw error;
    }
    return { status: response.status, headers: response.headers, json: record.body as T };
  };
  return Object.assign(http, { requests });
};
