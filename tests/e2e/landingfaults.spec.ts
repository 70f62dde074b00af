import { expect, test, type Page } from '@playwright/test';
import { faultsAnswered, injectFaults } from './faults';
import { COLD_LOAD, signIn } from './support';

/** From the next load on, counts the times the list's skeleton rows are drawn. */
const countSkeletons = (page: Page) =>
  page.addInitScript(() => {
    const drawn = { count: 0, shown: false };
    Object.defineProperty(window, '__skeletonsDrawn', { value: drawn });
    new MutationObserver(() => {
      const shown = !!document.querySelector('[role="progressbar"][aria-label="Loading rows"]');
      if (shown && !drawn.shown) drawn.count += 1;
      drawn.shown = shown;
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
const skeletonsDrawn = (page: Page) =>
  page.evaluate(() => (window as unknown as { __skeletonsDrawn: { count: number } }).__skeletonsDrawn.count);

/**
 * The landing list's first page, asked for by the entry while the app loads (app/landingPage.ts),
 * refused by the server on a reload: the page says what the server said. A 429 is the list's error
 * with the wait and a retry, the session kept; a 403 or a 502 ends the session (docs/api.md#statuses).
 * No rows are shown that the server did not send.
 */
for (const [status, body, headers] of [
  [429, { detail: 'Request was throttled. Expected available in 9 seconds.' }, { 'Retry-After': '9' }],
  [403, { detail: 'You do not have permission to perform this action.' }, {}],
  [502, '<html><body>Bad Gateway</body></html>', {}],
] as const) {
  test(`a reload of /applications whose list is answered ${status}`, async ({ page }) => {
    await signIn(page, 'vendor', { next: '/applications' });
    await expect(page.locator('tbody tr').first()).toBeVisible(COLD_LOAD);
    await countSkeletons(page);
    await injectFaults(page, [{ method: 'GET', path: '/applications/$', status, body, headers: { ...headers } }]);
    await page.reload();
    if (status === 429) {
      // The server's 9 s count from its answer, which came while the app's scripts still loaded:
      // the list says what is left of them at once (no skeleton rows, which read as "coming"),
      // counts down, and asks again when they are over, not before.
      const wait = page.getByRole('status').filter({ hasText: 'Too many requests: try again in' });
      await expect(wait).toBeVisible(COLD_LOAD);
      await expect(wait).toContainText('The list is asked for again by itself when the wait is over.');
      await expect(page.getByRole('progressbar', { name: 'Loading rows' })).toHaveCount(0);
      const seen = await faultsAnswered(page, '.MuiAlert-root[role="status"]');
      const shown = Number(/try again in (\d+) s/.exec(seen.text ?? '')?.[1]);
      const left = seen.answered[seen.answered.length - 1] + 9_000 - seen.now;
      expect(shown * 1000).toBeGreaterThanOrEqual(left - 100);
      // A second of rounding up, and up to one more for a countdown's tick late on a busy machine.
      expect(shown * 1000).toBeLessThan(left + 1_000 + 1_000);
      await expect
        .poll(async () => (await faultsAnswered(page, 'body')).answered.length, { timeout: 20_000 })
        .toBeGreaterThanOrEqual(2);
      const { answered } = await faultsAnswered(page, 'body');
      expect(answered[1] - answered[0]).toBeGreaterThanOrEqual(9_000 - 50);
      await expect(wait).toBeVisible();
      expect(await skeletonsDrawn(page)).toBe(0);
      await expect(page).toHaveURL(/\/applications/);
    } else {
      await expect(page).toHaveURL(/\/login/, COLD_LOAD);
    }
    await expect(page.locator('tbody tr')).toHaveCount(0);
  });
}
