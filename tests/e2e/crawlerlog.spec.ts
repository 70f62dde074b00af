import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, atPath, DEMO_PASSWORD, navigate, signInButton, submitLogin } from './support';

/** The demo's long log (docs/screens/crawlerlog.md): 20,000 lines, 40 pages of 500. */
const BIG = 'c0ffee00-0000-4000-8000-000000020000';
const SMALL = 'c0ffee00-0000-4000-8000-000000000500';
const MAX_ROWS = 300;
/** The first answer of a log waits for the demo to seed its activity tables (seconds on a busy machine). */
const FIRST_LINES = { timeout: 45_000 };

/**
 * support.ts's signIn, with more room for the first load of the login page: a fresh context
 * installs the demo's service worker, which took over 15 s on the shared machine.
 */
const signIn = async (page: Page, next: string) => {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await expect(signInButton(page)).toBeVisible({ timeout: 45_000 });
  await submitLogin(page, ACCOUNTS.staff, DEMO_PASSWORD);
  await expect(page).toHaveURL(atPath(next.split('?')[0]), { timeout: 30_000 });
};

test.describe('Crawler log', () => {
  test('opens the 20,000-line log, jumps to the bottom and back, never holding more than 300 rows', async ({
    page,
  }) => {
    // 40 pages of 500 lines (the first, then four at a time) from the demo's service worker.
    test.setTimeout(150_000);
    await signIn(page, `/crawler/${BIG}`);
    // The most log rows the DOM ever held, from the first page on.
    await page.evaluate(() => {
      const w = window as unknown as { maxLogRows: number };
      w.maxLogRows = 0;
      new MutationObserver(() => {
        w.maxLogRows = Math.max(w.maxLogRows, document.querySelectorAll('[data-log-row]').length);
      }).observe(document.body, { childList: true, subtree: true });
    });
    const table = page.getByRole('table', { name: `Log of crawler ${BIG}` });
    await expect(table.getByRole('row').nth(1)).toContainText('INITIAL', FIRST_LINES);
    await expect(page.getByRole('status').filter({ hasText: /^20000 lines$/ })).toBeVisible({ timeout: 90_000 });

    const toolbar = page.getByRole('toolbar', { name: 'Log actions' });
    await toolbar.getByRole('button', { name: 'Bottom' }).click();
    await expect(table.getByRole('row').filter({ hasText: /^20000/ })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: /^20000/ })).toContainText('COMPLETED');
    const atBottom = await page.locator('[data-log-row]').count();
    expect(atBottom).toBeGreaterThan(5);
    expect(atBottom).toBeLessThanOrEqual(MAX_ROWS);

    await toolbar.getByRole('button', { name: 'Top' }).click();
    // Line 1 and its time, whatever the year: the demo dates its runs from the day it runs.
    await expect(
      table
        .getByRole('row')
        .filter({ hasText: /^1\s*\d{4}-\d{2}-\d{2}T\d{2}:/ })
        .first(),
    ).toBeVisible();
    expect(await page.locator('[data-log-row]').count()).toBeLessThanOrEqual(MAX_ROWS);
    expect(await page.evaluate(() => (window as unknown as { maxLogRows: number }).maxLogRows)).toBeLessThanOrEqual(
      MAX_ROWS,
    );
  });

  test('shows the HTML lines as text, the payload that is not JSON marked, filters by type in the URL', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, `/crawler/${BIG}?type=log`);
    const table = page.getByRole('table', { name: `Log of crawler ${BIG}` });
    await expect(table.getByRole('row').filter({ hasText: '<h1>Bank maintenance</h1>' })).toBeVisible(FIRST_LINES);
    expect(await table.locator('h1, img, script').count()).toBe(0);
    await navigate(page, `/crawler/${BIG}?type=balances`);
    await expect(table.getByText('Payload is not JSON: shown as text')).toBeVisible();
    await navigate(page, `/crawler/${BIG}?q=onerror`);
    await expect(table.getByRole('row').filter({ hasText: '<script>alert("xss")</script>' })).toBeVisible();
    expect(await table.locator('img, script').count()).toBe(0);
  });

  test('derives the job status, refreshes and links Lookup to the application', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, `/crawler/${SMALL}`);
    await expect(page.getByRole('status').filter({ hasText: /^500 lines$/ })).toBeVisible(FIRST_LINES);
    const status = page.getByRole('table', { name: 'Job status per account' });
    await expect(status.getByRole('row').nth(1)).toContainText('completed');
    await page.getByRole('toolbar', { name: 'Log actions' }).getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByText('No new lines')).toBeVisible();
    await page.getByRole('toolbar', { name: 'Log actions' }).getByRole('link', { name: 'Lookup' }).click();
    await expect(page).toHaveURL(new RegExp(`/lookup\\?crawler_uuid=${SMALL}`));
    await expect(page.getByRole('region', { name: /^Application \d+$/ })).toBeVisible({ timeout: 30_000 });
  });
});
