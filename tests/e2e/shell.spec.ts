import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, atPath, DEMO_PASSWORD, mainMenu, navigate, signIn, submitLogin, type Account } from './support';

const PRODUCT = ['Connections', 'Summary', 'Applications', 'Crawlers', 'Analyses', 'Lookup'];
const PRODUCT_SETTINGS_USER = ['Labels', 'Webhooks', 'API Tokens', 'IFrame'];
const STAFF = ['Bank Modules', 'Metric Modules', 'Regex', 'Dieds', 'Incomplete Bundle Applications'];
const LEARN_MORE_USER = ['API Docs', 'Developer Docs'];
const STAFF_ONLY = ['Settings', 'Analysis Stats', ...STAFF];

const menuItem = (page: Page, name: string) => mainMenu(page).getByRole('menuitem', { name, exact: true });
const externalItem = (page: Page, name: string) =>
  mainMenu(page).getByRole('menuitem', { name: `${name} (opens in a new tab)` });
const heading = (page: Page, name: string) => mainMenu(page).getByText(name, { exact: true });

const expectUserMenu = async (page: Page) => {
  await expect(mainMenu(page)).toBeVisible();
  for (const name of ['Product', 'Product Settings', 'Learn More']) await expect(heading(page, name)).toBeVisible();
  for (const name of [...PRODUCT, ...PRODUCT_SETTINGS_USER]) await expect(menuItem(page, name)).toBeVisible();
  for (const name of LEARN_MORE_USER) await expect(externalItem(page, name)).toBeVisible();
};

test('a vendor sees no Staff group, no Settings and no staff links', async ({ page }) => {
  await signIn(page, 'vendor');
  await expectUserMenu(page);
  await expect(heading(page, 'Staff')).toHaveCount(0);
  for (const name of STAFF_ONLY) await expect(menuItem(page, name)).toHaveCount(0);
  await expect(externalItem(page, 'Integration Guide')).toHaveCount(0);
});

for (const account of ['staff', 'admin'] satisfies Account[]) {
  test(`${account} sees the Staff group, Settings and the Integration Guide`, async ({ page }) => {
    await signIn(page, account);
    await expectUserMenu(page);
    await expect(heading(page, 'Staff')).toBeVisible();
    for (const name of STAFF_ONLY) await expect(menuItem(page, name)).toBeVisible();
    await expect(externalItem(page, 'Integration Guide')).toBeVisible();
    await expect(externalItem(page, 'Integration Guide')).toHaveAttribute('target', '_blank');
  });
}

test('menu items lead to their pages', async ({ page }) => {
  await signIn(page, 'staff');
  await menuItem(page, 'API Tokens').click();
  await expect(page).toHaveURL(atPath('/tokens'));
  await menuItem(page, 'Dieds').click();
  await expect(page).toHaveURL(atPath('/dieds'));
  await expect(page.getByRole('heading', { name: 'Dieds' })).toBeVisible();
  await menuItem(page, 'Labels').click();
  await expect(page).toHaveURL(atPath('/labels'));
});

test('a staff page is refused to a vendor', async ({ page }) => {
  await signIn(page, 'vendor', { next: '/dieds' });
  await expect(page.getByRole('heading', { name: 'You are not authorised to access this page' })).toBeVisible();
  await navigate(page, '/settings');
  await expect(page.getByRole('heading', { name: 'You are not authorised to access this page' })).toBeVisible();
});

test('an unknown path shows Page not found', async ({ page }) => {
  await signIn(page, 'vendor');
  await navigate(page, '/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the dashboard works under /dashboard/', async ({ page }) => {
  await signIn(page, 'vendor', { base: '/dashboard' });
  await expect(page).toHaveURL(atPath('/dashboard/applications'));
  await expect(menuItem(page, 'Labels')).toHaveAttribute('href', '/dashboard/labels');
  await menuItem(page, 'Labels').click();
  await expect(page).toHaveURL(atPath('/dashboard/labels'));
  await expect(page.getByRole('columnheader', { name: 'Ref' })).toBeVisible();
});

test('the dashboard works under a version prefix', async ({ page }) => {
  await page.goto('/v2/dashboard/webhooks');
  await expect(page).toHaveURL(atPath('/v2/dashboard/login?next=%2Fwebhooks'));
  await submitLogin(page, ACCOUNTS.staff, DEMO_PASSWORD);
  await expect(page).toHaveURL(atPath('/v2/dashboard/webhooks'));
  await navigate(page, '/');
  await expect(page).toHaveURL(atPath('/v2/dashboard/crawlers'));
  await expect(menuItem(page, 'Dieds')).toHaveAttribute('href', '/v2/dashboard/dieds');
});
