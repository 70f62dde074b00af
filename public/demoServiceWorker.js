/* Demo mode's service worker. It is MSW's own worker (mockServiceWorker.js, written by msw on
 * install and kept as it is), narrowed to the simulated api/v1: every other request (the app's
 * scripts, styles, images) goes straight to the network instead of a round trip through the page,
 * which would wait on the page's busy main thread during start-up. Demo builds only: the
 * production build drops both files (vite.config.ts). */
self.addEventListener('fetch', function (event) {
  if (!/\/api\/v1\//.test(new URL(event.request.url).pathname)) event.stopImmediatePropagation();
});
importScripts('./mockServiceWorker.js');
