import { expect, test } from '@playwright/test';
import { COLD_LOAD } from './support';

/**
 * The demo build's host page (public/embed-host.html, README "Embedded mode") embeds the
 * dashboard from an allowed origin, passes it a token and receives its height; inside the frame
 * the dashboard shows no top bar and no sidebar.
 */
test('the demo host page embeds the dashboard, signs its user in by message and receives the height', async ({
  page,
  baseURL,
}) => {
  const response = await page.goto('/embed-host.html?path=/webhooks');
  // The demo build lets its own origin, and only it, frame the dashboard.
  expect(response?.headers()['content-security-policy']).toMatch(/frame-ancestors 'self'(;|$)/);
  const dashboard = page.frameLocator('#dashboard');
  await expect(page.locator('#status')).toHaveText('Dashboard ready: sign in to pass it a token', COLD_LOAD);
  // "ready" is posted before the first render: the frame's cold load goes on after it.
  await expect(dashboard.getByRole('heading', { name: 'Your session has ended' })).toBeVisible(COLD_LOAD);
  await expect(dashboard.getByRole('button', { name: 'Sign in' })).toHaveCount(0);

  await page.getByLabel('Demo account').selectOption('vendor@demo.test');
  await page.getByRole('button', { name: 'Sign in to the dashboard' }).click();
  await expect(page.locator('#status')).toHaveText('Signed in: token sent to the dashboard');
  await expect(dashboard.getByRole('columnheader', { name: 'Vendor Ref' })).toBeVisible();
  // The webhook's name is its row's header (rows are links where they open something).
  await expect(dashboard.getByRole('rowheader', { name: /Loan origination system$/ })).toBeVisible();
  await expect(dashboard.getByRole('banner')).toHaveCount(0);
  await expect(dashboard.getByRole('menu', { name: 'Main menu' })).toHaveCount(0);

  await expect(page.locator('#height')).toHaveText(/^\d+ px$/);
  const frameHeight = await page.locator('#dashboard').evaluate(element => element.clientHeight);
  const reported = Number((await page.locator('#height').textContent())!.replace(' px', ''));
  expect(Math.abs(reported - frameHeight)).toBeLessThanOrEqual(4);

  // The host's token lives in the frame's memory only.
  const frame = page.frames().find(each => each !== page.mainFrame() && each.url().startsWith(baseURL!))!;
  expect(await frame.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});
