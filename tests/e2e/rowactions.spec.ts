import { expect, test } from '@playwright/test';
import { injectFaults } from './faults';
import { signIn } from './support';

/**
 * A row's Reanalyse (a native button sharing the table's one runner, docs/performance.md) tells
 * the truth when the server refuses: a 429 makes that row's button wait, named with the seconds,
 * and keeps the list and the session; a 403 or a 502 on the person's own call ends the session
 * (docs/api.md#statuses), with no success notice.
 */
for (const [status, body, headers] of [
  [429, { detail: 'Request was throttled. Expected available in 9 seconds.' }, { 'Retry-After': '9' }],
  [403, { detail: 'You do not have permission to perform this action.' }, {}],
  [502, '<html><body>Bad Gateway</body></html>', {}],
] as const) {
  test(`a row's Reanalyse answered ${status}`, async ({ page }) => {
    await injectFaults(page, [{ method: 'POST', path: '/analyses/?$', status, body, headers: { ...headers } }]);
    await signIn(page, 'vendor', { next: '/applications' });
    const button = page.locator('tbody button.app-row-button:not([disabled])').first();
    const name = await button.getAttribute('aria-label');
    await button.click();
    if (status === 429) {
      await expect(page.getByText(/Too many requests: try again in 9 s/).first()).toBeVisible();
      await expect(page.getByRole('button', { name: new RegExp(`^${name} \\(wait \\d+ s\\)$`) })).toBeDisabled();
      await expect(page.locator('tbody button.app-row-button:not([disabled])').first()).toBeEnabled();
      await expect(page).toHaveURL(/\/applications/);
    } else {
      await expect(page).toHaveURL(/\/login/);
      await expect(page.getByText(/Reanalysis started/)).toHaveCount(0);
    }
  });
}
