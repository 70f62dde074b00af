import { expect, test } from '@playwright/test';
import { injectFaults } from './faults';
import {
  ACCOUNTS,
  atPath,
  DEMO_PASSWORD,
  emailField,
  navigate,
  passwordField,
  signIn,
  signInButton,
  submitLogin,
  type Account,
} from './support';

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

// Issue 24: a sign-in the server fails is told as it is, never "Invalid details".
const HTML_500 = '<html><head><title>Server Error (500)</title></head><body><h1>Server Error (500)</h1></body></html>';
const HTML_502 = '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>';
test('a login answered 500 says the server did not answer, never "Invalid details", and keeps what was typed', async ({
  page,
}) => {
  await injectFaults(page, [{ path: '/api/v1/rest-auth/login/$', method: 'POST', status: 500, body: HTML_500 }]);
  await page.goto('/login');
  await submitLogin(page, ACCOUNTS.vendor, DEMO_PASSWORD);
  await expect(page.getByText('The server did not answer. Try again in a moment.')).toBeVisible();
  await expect(page.getByText('Invalid details, please try again')).toHaveCount(0);
  await expect(page).toHaveURL(atPath('/login'));
  await expect(emailField(page)).toHaveValue(ACCOUNTS.vendor);
  await expect(passwordField(page)).toHaveValue(DEMO_PASSWORD);
  await expect(signInButton(page)).toBeEnabled();
});

test('a login answered 429 says how long to wait and keeps Sign in disabled that long', async ({ page }) => {
  await injectFaults(page, [
    {
      path: '/api/v1/rest-auth/login/$',
      method: 'POST',
      times: 1,
      status: 429,
      body: { detail: 'Request was throttled. Expected available in 7 seconds.' },
      headers: { 'Retry-After': '7' },
    },
  ]);
  await page.goto('/login');
  await submitLogin(page, ACCOUNTS.vendor, DEMO_PASSWORD);
  await expect(page.getByText('Too many requests: try again in 7 s')).toBeVisible();
  await expect(page.getByText('Invalid details, please try again')).toHaveCount(0);
  await expect(signInButton(page)).toBeDisabled();
  await expect(emailField(page)).toHaveValue(ACCOUNTS.vendor);
  await expect(passwordField(page)).toHaveValue(DEMO_PASSWORD);
  // After the wait the same details sign in.
  await expect(signInButton(page)).toBeEnabled({ timeout: 15_000 });
  await signInButton(page).click();
  await expect(page).toHaveURL(atPath('/applications'));
});

test('a reset answered 502 says the server did not answer, never that the e-mail was sent', async ({ page }) => {
  await injectFaults(page, [
    { path: '/api/v1/rest-auth/password/reset/$', method: 'POST', status: 502, body: HTML_502 },
  ]);
  await page.goto('/reset');
  await emailField(page).fill(ACCOUNTS.vendor);
  await page.getByRole('button', { name: 'Send reset email' }).click();
  await expect(page.getByText('The server did not answer. Try again in a moment.')).toBeVisible();
  await expect(page.getByText('Please check your email for instructions to reset your password')).toHaveCount(0);
  await expect(page).toHaveURL(atPath('/reset'));
  await expect(emailField(page)).toHaveValue(ACCOUNTS.vendor);
});
