/**
 * Demo mode in the browser runs the api/v1 on neither the page's thread nor MSW's page-side client:
 *
 *   page fetch -> service worker (public/demoServiceWorker.js) -> MessagePort -> API worker
 *   (src/demo/apiWorker.ts: the MSW handlers and the store) -> reply port -> service worker -> page
 *
 * so an answer never waits for the page's main thread, which is busy evaluating the app's code and
 * rendering while the first requests are out. The page only wires the two together (browser.ts)
 * and writes what the store keeps to localStorage, which a worker cannot reach.
 *
 * These are the messages. The service worker is plain JavaScript in public/ and repeats the
 * shapes of `ApiRequest`, `ApiResponse` and the two `SW_*` types by hand: keep them in step.
 */

/** The localStorage key of the demo's changes (store.ts); the page writes it for the API worker. */
export const SETTINGS_PREFIX = 'demo-';
export const STORAGE_KEY = 'demo-api-v1';

/** Page -> service worker, with one MessagePort whose other end the API worker holds. */
export const SW_CONNECT = 'demo-api-connect';
/** Service worker -> page: it has no port for this page (it was restarted): send a new one. */
export const SW_RECONNECT = 'demo-api-reconnect';

/** A request as the service worker hands it to the API worker (the reply port goes alongside). */
export interface ApiRequest {
  url: string;
  method: string;
  headers: [string, string][];
  /** Null for GET and HEAD; transferred, not copied. */
  body: ArrayBuffer | null;
  /** The page that asked (its address tells which tables it is about to list). */
  referrer: string;
}

/** The answer, ready for `new Response(body, { status, statusText, headers })`. */
export interface ApiResponse {
  status: number;
  statusText: string;
  headers: [string, string][];
  /** Null for the statuses that carry no body (204, 205, 304). */
  body: ArrayBuffer | null;
}

/** Page -> API worker. */
export type ToApiWorker =
  /**
   * First message: what localStorage keeps for the demo, the dashboard's base path, the page's
   * address, and the demo's volume settings (every other localStorage key starting `demo-`, which
   * the benches and stories set before the page loads: seed/banks.ts, seed/regex.ts,
   * handlers/analyses.ts read them from the worker's own stand-in localStorage).
   */
  | { type: 'init'; stored: string | null; base: string; page: string; settings: Record<string, string> }
  /** With one MessagePort: the service worker's end of a new channel. */
  | { type: 'connect' }
  /**
   * Run the demo's clock `offset` ms ahead of the real one. For the end-to-end stories that fake
   * the page's clock (Playwright's page.clock, which a worker does not see): they move both.
   */
  | { type: 'clock'; offset: number };

/** API worker -> page: store this under the demo's storage key (null: remove it). */
export interface PersistMessage {
  type: 'persist';
  value: string | null;
}
