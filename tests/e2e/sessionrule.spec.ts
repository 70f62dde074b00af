import { expect, test } from '@playwright/test';
import { injectFaults } from './faults';
import { atPath, COLD_LOAD, navigate, signIn } from './support';

/**
 * docs/product.md#session: reads the person did not ask for never end the session. A backend that
 * keeps the vendor settings to staff answers a vendor's read with 403; Lookup then uses the
 * product's default type and says so quietly, and the vendor stays signed in.
 */
test('Lookup with the vendor settings refused (403) keeps the session and the default type', async ({ page }) => {
  await injectFaults(page, [
    {
      method: 'GET',
      path: '/api/v1/users/me/vendor/settings/?$',
      status: 403,
      body: { detail: 'You do not have permission to perform this action.' },
    },
  ]);
  await signIn(page, 'vendor');
  await navigate(page, '/lookup');
  await expect(
    page.getByText("Your vendor's default lookup type could not be read: Vendor Specific Id is used."),
  ).toBeVisible(COLD_LOAD);
  await expect(page.getByRole('combobox', { name: 'Lookup type' })).toHaveText('Vendor Specific Id');
  await expect(page).toHaveURL(atPath('/lookup'));
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).not.toBeNull();
});

test('a label save answered 403 (a refused CSRF check) shows no success and ends the session', async ({ page }) => {
  await injectFaults(page, [
    {
      method: 'PUT',
      path: '/dashboard/vendors/labels/\\d+/?$',
      status: 403,
      body: { detail: 'CSRF Failed: CSRF token missing or incorrect.' },
    },
  ]);
  await signIn(page, 'staff', { next: '/labels/1' });
  const ref = page.getByRole('textbox', { name: 'Ref' });
  await expect(ref).toHaveValue('acme-web', COLD_LOAD);
  await ref.fill('acme-web refused');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Flabels%2F1$/);
  await expect(page.getByText(/Element updated|An error occured/)).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});
