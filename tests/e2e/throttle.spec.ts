import { expect, test, type Page } from '@playwright/test';
import { injectFaults } from './faults';
import { signIn } from './support';

/**
 * A throttled save (docs/product.md#messages): the server answers 429 with `Retry-After: 7`, as
 * DRF's throttle sends it. Injected through the page's fetch (./faults: the demo's service worker
 * answers api/v1 out of `page.route`'s sight), before the page loads; only the label's save (a
 * PUT) is refused.
 */
const throttleLabelSaves = (page: Page) =>
  injectFaults(page, [
    {
      method: 'PUT',
      path: '/api/v1/dashboard/vendors/labels/[^/]+/?$',
      status: 429,
      headers: { 'Retry-After': '7' },
      body: { detail: 'Request was throttled. Expected available in 7 seconds.' },
    },
  ]);

test('a label save answered 429 says the wait, keeps Save off that long and what was typed, and stays signed in', async ({
  page,
}) => {
  await throttleLabelSaves(page);
  // Writing labels is staff's (docs/product.md#labels): vendor users only read them.
  await signIn(page, 'staff', { next: '/labels' });
  await page.getByRole('row').nth(1).getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/labels\/[^/]+$/);
  const ref = page.getByRole('textbox', { name: 'Ref' });
  await expect(ref).not.toHaveValue('');
  await ref.fill('throttled-ref');
  await page.getByRole('button', { name: 'Save' }).click();

  const form = page.locator('form');
  await expect(form.getByRole('alert')).toHaveText('Not saved: Too many requests: try again in 7 s');
  await expect(page.getByText('An error occured: Not saved: Too many requests: try again in 7 s')).toBeVisible();
  const save = page.getByRole('button', { name: /^Save/ });
  await expect(save).toBeDisabled();
  await expect(save).toHaveAccessibleName(/^Save \(wait [1-7] s\)$/);
  await expect(ref).toHaveValue('throttled-ref');
  expect(new URL(page.url()).pathname).not.toBe('/login');

  // The wait is over: Save is offered again, the typed value and the session still there.
  await expect(save).toBeEnabled({ timeout: 10_000 });
  await expect(save).toHaveAccessibleName('Save');
  await expect(ref).toHaveValue('throttled-ref');
  await expect(page).toHaveURL(/\/labels\/[^/]+$/);
});
