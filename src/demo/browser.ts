import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { pageWantsActivity, workerBuilder } from './activityBuilder';
import { DEMO_LATENCY_MS, setLatency } from './lib/route';
import { buildActivityOffThread, db, enablePersistence } from './store';

/**
 * Demo mode: the simulated api/v1 in a service worker, started before the first render. Changes
 * are kept in localStorage so they survive a reload. The worker (public/demoServiceWorker.js, MSW's
 * worker narrowed to api/v1) is given relative to the document base, so any base path works.
 */
export async function startDemoWorker(workerUrl: string): Promise<void> {
  enablePersistence(window.localStorage);
  setLatency(DEMO_LATENCY_MS);
  buildActivityOffThread(workerBuilder());
  // A page that lists activity (or a sign-in on its way to one) has its 17,000 rows built on the
  // other core while its code loads, instead of on the main thread when its first list asks.
  const base = new URL(document.baseURI).pathname.replace(/\/$/, '');
  const prefetch = () => {
    const path = window.location.pathname.startsWith(base) ? window.location.pathname.slice(base.length) || '/' : window.location.pathname;
    if (pageWantsActivity(path, window.location.search)) db().prefetchActivity();
  };
  prefetch();
  const worker = setupWorker(...handlers);
  worker.events.on('request:start', prefetch);
  await worker.start({
    serviceWorker: { url: workerUrl },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
