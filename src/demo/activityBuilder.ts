import type { ActivitySeed } from './seed';
import type { OffThreadBuilder } from './store';

/** The browser's off-thread builder of the activity rows: one Web Worker, ended after the hand-over. */
export const workerBuilder = (): OffThreadBuilder => {
  let worker: Worker | null = null;
  return {
    start: epoch => {
      worker = new Worker(new URL('./activityWorker.ts', import.meta.url), { type: 'module', name: 'demo-seed' });
      worker.postMessage({ type: 'build', epoch });
    },
    take: () =>
      new Promise<ActivitySeed>((resolve, reject) => {
        const running = worker;
        if (!running) return reject(new Error('The seed worker was not started'));
        running.onmessage = ({ data }: MessageEvent<ActivitySeed>) => {
          resolve(data);
          running.terminate();
        };
        running.onerror = event => {
          reject(new Error(event.message || 'The seed worker failed'));
          running.terminate();
        };
        running.postMessage({ type: 'send' });
      }),
  };
};

const ACTIVITY_PAGE =
  /^\/(?:$|applications?(?:\/|$)|crawlers?(?:\/|$)|analyses|analysis-stats|incomplete-bundle-applications|lookup|dieds|summary|shared_link|bankmodules)/;

/**
 * Whether the page at `path` (inside the dashboard) shows activity rows soon: its own lists, or
 * /login on its way to /applications or to a `next` page that does.
 */
export const pageWantsActivity = (path: string, search: string): boolean => {
  if (path === '/login') return ACTIVITY_PAGE.test((new URLSearchParams(search).get('next') ?? '/').split(/[?#]/)[0]);
  return ACTIVITY_PAGE.test(path);
};
