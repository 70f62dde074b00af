import { getResponse } from 'msw';
import { pageWantsActivity } from '../activityBuilder';
import { handlers } from '../handlers';
import { detail, notFound } from '../lib/respond';
import { DEMO_LATENCY_MS, setLatency } from '../route';
import { buildActivityOffThread, db, enablePersistence, type DemoStorage, type OffThreadBuilder } from '../store';
import { STORAGE_KEY, type ApiRequest, type ApiResponse } from './protocol';

/** The statuses whose response may carry no body at all (`new Response` refuses one). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/**
 * The store's storage inside the API worker, which has no localStorage: what the page read from
 * it at start, and every change handed to `persist` (the page writes it for the next load).
 */
export const keptStorage = (stored: string | null, persist: (value: string | null) => void): DemoStorage => {
  let value = stored;
  return {
    getItem: key => (key === STORAGE_KEY ? value : null),
    setItem: (key, next) => {
      if (key !== STORAGE_KEY) return;
      value = String(next);
      persist(value);
    },
    removeItem: key => {
      if (key !== STORAGE_KEY || value === null) return;
      value = null;
      persist(null);
    },
  };
};

export interface DemoApiOptions {
  /** What the page's localStorage holds under STORAGE_KEY. */
  stored: string | null;
  /** Called with each new value for STORAGE_KEY (null: remove it). */
  persist: (value: string | null) => void;
  /** The dashboard's base path ('' or '/v1/dashboard'), to read page addresses. */
  base: string;
  /** The page's address at start: a page that lists activity has its rows built at once. */
  page: string;
  /** Builds the 17,000 activity rows elsewhere (a nested Web Worker), or null to build them in place. */
  builder: OffThreadBuilder | null;
  latency?: number;
}

/**
 * Starts the demo api/v1 in this thread (the API worker; tests call it directly) and returns the
 * function that answers one request. A path no handler knows gets DRF's 404, as `npm run api`
 * gives; a handler that throws gets a 500 (and the error in this worker's console).
 */
export const startDemoApi = ({ stored, persist, base, page, builder, latency = DEMO_LATENCY_MS }: DemoApiOptions) => {
  enablePersistence(keptStorage(stored, persist));
  setLatency(latency);
  buildActivityOffThread(builder);
  const prefetchFor = (address: string) => {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      return;
    }
    const path = url.pathname.startsWith(base) ? url.pathname.slice(base.length) || '/' : url.pathname;
    if (pageWantsActivity(path, url.search)) db().prefetchActivity();
  };
  prefetchFor(page);
  // Up before its first request, as a server is: the account tables that every first call reads
  // (sessions and users, for the token) are built now, while the page is still loading its code.
  db().sessions.get('');

  return async (request: ApiRequest): Promise<ApiResponse> => {
    prefetchFor(request.referrer);
    let response: Response | undefined;
    try {
      response = await getResponse(
        handlers,
        new Request(request.url, { method: request.method, headers: request.headers, body: request.body }),
      );
    } catch (error) {
      console.error(error);
      response = detail(500, 'Server error.');
    }
    response ??= notFound();
    return {
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers],
      body: NULL_BODY.has(response.status) ? null : await response.arrayBuffer(),
    };
  };
};
