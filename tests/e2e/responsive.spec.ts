import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { navigate, signIn } from './support';

/**
 * Issue 11, part 1 (docs/screens/responsive.md): no screen overflows the page sideways at a phone,
 * a laptop and a wide monitor width; a screenshot of each screen at each width is kept. On a phone
 * the lists show cards and a filter button instead of a table and inline filters.
 */
const WIDTHS = [390, 1366, 2560];
const height = (width: number) => (width < 600 ? 844 : 800);

const checkWidths = async (page: Page, testInfo: TestInfo, path: string) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: height(width) });
    await expect(page.locator('#main-content, main, form').first()).toBeVisible();
    // A frame for the layout to settle at the new width.
    await page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => resolve(null))));
    const [scrollWidth, innerWidth] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      window.innerWidth,
    ]);
    await testInfo.attach(`${path.replace(/\W+/g, '_')}-${width}.jpg`, {
      // JPEG at CSS scale: a 2560 px PNG costs seconds on a busy machine.
      body: await page.screenshot({ type: 'jpeg', quality: 40, scale: 'css', animations: 'disabled', caret: 'hide' }),
      contentType: 'image/jpeg',
    });
    expect(scrollWidth, `${path} at ${width}px`).toBeLessThanOrEqual(innerWidth);
  }
};

test('the public pages fit 390, 1366 and 2560 px', async ({ page }, testInfo) => {
  await page.goto('/login');
  await checkWidths(page, testInfo, '/login');
  await navigate(page, '/signup');
  await checkWidths(page, testInfo, '/signup');
});

test('the application view fits 390, 1366 and 2560 px', async ({ page }, testInfo) => {
  await signIn(page, 'admin', { next: '/applications' });
  // The application view: the first row of the table at desktop width.
  await page.setViewportSize({ width: 1366, height: 800 });
  // The row's own id cell: the row's middle may be a button (Reanalyse, reports).
  await page
    .locator('tbody tr')
    .first()
    .getByRole('cell', { name: /^[A-Z]+-\d+$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/applications\/[^/]+\/show$/);
  const view = new URL(page.url()).pathname;
  await checkWidths(page, testInfo, view);
});

// The vendor's lists, three a test, so that each stays well inside its budget with two workers.
for (const paths of [
  ['/applications', '/crawlers', '/analyses'],
  ['/labels', '/tokens', '/webhooks'],
]) {
  test(`the vendor lists fit 390, 1366 and 2560 px: ${paths.join(', ')}`, async ({ page }, testInfo) => {
    await signIn(page, 'admin', { next: paths[0] });
    for (const path of paths) {
      if (path !== paths[0]) await navigate(page, path);
      await checkWidths(page, testInfo, path);
    }
  });
}

// A phone from the first load (a desktop window narrowed to a phone's keeps react-admin's sidebar
// open as a modal drawer: docs/screens/responsive.md).
test('on a phone, a list shows cards and its filters behind a button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin', { next: '/applications' });
  await expect(page.locator('table')).toHaveCount(0);
  // A card per row: a link named by the vendor's id, the status as a chip.
  const card = page.getByRole('link', { name: /^[A-Z]+-\d+/ }).first();
  await expect(card).toBeVisible();
  await expect(card.getByText(/^(PROCESSING|QUEUED|AUTH|COMPLETED|FAILED|INITIAL)$/)).toBeVisible();
  const filters = page.getByRole('button', { name: /^Filters/ });
  await filters.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await expect(dialog.getByLabel('Bank')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test("on a phone, an analysis's report buttons on its card are drawn as in the table", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin', { next: '/analyses' });
  await expect(page.locator('table')).toHaveCount(0);
  const html = page.getByRole('button', { name: /^Download HTML report of analysis/ }).first();
  await expect(html).toBeVisible();
  // The table's outlined row button (components/rowButtons), not the browser's default button.
  const look = await html.evaluate(element => {
    const style = getComputedStyle(element);
    return { border: style.borderTopStyle, transform: style.textTransform, background: style.backgroundColor };
  });
  expect(look).toEqual({ border: 'solid', transform: 'uppercase', background: 'rgba(0, 0, 0, 0)' });
});

test('on a phone, the regex rules are cards with their edit and delete', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'staff', { next: '/regex/transtype' });
  const edit = page.getByRole('button', { name: /^Edit rule \d+$/ }).first();
  await expect(edit).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('table')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete rule \d+$/ }).first()).toBeVisible();
  await edit.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await navigate(page, '/regex/category');
  await expect(page.getByRole('button', { name: /^Edit rule \d+$/ }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('table')).toHaveCount(0);
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
});

// docs/screens/responsive.md: a desktop window narrowed to a phone's width closes the sidebar, so
// react-admin's phone drawer does not stay open over the page, hiding it from assistive technology.
test('a desktop window narrowed to a phone shows the cards, not an open drawer over them', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, 'admin', { next: '/applications' });
  // A cold /applications builds the demo's activity tables: margin when two browsers share the machine.
  await expect(page.locator('tbody tr').first()).toBeVisible({ timeout: 45_000 });
  await page.setViewportSize({ width: 390, height: 844 });
  // Found by role: a page behind a modal drawer is aria-hidden and would not be.
  await expect(page.getByRole('link', { name: /^[A-Z]+-\d+/ }).first()).toBeVisible();
  await expect(page.locator('.MuiBackdrop-root:visible')).toHaveCount(0);
  // The menu still opens from the top bar, and Escape closes it.
  await page
    .getByRole('button', { name: /open menu|menu/i })
    .first()
    .click();
  await expect(page.getByRole('menuitem', { name: /Crawlers/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: /^[A-Z]+-\d+/ }).first()).toBeVisible();
});

test('the staff screens fit 390, 1366 and 2560 px', async ({ page }, testInfo) => {
  await signIn(page, 'staff', { next: '/bankmodules' });
  await checkWidths(page, testInfo, '/bankmodules');
  for (const path of ['/regex', '/settings', '/metricmodules', '/dieds', '/analysis-stats']) {
    await navigate(page, path);
    await checkWidths(page, testInfo, path);
  }
});
