import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { setLatency } from './lib/route';
import { enablePersistence } from './store';

/**
 * Demo mode: the simulated api/v1 in a service worker, started before the first render. Changes
 * are kept in localStorage so they survive a reload; the worker script is found relative to the
 * document base, so any base path works.
 */
export async function startDemoWorker(): Promise<void> {
  enablePersistence(window.localStorage);
  setLatency(120);
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: new URL('mockServiceWorker.js', document.baseURI).pathname },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
