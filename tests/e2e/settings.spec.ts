import { expect, test, type Page, type Request } from '@playwright/test';
import { COLD_LOAD, mainMenu, navigate, signIn, signInButton } from './support';

// A cold first load of the app (its chunks, the demo's service worker) can pass the 15 s that
// signIn gives the login form on a loaded machine: load it once first, with room.
test.beforeEach(async ({ page }) => {
  await page.goto('/login');
  await expect(signInButton(page)).toBeVisible(COLD_LOAD);
});

/** The PATCH requests to users/me/vendor/settings (the demo's service worker still lets Playwright see them). */
const settingsPatches = (page: Page) => {
  const sent: Request[] = [];
  page.on('request', request => {
    if (request.method() === 'PATCH' && request.url().includes('/users/me/vendor/settings')) sent.push(request);
  });
  return sent;
};

test('staff changes one setting and only that key is sent', async ({ page }) => {
  const sent = settingsPatches(page);
  await signIn(page, 'staff', { next: '/settings/application' });
  await expect(page.getByRole('tab', { name: 'Application' })).toHaveAttribute('aria-selected', 'true', COLD_LOAD);
  const days = page.getByRole('spinbutton', { name: 'days_to_display' });
  await expect(days).toHaveValue('90');
  await days.fill('60');
  await expect(page.getByRole('tab', { name: 'Application (1)' })).toBeVisible();

  await page.getByRole('button', { name: 'Review changes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save these changes?' });
  await expect(dialog.getByRole('row')).toHaveCount(2);
  await expect(dialog.getByRole('row').nth(1)).toContainText('days_to_display');
  await expect(dialog.getByRole('row').nth(1)).toContainText('60');
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Settings saved')).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(sent[0].postDataJSON()).toEqual({ application: { days_to_display: '60' } });
  await expect(page.getByRole('spinbutton', { name: 'days_to_display' })).toHaveValue('60');
  await expect(page.getByRole('tab', { name: 'Application' })).toBeVisible();
});

test('an invalid recipient e-mail gets its message and nothing is sent', async ({ page }) => {
  const sent = settingsPatches(page);
  await signIn(page, 'staff', { next: '/settings/vendor' });
  const email = page.getByRole('textbox', { name: 'Email', exact: true }).first();
  await expect(email).toBeVisible(COLD_LOAD);
  await email.fill('credit@');
  await page.getByRole('button', { name: 'Review changes' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(email).toHaveValue('credit@');
  expect(sent).toHaveLength(0);
});

test.describe.configure({ timeout: 150_000 });

test('staff restarts all metrics after a confirmation and sees the result', async ({ page }) => {
  await signIn(page, 'staff', { next: '/metricmodules' });
  const metrics = page.getByRole('region', { name: 'Metrics' });
  await expect(metrics.getByRole('row').nth(1)).toBeVisible(COLD_LOAD);
  await expect(metrics.getByText('Disabled').first()).toBeVisible();
  await page.getByRole('button', { name: 'Restart all metrics' }).click();
  await page.getByRole('dialog', { name: 'Restart all metrics?' }).getByRole('button', { name: 'Restart' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Re-enabled \d+ metrics?: / })).toBeVisible();
  await expect(metrics.getByText('Disabled')).toHaveCount(0);
});

test('a vendor is refused Settings and Metric Modules, and the menu does not offer them', async ({ page }) => {
  await signIn(page, 'vendor', { next: '/applications' });
  await expect(mainMenu(page).getByRole('menuitem', { name: 'Applications' })).toBeVisible(COLD_LOAD);
  await expect(mainMenu(page).getByRole('menuitem', { name: 'Settings' })).toHaveCount(0);
  await expect(mainMenu(page).getByRole('menuitem', { name: 'Metric Modules' })).toHaveCount(0);
  for (const path of ['/settings', '/settings/cluster', '/metricmodules']) {
    await navigate(page, path);
    await expect(page.getByRole('heading', { name: 'You are not authorised to access this page' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Review changes' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Restart all metrics' })).toHaveCount(0);
  }
});
