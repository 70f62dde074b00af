import type { Page } from '@playwright/test';

/**
 * Faults injected as a real server sends them, for the demo build. Its api/v1 is answered by the
 * page's service worker, out of `page.route`'s sight (docs/architecture.md#testing), so the fault is
 * the page's own `fetch` answering a matching request before it leaves: a status, a body (JSON or
 * text, e.g. a proxy's HTML 502 page) and headers (`Retry-After`). Set before the page loads.
 */
export interface Fault {
  /** HTTP method to match (any when absent). */
  method?: string;
  /** Matched against the request's path, e.g. `/users/me/vendor/settings$`. */
  path: string;
  status: number;
  /** An object is sent as JSON; a string as it is (with `contentType`). */
  body?: unknown;
  contentType?: string;
  headers?: Record<string, string>;
  /** How many matching requests get the fault (every one when absent). */
  times?: number;
}

/** The page's global holding when each fault was answered (ms since the epoch, the page's clock). */
const ANSWERED = '__faultsAnswered';

export const injectFaults = (page: Page, faults: Fault[]) =>
  page.addInitScript(
    ({ list, key }: { list: Fault[]; key: string }) => {
      const original = window.fetch.bind(window);
      const used = list.map(() => 0);
      // Shared by every injectFaults of the page.
      const globals = window as unknown as Record<string, number[] | undefined>;
      const answered = (globals[key] ??= []);
      window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
        const path = new URL(url, location.href).pathname;
        const index = list.findIndex(
          (fault, i) =>
            (!fault.method || fault.method.toUpperCase() === method) &&
            new RegExp(fault.path).test(path) &&
            (fault.times === undefined || used[i] < fault.times),
        );
        if (index < 0) return original(input, init);
        used[index] += 1;
        answered.push(Date.now());
        const fault = list[index];
        const text =
          typeof fault.body === 'string' ? fault.body : fault.body === undefined ? '' : JSON.stringify(fault.body);
        const contentType = fault.contentType ?? (typeof fault.body === 'string' ? 'text/html' : 'application/json');
        return Promise.resolve(
          new Response(text || null, {
            status: fault.status,
            headers: { 'Content-Type': contentType, ...fault.headers },
          }),
        );
      };
    },
    { list: faults, key: ANSWERED },
  );

/**
 * When each injected fault was answered since the page loaded, the page's clock now and the text of
 * the first element matching `selector`, read in one go: a countdown on screen checked against the
 * server's answer it counts from.
 */
export const faultsAnswered = (page: Page, selector: string) =>
  page.evaluate(
    ({ key, selector }) => ({
      answered: [...((window as unknown as Record<string, number[] | undefined>)[key] ?? [])],
      now: Date.now(),
      text: document.querySelector(selector)?.textContent ?? null,
    }),
    { key: ANSWERED, selector },
  );
