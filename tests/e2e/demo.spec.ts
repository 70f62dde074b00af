import { expect, test } from '@playwright/test';
import { COLD_LOAD, mainMenu, signIn } from './support';

/**
 * Demo mode's api/v1 (docs/architecture.md, Demo mode): answered by a Web Worker through the
 * service worker, never by the page's main thread; started by index.html's loader; what it keeps
 * survives a reload.
 */

test("the demo api/v1 answers while the page's main thread is busy, from the worker the loader started", async ({
  page,
}) => {
  await signIn(page, 'vendor', { next: '/labels' });
  await expect(mainMenu(page)).toBeVisible(COLD_LOAD);
  expect(await page.evaluate(() => window.__DEMO_API_WORKER__ instanceof Worker)).toBe(true);

  // A request goes out, then the main thread is held for 1.5 s: the answer (120 ms of simulated
  // latency) must have arrived before it is free again. With the handlers on the main thread it
  // could only come after.
  const { answeredAt, freedAt, status } = await page.evaluate(async () => {
    const url = new URL('api/v1/users/me/detailed', document.baseURI).href;
    const token = window.localStorage.getItem('token') ?? '';
    const pending = fetch(url, { headers: token ? { Authorization: `Token ${token}` } : {} });
    const until = performance.now() + 1500;
    while (performance.now() < until) {
      // Busy: nothing else runs on this thread.
    }
    const freed = performance.now();
    const response = await pending;
    await response.text();
    const entry = performance.getEntriesByName(url).at(-1) as PerformanceResourceTiming | undefined;
    return { answeredAt: entry?.responseEnd ?? Infinity, freedAt: freed, status: response.status };
  });
  expect(status).toBe(200);
  expect(answeredAt).toBeLessThan(freedAt);
});

test("a path the demo api/v1 does not know gets DRF's 404, and a reload keeps the session the worker stored", async ({
  page,
}) => {
  await signIn(page, 'vendor', { next: '/labels' });
  await expect(mainMenu(page)).toBeVisible(COLD_LOAD);
  const missing = await page.evaluate(async () => {
    const response = await fetch(new URL('api/v1/no-such-endpoint/', document.baseURI));
    return { status: response.status, body: await response.json() };
  });
  expect(missing).toEqual({ status: 404, body: { detail: 'Not found.' } });
  expect(await page.evaluate(() => window.localStorage.getItem('demo-api-v1'))).toContain('"sessions"');

  await page.reload();
  await expect(mainMenu(page)).toBeVisible(COLD_LOAD);
  await expect(page).not.toHaveURL(/\/login/);
});
