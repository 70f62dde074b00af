import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { COLD_LOAD, signIn } from './support';

/**
 * Issue 28, item 3 (docs/product.md#tables, "See what changed"): a poll that adds and changes rows
 * while the person reads lower down marks the changed rows, holds the new ones behind a "2 new
 * rows" bar, keeps the scroll where it was and shifts the layout by less than 0.1; the marked rows
 * pass axe in both themes.
 */

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The page's clock drives the polls; the demo API, in a Web Worker the fake clock does not reach,
 * is moved by as much (src/demo/remote/protocol.ts, `clock`), so its runs move on in step.
 */
const fakeClock = async (page: Page) => {
  await page.clock.install();
  let ahead = 0;
  return async (ms: number) => {
    ahead += ms;
    await page.evaluate(offset => window.__DEMO_API_WORKER__?.postMessage({ type: 'clock', offset }), ahead);
    await page.clock.fastForward(ms);
  };
};

/** Starts a new run of each of the vendor's `count` newest applications, as the Recrawl button does. */
const recrawl = (page: Page, count: number) =>
  page.evaluate(async count => {
    const headers = { Authorization: `Token ${localStorage.getItem('token')}`, Accept: 'application/json' };
    const listed = await fetch(`/api/v1/applications/?page_size=${count * 4}&ordering=-timestamp`, { headers });
    const { results } = (await listed.json()) as { results: { id: number }[] };
    let started = 0;
    for (const { id } of results) {
      if (started === count) break;
      const response = await fetch(`/api/v1/applications/${id}/recrawl/`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ transactions: true }),
      });
      if (response.ok) started++;
    }
    return started;
  }, count);

/** Sums the layout shifts from now on (those not caused by the person's input), as CLS counts them. */
const watchLayoutShift = (page: Page) =>
  page.evaluate(() => {
    const win = window as unknown as { __shift: number };
    win.__shift = 0;
    new PerformanceObserver(list => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) win.__shift += entry.value;
    }).observe({ type: 'layout-shift' });
  });
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __shift: number }).__shift);

const expectAccessible = async (page: Page, what: string) => {
  const { violations } = await new AxeBuilder({ page })
    .include('table, ul')
    .include('[role="status"]')
    .withTags(WCAG)
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
  expect(blocking, what).toEqual([]);
};

const shoot = async (page: Page, testInfo: TestInfo, name: string) => {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, animations: 'disabled', caret: 'hide' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
};

const openCrawlers = async (page: Page) => {
  await signIn(page, 'vendor', { next: '/crawlers' });
  await expect(page.getByRole('columnheader', { name: 'UUID' })).toBeVisible(COLD_LOAD);
  await expect(page.getByRole('status')).toHaveText('Live updates');
};

test.describe('in the light theme at 1366 px', () => {
  test.use({ colorScheme: 'light', viewport: { width: 1366, height: 768 } });

  test('a poll while the person is scrolled down: marks, a "2 new rows" bar, the scroll kept, little layout shift', async ({
    page,
  }, testInfo) => {
    const fastForward = await fakeClock(page);
    await openCrawlers(page);
    await expect(page.locator('tbody tr')).not.toHaveCount(0);
    const rows = await page.locator('tbody tr').count();
    expect(rows).toBeGreaterThan(15);

    await page.evaluate(() => window.scrollTo({ top: 600 }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    const firstShown = await page.locator('tbody tr').first().locator('td').nth(1).textContent();
    await watchLayoutShift(page);

    expect(await recrawl(page, 2)).toBe(2);
    // Two polls: the new runs, and runs that moved on (some of the demo's finish 20 s and more
    // after it started).
    await fastForward(31_000);
    const bar = page.getByRole('button', { name: '2 new rows' });
    await expect(bar).toBeVisible({ timeout: 15_000 });
    await fastForward(31_000);
    await expect.poll(() => page.locator('[data-mark="changed"]').count(), { timeout: 15_000 }).toBeGreaterThan(0);

    // Nothing new was put above what the person reads, and the page did not move.
    expect(await page.locator('[data-mark="new"]').count()).toBe(0);
    expect(await page.locator('tbody tr').first().locator('td').nth(1).textContent()).toBe(firstShown);
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
    await expect(page.getByRole('status')).toContainText(/· [1-9]\d* changed since \d\d:\d\d/);
    await expect(page.getByRole('status')).not.toContainText('0 new');
    await expect(page.getByRole('status')).toContainText('2 new rows');
    expect(await layoutShift(page)).toBeLessThan(0.1);
    await expectAccessible(page, 'changed rows, light');
    await shoot(page, testInfo, 'changes-held-1366');

    // The bar shows them, marked, at the top.
    await bar.click();
    await expect(bar).toHaveCount(0);
    await expect(page.locator('[data-mark="new"]')).toHaveCount(2);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('tbody tr').first().locator('[data-mark="new"]')).toHaveText('New');
    await expect(page.getByRole('status')).toContainText(/2 new, [1-9]\d* changed since \d\d:\d\d/);
    await expectAccessible(page, 'new and changed rows, light');
    await shoot(page, testInfo, 'changes-marked-1366');
  });
});

test.describe('in the dark theme at 1366 px', () => {
  test.use({ colorScheme: 'dark', viewport: { width: 1366, height: 768 } });

  test('at the top, new rows come in at once, marked, and the marked rows pass axe', async ({ page }, testInfo) => {
    const fastForward = await fakeClock(page);
    await openCrawlers(page);
    expect(await recrawl(page, 2)).toBe(2);
    await fastForward(31_000);
    await expect(page.locator('[data-mark="new"]')).toHaveCount(2, { timeout: 15_000 });
    await expect(page.getByRole('button', { name: /new rows?$/ })).toHaveCount(0);
    await expectAccessible(page, 'marked rows, dark');
    await shoot(page, testInfo, 'changes-marked-1366-dark');
  });
});

test.describe('on a phone (390 px)', () => {
  test.use({ colorScheme: 'light', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the cards of new and changed runs are marked too', async ({ page }, testInfo) => {
    const fastForward = await fakeClock(page);
    await signIn(page, 'vendor', { next: '/crawlers' });
    await expect(page.getByRole('status')).toHaveText('Live updates', COLD_LOAD);
    expect(await recrawl(page, 2)).toBe(2);
    await fastForward(31_000);
    await expect(page.locator('[data-mark="new"]')).toHaveCount(2, { timeout: 15_000 });
    await expectAccessible(page, 'marked cards, light');
    await shoot(page, testInfo, 'changes-marked-390');
  });
});
