import { expect, test } from '@playwright/test';
import { injectFaults } from './faults';
import { signIn } from './support';

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
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await injectFaults(page, [{ method: 'GET', path: '/applications/$', status, body, headers: { ...headers } }]);
    await page.reload();
    if (status === 429) {
      // Said at once, while the list is asked again after the wait (not skeleton rows meanwhile).
      const wait = page.getByRole('status').filter({ hasText: 'Too many requests: try again in' });
      await expect(wait).toBeVisible({ timeout: 5_000 });
      await expect(wait).toContainText(/try again in [89] s/);
      await expect(wait).toContainText('The list is asked for again by itself when the wait is over.');
      await expect(page.getByRole('progressbar', { name: 'Loading rows' })).toHaveCount(0);
      await expect(page).toHaveURL(/\/applications/);
    } else {
      await expect(page).toHaveURL(/\/login/);
    }
    await expect(page.locator('tbody tr')).toHaveCount(0);
  });
}
