import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

/** The scheme the page is painted in, and its background colour (docs/screens/theme.md). */
const painted = (page: Page) =>
  page.evaluate(() => ({
    scheme: getComputedStyle(document.documentElement).colorScheme,
    background: getComputedStyle(document.body).backgroundColor,
  }));

// docs/screens/theme.md: the system's scheme until the user picks one with the top bar's
// toggle, and the pick outlives a reload.
test.use({ colorScheme: 'light' });

test('the theme toggle switches to dark, by keyboard too, and a reload and a logout keep it', async ({ page }) => {
  await signIn(page, 'vendor', { next: '/applications' });
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Toggle light/dark mode' });
  await expect(toggle).toBeVisible();
  await expect.poll(async () => (await painted(page)).scheme).toBe('light');
  const light = (await painted(page)).background;

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await painted(page)).scheme).toBe('dark');
  expect((await painted(page)).background).not.toBe(light);

  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Toggle light/dark mode' })).toBeVisible();
  await expect.poll(async () => (await painted(page)).scheme).toBe('dark');

  // The choice is the device's: the login page after a logout is still dark.
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect.poll(async () => (await painted(page)).scheme).toBe('dark');
});
