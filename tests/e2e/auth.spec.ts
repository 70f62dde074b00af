import { expect, test } from '@playwright/test';
import { ACCOUNTS, atPath, DEMO_PASSWORD, emailField, navigate, signIn, signInButton, submitLogin, type Account } from './support';

// docs/product.md#login and #routes: the login goes to /applications when no page was requested; `/` redirects by level.
const landing: Array<{ account: Account; afterLogin: string; root: string }> = [
  { account: 'admin', afterLogin: '/applications', root: '/analyses' },
  { account: 'staff', afterLogin: '/applications', root: '/crawlers' },
  { account: 'vendor', afterLogin: '/applications', root: '/applications' },
  { account: 'nobody', afterLogin: '/signup', root: '/signup' },
];

for (const { account, afterLogin, root } of landing) {
  test(`${account} signs in to ${afterLogin} and / sends them to ${root}`, async ({ page }) => {
    await signIn(page, account);
    await expect(page).toHaveURL(atPath(afterLogin));
    await navigate(page, '/');
    await expect(page).toHaveURL(atPath(root));
  });
}

test('a wrong password is refused with the spec message', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, ACCOUNTS.vendor, 'not-the-password');
  await expect(page.getByText('Invalid details, please try again')).toBeVisible();
  await expect(page).toHaveURL(atPath('/login'));
  await expect(emailField(page)).toHaveValue(ACCOUNTS.vendor);
});

test('empty fields are refused before any call', async ({ page }) => {
  await page.goto('/login');
  await signInButton(page).click();
  await expect(page.getByText('Please enter both email and password').first()).toBeVisible();
  await expect(page).toHaveURL(atPath('/login'));
});

test('a protected page opened signed out comes back after sign-in', async ({ page }) => {
  await page.goto('/labels');
  await expect(page).toHaveURL(/\/login\?next=%2Flabels$/);
  await submitLogin(page, ACCOUNTS.vendor, DEMO_PASSWORD);
  await expect(page).toHaveURL(atPath('/labels'));
  await expect(page.getByRole('columnheader', { name: 'Ref' })).toBeVisible();
});

test('a custom page opened signed out comes back after sign-in', async ({ page }) => {
  await page.goto('/webhooks');
  await expect(page).toHaveURL(/\/login\?next=%2Fwebhooks$/);
  await submitLogin(page, ACCOUNTS.vendor, DEMO_PASSWORD);
  await expect(page).toHaveURL(atPath('/webhooks'));
});

test('a signed-in user opening /login is sent to /applications', async ({ page }) => {
  await signIn(page, 'vendor');
  await navigate(page, '/login');
  await expect(page).toHaveURL(atPath('/applications'));
});

test('logout returns to login and protected pages then ask to sign in', async ({ page }) => {
  await signIn(page, 'vendor');
  await expect(page).toHaveURL(atPath('/applications'));
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(atPath('/login'));
  await expect(signInButton(page)).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

  await navigate(page, '/tokens');
  await expect(page).toHaveURL(atPath('/login?next=%2Ftokens'));
  await navigate(page, '/applications');
  await expect(page).toHaveURL(atPath('/login?next=%2Fapplications'));
  await navigate(page, '/dieds');
  await expect(page).toHaveURL(atPath('/login?next=%2Fdieds'));
});
