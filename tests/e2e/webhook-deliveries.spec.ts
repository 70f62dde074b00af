import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { injectFaults } from './faults';
import { COLD_LOAD, mainMenu, signIn } from './support';

/**
 * Webhook deliveries (docs/product.md#webhook-deliveries), the vendor's story: a _ready webhook
 * failed -> the menu's Webhook deliveries -> Resend: the resend calls go out, one per application
 * and webhook, and each application says its outcome. The demo seed gives the demo vendor failed
 * latest deliveries of every cause in the last 7 days.
 */

/** Records the page's resend requests (method and path), as its own fetch sends them. */
const recordResends = (page: Page) =>
  page.addInitScript(() => {
    const sent: string[] = [];
    (window as unknown as { __resends: string[] }).__resends = sent;
    const original = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const path = new URL(url, location.href).pathname;
      if (/\/(bundle|summary)\/webhook$/.test(path)) sent.push(`${init?.method ?? 'GET'} ${path}`);
      return original(input, init);
    };
  });

const resends = (page: Page) => page.evaluate(() => (window as unknown as { __resends: string[] }).__resends);

test('a vendor resends the failed webhooks in two clicks and reads each outcome', async ({ page }) => {
  test.setTimeout(120_000);
  // Every summary webhook resend fails as a server would answer it; bundle resends go through.
  await injectFaults(page, [
    {
      method: 'POST',
      path: '/summary/webhook$',
      status: 500,
      body: { detail: 'Webhook queue unavailable' },
    },
  ]);
  await recordResends(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'vendor');
  await expect(mainMenu(page)).toBeVisible(COLD_LOAD);

  // Click 1: the menu.
  await mainMenu(page).getByRole('menuitem', { name: 'Webhook deliveries' }).click();
  const causes = page.getByRole('table', { name: 'Failures by response code' });
  await expect(causes).toBeVisible(COLD_LOAD);
  await expect(causes.getByRole('row', { name: /^404 Your endpoint path does not exist/ })).toBeVisible();
  await expect(causes.getByRole('row', { name: /^401 Your endpoint refused our credentials/ })).toBeVisible();
  await expect(causes.getByRole('row', { name: /^none Timed out \(no answer\)/ })).toBeVisible();

  // Click 2: Resend.
  const resend = page.getByRole('button', { name: /^Resend \d+ \(at most 20\)$/ });
  await expect(resend).toBeEnabled();
  await resend.click();
  const outcome = page.getByRole('region', { name: /Sends the bundle webhook/ });
  await expect(outcome.getByRole('status').filter({ hasText: /^\d+ done, \d+ failed, \d+ skipped$/ })).toBeVisible({
    timeout: 60_000,
  });

  const sent = await resends(page);
  expect(sent.length).toBeGreaterThan(0);
  expect(sent.every(line => /^POST \/api\/v1\/applications\/\d+\/(bundle|summary)\/webhook$/.test(line))).toBe(true);
  const bundles = sent.filter(line => line.endsWith('/bundle/webhook'));
  const summaries = sent.filter(line => line.endsWith('/summary/webhook'));
  expect(bundles.length).toBeGreaterThan(0);
  expect(summaries.length).toBeGreaterThan(0);

  // A summary resend's row failed with the server's message; a bundle-only row is done.
  await expect(outcome.getByText('Webhook queue unavailable').first()).toBeVisible();
  await expect(outcome.getByText(/^Application \d+ \(bundle webhook\): done$/).first()).toBeVisible();
  await expect(page.getByText(/^Sent bundle and report_ready webhook: \d+/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('webhook-deliveries-1366.png'), fullPage: true });
});

test('at 390 px the applications are cards and nothing overflows sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'vendor', { next: '/webhook-deliveries' });
  await expect(page.getByRole('heading', { name: 'Webhook deliveries', level: 1 })).toBeVisible(COLD_LOAD);
  // The fixing action is in reach without scrolling.
  await expect(page.getByRole('button', { name: /^Resend \d+ \(at most 20\)$/ })).toBeInViewport();
  await page.getByRole('switch', { name: 'Latest _ready failed' }).check();
  const cards = page.getByTestId('delivery-card');
  await expect(cards.first()).toBeVisible(COLD_LOAD);
  await expect(cards.first().getByRole('link', { name: /^Application \d+$/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Applications' })).toHaveCount(0);
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  await page.screenshot({ path: test.info().outputPath('webhook-deliveries-390.png'), fullPage: true });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`passes axe with the outcome list shown (${colorScheme})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, 'vendor', { next: '/webhook-deliveries' });
    await page.getByRole('button', { name: /^Resend \d+ \(at most 20\)$/ }).click(COLD_LOAD);
    await expect(page.getByText(/^\d+ done, \d+ failed, \d+ skipped$/)).toBeVisible({ timeout: 60_000 });
    await page.addStyleTag({
      content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
    });
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const blocking = violations
      .filter(violation => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        violation =>
          `${violation.id}: ${violation.nodes
            .map(node => node.target.join(' '))
            .slice(0, 3)
            .join(' | ')}`,
      );
    expect(blocking).toEqual([]);
  });
}
