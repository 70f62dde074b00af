import { expect, test, type Page } from '@playwright/test';
import { injectFaults } from './faults';
import { ACCOUNTS, atPath, COLD_LOAD, DEMO_PASSWORD, signIn, submitLogin } from './support';

const refField = (page: Page) => page.getByRole('textbox', { name: 'Ref' });
const RESTORED = 'Your unsaved changes from before you were signed out were restored.';

/**
 * docs/product.md#session: nothing typed is lost across a session end. The demo build's service
 * worker answers api/v1 out of Playwright's sight (docs/architecture.md#testing), so the expired
 * token is the page's own fetch (./faults) answering the first label save as the API does for a
 * token it no longer knows: 401 {"detail": "Invalid token."}.
 */
test('a label edit saved into an expired session comes back after signing in again, and Discard brings the saved value back', async ({
  page,
}) => {
  await injectFaults(page, [
    {
      method: 'PUT',
      path: '/dashboard/vendors/labels/\\d+/?$',
      status: 401,
      body: { detail: 'Invalid token.' },
      times: 1,
    },
  ]);

  await signIn(page, 'staff', { next: '/labels/1' });
  // The first wait after a cold load (support.ts): the edit screen's chunk and the record.
  await expect(refField(page)).toHaveValue('acme-web', COLD_LOAD);
  await refField(page).fill('acme-web typed before expiry');
  await page.getByRole('button', { name: 'Save' }).click();

  // Signed out without a word, with the form as the return location.
  await expect(page).toHaveURL(/\/login\?next=%2Flabels%2F1$/);
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter(key => key.startsWith('draft:')))).toHaveLength(
    1,
  );
  await submitLogin(page, ACCOUNTS.staff, DEMO_PASSWORD);

  await expect(page).toHaveURL(atPath('/labels/1'));
  await expect(refField(page)).toHaveValue('acme-web typed before expiry');
  await expect(page.getByText(RESTORED)).toBeVisible();

  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(refField(page)).toHaveValue('acme-web');
  await expect(page.getByText(RESTORED)).toHaveCount(0);
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter(key => key.startsWith('draft:')))).toHaveLength(
    0,
  );
});
