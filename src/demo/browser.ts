import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { setLatency } from './lib/route';
import { enablePersistence } from './store';

/**
 * Demo mode: the simulated api/v1 in a service worker, started before the first render. Changes
 * are kept in localStorage so they survive a reload. The worker (public/demoServiceWorker.js, MSW's
 * worker narrowed to api/v1) is given relative to the document base, so any base path works.
 */
export async function startDemoWorker(workerUrl: string): Promise<void> {
  enablePersistence(window.localStorage);
  setLatency(120);
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: workerUrl },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
