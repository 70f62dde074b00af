import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { COLD_LOAD, signIn } from './support';

/**
 * Issue 28, item 1 (docs/screens/accessibility.md#shortcuts): keyboard-only stories on the demo's
 * Applications. A row is a link (its Start Time cell), j/k move between rows, x selects, Enter opens;
 * the bulk Reanalyse is reached with Tab; the list with a focused row is axe clean in both themes; on a
 * phone every card is a link.
 */

interface Row {
  id: number;
  analysed: boolean;
}

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The list's first page (newest first, 50 rows), read through the demo API as the signed-in page. */
const firstPage = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/v1/applications/?page=1&page_size=50&ordering=-timestamp', {
      headers: { Authorization: `Token ${localStorage.getItem('token')}`, Accept: 'application/json' },
    });
    return ((await response.json()) as { results: Row[] }).results;
  });

const rowLinks = (page: Page) => page.locator('main a[data-row-link]');

/** The record id of the row link that has the focus (none: null). */
const focusedRow = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.getAttribute('data-record-id') ?? null);

/** The record ids of the rows, in the order j walks them. */
const rowIds = (page: Page) =>
  rowLinks(page).evaluateAll(links => links.map(link => link.getAttribute('data-record-id')));

/** Presses j as many times as it takes from the focused row (or none) to the row of `id`. */
const jTo = async (page: Page, id: number) => {
  const ids = await rowIds(page);
  const from = ids.indexOf(await focusedRow(page));
  const to = ids.indexOf(String(id));
  expect(to, `row ${id} on the page`).toBeGreaterThanOrEqual(0);
  for (let i = from; i < to; i++) await page.keyboard.press('j');
  expect(await focusedRow(page)).toBe(String(id));
};

const openApplications = async (page: Page) => {
  await signIn(page, 'vendor', { next: '/applications' });
  await expect(rowLinks(page).first()).toBeVisible(COLD_LOAD);
};

// A cold sign-in alone may take 45 s on a busy shared machine (support.ts, COLD_LOAD), and each key a round trip.
test.describe.configure({ timeout: 240_000 });

test('opens an application from Applications with the keyboard only', async ({ page }) => {
  await openApplications(page);
  await page.keyboard.press('j');
  const first = rowLinks(page).first();
  await expect(first).toBeFocused();
  // Announced as a link with the application's id (and the person's name: the vendor has show_pii).
  await expect(first).toHaveAccessibleName(/^Application \d+, .+, /);
  // The focus is seen.
  expect(await first.evaluate(element => getComputedStyle(element).outlineStyle)).not.toBe('none');
  await page.keyboard.press('j');
  await expect(rowLinks(page).nth(1)).toBeFocused();
  await page.keyboard.press('k');
  await expect(first).toBeFocused();
  const id = await focusedRow(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/applications/${id}/show$`));
});

test('selects two rows with j and x and reanalyses them, the button reached with Tab', async ({ page }) => {
  await openApplications(page);
  const picked = (await firstPage(page)).filter(row => row.analysed).slice(0, 2);
  expect(picked, 'two analysed applications on the first page').toHaveLength(2);
  for (const row of picked) {
    await jTo(page, row.id);
    await page.keyboard.press('x');
  }
  await expect(page.getByText('2 items selected')).toBeVisible();
  // The bulk actions sit above the table: Shift+Tab back from the focused row to them.
  const bulk = page.getByRole('button', { name: 'Reanalyse selected' });
  for (let i = 0; i < 80 && !(await bulk.evaluate(element => element === document.activeElement)); i++) {
    await page.keyboard.press('Shift+Tab');
  }
  await expect(bulk).toBeFocused();
  const sent = page.waitForRequest(
    request => request.method() === 'POST' && request.url().includes('/api/v1/mass-reanalysis/'),
  );
  await page.keyboard.press('Enter');
  expect((await sent).postDataJSON()).toEqual({ application_ids: picked.map(row => row.id) });
  await expect(page.getByText('2 applications queued for reanalysis, 0 skipped')).toBeVisible();
});

test('"/" goes to the search and "?" lists the shortcuts; typing there fires none', async ({ page }) => {
  await openApplications(page);
  await page.keyboard.press('/');
  const bank = page.getByRole('combobox', { name: 'Bank' });
  await expect(bank).toBeFocused();
  await page.keyboard.type('jx');
  await expect(bank).toHaveValue('jx');
  await expect(rowLinks(page).first()).not.toBeFocused();
  await page.keyboard.press('Escape');
  await bank.evaluate(element => (element as HTMLElement).blur());
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Move to the next row/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the list with a focused row is axe clean (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await openApplications(page);
    await page.addStyleTag({
      content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
    });
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await expect(rowLinks(page).nth(1)).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(colorScheme);
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    const blocking = violations
      .filter(violation => violation.impact === 'serious' || violation.impact === 'critical')
      .map(violation => `${violation.id}: ${violation.nodes.map(node => node.target.join(' ')).slice(0, 3)}`);
    expect(blocking).toEqual([]);
  });
}

test('at 390 px every card is a link to its application', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'vendor', { next: '/applications' });
  const cards = page.locator('main li').filter({ has: page.locator('a[href*="/applications/"]') });
  await expect(cards.first()).toBeVisible(COLD_LOAD);
  const rows = await page.locator('main li:has(input[type="checkbox"])').count();
  expect(rows).toBeGreaterThan(0);
  expect(await cards.count()).toBe(rows);
  const href = await cards.first().locator('a').first().getAttribute('href');
  expect(href).toMatch(/\/applications\/\d+\/show$/);
  await cards.first().locator('a').first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/applications\/\d+\/show$/);
});
