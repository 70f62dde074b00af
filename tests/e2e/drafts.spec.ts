import { expect, test } from '@playwright/test';
import { ACCOUNTS, atPath, DEMO_PASSWORD, signIn, submitLogin } from './support';

const refField = (page: import('@playwright/test').Page) => page.getByRole('textbox', { name: 'Ref' });
const RESTORED = 'Your unsaved changes from before you were signed out were restored.';

/**
 * docs/product.md#session: nothing typed is lost across a session end. The demo build's service
 * worker answers api/v1 out of Playwright's sight (docs/architecture.md#testing), so the expired
 * token is the page's own fetch answering the first label save as the API does for a token it no
 * longer knows: 401 {"detail": "Invalid token."}.
 */
test('a label edit saved into an expired session comes back after signing in again, and Discard brings the saved value back', async ({ page }) => {
  await page.addInitScript(() => {
    const original = window.fetch.bind(window);
    let expired = false;
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      if (!expired && method === 'PUT' && /\/dashboard\/vendors\/labels\/\d+\/?$/.test(new URL(url, location.href).pathname)) {
        expired = true;
        return Promise.resolve(
          new Response(JSON.stringify({ detail: 'Invalid token.' }), { status: 401, headers: { 'Content-Type': 'application/json' } }),
        );
      }
      return original(input, init);
    };
  });

  await signIn(page, 'staff', { next: '/labels/1' });
  await expect(refField(page)).toHaveValue('acme-web');
  await refField(page).fill('acme-web typed before expiry');
  await page.getByRole('button', { name: 'Save' }).click();

  // Signed out without a word.
  await expect(page).toHaveURL(/\/login(\?|$)/);
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter(key => key.startsWith('draft:')))).toHaveLength(1);
  await submitLogin(page, ACCOUNTS.staff, DEMO_PASSWORD);

  await expect(page).toHaveURL(atPath('/labels/1'));
  await expect(refField(page)).toHaveValue('acme-web typed before expiry');
  await expect(page.getByText(RESTORED)).toBeVisible();

  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(refField(page)).toHaveValue('acme-web');
  await expect(page.getByText(RESTORED)).toHaveCount(0);
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter(key => key.startsWith('draft:')))).toHaveLength(0);
});
