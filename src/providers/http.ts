import { HttpError } from 'react-admin';
import { apiUrl, config } from '../config';
import { i18nProvider } from './i18nProvider';
import { throttleOf, type Throttled } from './throttle';

/**
 * The one fetch wrapper (docs/architecture.md#providers): base URL, cookies, the token header, the CSRF header,
 * JSON in and out, and every failure turned into react-admin's `HttpError(message, status, body)`.
 */

const TOKEN_KEY = 'token';

/** Set in embedded mode: the host's token, kept in this page's memory only (docs/product.md, decision 13). */
let memory: { token: string | null } | null = null;

/**
 * docs/product.md, decision 6: the login answer's `key`, kept in localStorage. In embedded mode the token the host
 * passes lives in memory instead: it never reaches storage, nor the staff session's key.
 */
export const tokenStorage = {
  get: (): string | null => {
    if (memory) return memory.token;
    try {
      return window.localStorage.getItem(TOKEN_KEY);
    } catch {
      return null;
    }
  },
  set: (key: string) => {
    if (memory) memory.token = key;
    else window.localStorage.setItem(TOKEN_KEY, key);
  },
  clear: () => {
    if (memory) memory.token = null;
    else window.localStorage.removeItem(TOKEN_KEY);
  },
  /** Whether the token is kept in localStorage (not in memory, as an embedded page's). */
  persisted: () => !memory,
  /** Embedded mode on (a fresh, empty memory) or off (back to localStorage). */
  keepInMemory: (on = true) => {
    memory = on ? { token: null } : null;
  },
};

/**
 * docs/product.md, decision 14: the token, the CSRF header and cookies go only to the api/v1 origin and to the
 * configured recrawl hosts (https only), never to an origin read from an answer (a `next` link).
 */
export const carriesCredentials = (url: URL): boolean =>
  url.origin === new URL(apiUrl('')).origin ||
  (url.protocol === 'https:' && config.recrawlOrigins.includes(url.origin));

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

export const readCookie = (name: string, cookies: string = document.cookie): string | null => {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
};

export type QueryValue = string | number | boolean | null | undefined | Array<string | number>;
export type Query = Record<string, QueryValue>;

export interface HttpOptions {
  method?: string;
  /** A plain object is sent as JSON; FormData and Blob as they are. */
  body?: unknown;
  query?: Query;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  responseType?: 'json' | 'blob';
}

export interface HttpResponse<T> {
  status: number;
  headers: Headers;
  json: T;
}

export interface BlobResponse {
  status: number;
  headers: Headers;
  blob: Blob;
}

export const buildUrl = (path: string, query?: Query): string => {
  const url = new URL(/^https?:\/\//.test(path) ? path : apiUrl(path));
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach(item => url.searchParams.append(key, String(item)));
    else url.searchParams.set(key, String(value));
  }
  return url.toString();
};

/**
 * The message a DRF error body carries: `detail`, then `non_field_errors`, then the first field
 * error (`{"field": ["message"]}`), else the status line.
 */
export const messageFromBody = (body: unknown, fallback: string): string => {
  if (typeof body === 'string' && body.trim() && !body.trim().startsWith('<')) return body.trim();
  if (!body || typeof body !== 'object') return fallback;
  const record = body as Record<string, unknown>;
  const first = (value: unknown): string | undefined => {
    if (typeof value === 'string') return value;
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
    return undefined;
  };
  if (first(record.detail)) return first(record.detail)!;
  if (first(record.message)) return first(record.message)!;
  if (first(record.non_field_errors)) return first(record.non_field_errors)!;
  for (const [field, value] of Object.entries(record)) {
    const message = first(value);
    if (message) return `${field}: ${message}`;
  }
  return fallback;
};

/** A save's errors as react-admin hands them to its form: by field, and `root` for the whole form. */
export type SubmissionErrors = Record<string, string | { serverError: string }>;

/**
 * DRF errors as react-admin's `body.errors` (docs/product.md#messages): a field's first error
 * goes under its input, and `non_field_errors` become react-hook-form's `root.serverError` (one
 * message a line), which the form shows above its inputs.
 */
export const fieldErrorsFromBody = (body: unknown): SubmissionErrors | undefined => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const errors: SubmissionErrors = {};
  for (const [field, value] of Object.entries(body as Record<string, unknown>)) {
    if (field === 'detail' || field === 'non_field_errors') continue;
    if (Array.isArray(value) && typeof value[0] === 'string') errors[field] = value[0];
  }
  const { non_field_errors: nonField } = body as { non_field_errors?: unknown };
  const lines = Array.isArray(nonField)
    ? nonField.filter((line): line is string => typeof line === 'string' && !!line.trim())
    : [];
  if (lines.length) errors.root = { serverError: lines.join('\n') };
  return Object.keys(errors).length ? errors : undefined;
};

const parseBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * A 429 (docs/api.md#statuses): the wait the server asked for (`Retry-After`, seconds or an HTTP
 * date) as `retryAfter`, and a message that says it, not the server's own words.
 */
const throttledError = (response: Response, body: unknown): HttpError & Omit<Throttled, 'status'> => {
  const throttle = throttleOf(response);
  const message =
    throttle.retryAfter === null
      ? i18nProvider.translate('app.error.throttled_unknown')
      : i18nProvider.translate('app.error.throttled', { seconds: Math.max(1, throttle.retryAfter) });
  return Object.assign(new HttpError(message, 429, body), throttle);
};

async function send(path: string, options: HttpOptions): Promise<Response> {
  const method = (options.method ?? 'GET').toUpperCase();
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  const url = buildUrl(path, options.query);
  const trusted = carriesCredentials(new URL(url));
  const token = trusted ? tokenStorage.get() : null;
  if (token) headers.set('Authorization', `Token ${token}`);
  if (trusted && !SAFE_METHODS.has(method)) {
    const csrf = readCookie('csrftoken');
    if (csrf) headers.set('X-CSRFToken', csrf);
  }
  let body: BodyInit | undefined;
  if (options.body instanceof FormData || options.body instanceof Blob) body = options.body;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body,
      credentials: trusted ? 'include' : 'omit',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new HttpError(error instanceof Error ? error.message : 'Network error', 0, null);
  }
  if (!response.ok) {
    const payload = await parseBody(response);
    // The server's own words, whatever the status: whether a 401, 403 or 502 ends the session (and
    // then shows nothing) is the dataProvider's session rule's to say (./sessionRule.ts), since a
    // public page's or a side read's refusal must be reported, not silenced.
    const message = messageFromBody(payload, response.statusText || `Server responded with status: ${response.status}`);
    const errors = fieldErrorsFromBody(payload);
    const errorBody =
      payload && typeof payload === 'object' && !Array.isArray(payload)
        ? { ...(payload as object), ...(errors ? { errors } : {}) }
        : payload;
    if (response.status === 429) throw throttledError(response, errorBody);
    throw new HttpError(message, response.status, errorBody);
  }
  return response;
}

/** How long an answer asked for early (askEarly) waits for the call it was asked for. */
export const EARLY_FOR_MS = 20_000;

/** GETs asked for early, by address, with the token they were asked with. */
const early = new Map<string, { token: string | null; answer: Promise<HttpResponse<unknown>> }>();

/**
 * A GET asked for now, before the code that will ask for it has loaded: the entry asks for the
 * landing list's first page while the signed-in app's scripts still load (app/landingPage.ts,
 * docs/performance.md). The first GET of the same address with the same token, within
 * EARLY_FOR_MS, gets this answer (or this failure, as any call would) instead of asking again;
 * every other call asks the server. An answer nobody takes is dropped. The answer is also given
 * back, for a caller that draws it before its taker has loaded (app/LandingPreview.tsx).
 */
export const askEarly = (path: string, query?: Query): Promise<HttpResponse<unknown>> => {
  const url = buildUrl(path, query);
  const answer = read<unknown>(url, {});
  // Its failure is the taker's to handle; untaken, it is nobody's.
  answer.catch(() => undefined);
  const entry = { token: tokenStorage.get(), answer };
  early.set(url, entry);
  setTimeout(() => {
    if (early.get(url) === entry) early.delete(url);
  }, EARLY_FOR_MS);
  return answer;
};

/** The early answer for this call, once: a plain GET of the same address and token. */
const takeEarly = (path: string, options: HttpOptions): Promise<HttpResponse<unknown>> | undefined => {
  if (!early.size || (options.method && options.method.toUpperCase() !== 'GET') || options.body !== undefined) return;
  const url = buildUrl(path, options.query);
  const entry = early.get(url);
  if (!entry) return;
  early.delete(url);
  return entry.token === tokenStorage.get() ? entry.answer : undefined;
};

async function read<T>(path: string, options: HttpOptions): Promise<HttpResponse<T>> {
  const response = await send(path, options);
  return { status: response.status, headers: response.headers, json: (await parseBody(response)) as T };
}

export async function httpClient<T = unknown>(path: string, options: HttpOptions = {}): Promise<HttpResponse<T>> {
  const taken = takeEarly(path, options);
  return taken ? (taken as Promise<HttpResponse<T>>) : read<T>(path, options);
}

/** Bytes received so far, and the whole size when the server said it (Content-Length). */
export type DownloadProgress = (loaded: number, total: number | null) => void;

/**
 * A credentialed download: the file as a Blob plus the headers (Content-Disposition). With
 * `onProgress` the body is read chunk by chunk and each chunk reported.
 */
export async function httpBlob(
  path: string,
  options: HttpOptions & { onProgress?: DownloadProgress } = {},
): Promise<BlobResponse> {
  const { onProgress, ...rest } = options;
  const response = await send(path, rest);
  if (!onProgress || !response.body)
    return { status: response.status, headers: response.headers, blob: await response.blob() };
  const total = Number(response.headers.get('Content-Length')) || null;
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  onProgress(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress(loaded, total);
  }
  return {
    status: response.status,
    headers: response.headers,
    blob: new Blob(chunks, { type: response.headers.get('Content-Type') ?? '' }),
  };
}
