import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { COLD_LOAD, signIn } from './support';

/**
 * Issue 11, parts 3 and 4 (docs/screens/list-tools.md): the CSV export of a filtered list holds
 * every row of the filter, in the order on screen, a formula written as text; a saved query
 * comes back after a reload; a corrupted saved entry is dropped with a word, the page unharmed.
 */

/** The demo's one vendor reference that reads as a spreadsheet formula (src/demo/seed/applications.ts). */
const FORMULA = '=HYPERLINK("http://x")';

const filterOf = (page: Page) =>
  JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}') as Record<string, unknown>;

/** RFC 4180 rows (quoted cells, doubled quotes, CRLF), the byte order mark dropped. */
const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    const next = source[index + 1];
    if (quoted && char === '"' && next === '"') {
      cell += '"';
      index++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      endCell();
    } else if (!quoted && char === '\r' && next === '\n') {
      endCell();
      rows.push(row);
      row = [];
      index++;
    } else {
      cell += char;
    }
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
};

/** The label of the demo application whose reference is a formula, read from the demo API in the page. */
const formulaLabel = (page: Page) =>
  page.evaluate(async reference => {
    const response = await fetch(`api/v1/applications/?vendor_specific_id=${encodeURIComponent(reference)}`, {
      headers: { Authorization: `Token ${window.localStorage.getItem('token')}`, Accept: 'application/json' },
    });
    const { results } = (await response.json()) as { results: { vendor_specific_id: string; vendor_label: string }[] };
    return results.find(row => row.vendor_specific_id === reference)!.vendor_label;
  }, FORMULA);

/** One column of the rows on screen, by its header's name. */
const columnOnScreen = (page: Page, header: string) =>
  page.evaluate(name => {
    const headers = [...document.querySelectorAll('thead th')].map(cell => cell.textContent?.trim());
    const column = headers.indexOf(name);
    return [...document.querySelectorAll<HTMLTableRowElement>('tbody tr')].map(
      row => row.cells[column]?.textContent?.trim() ?? '',
    );
  }, header);

const chooseLabel = async (page: Page, label: string) => {
  await page.getByRole('combobox', { name: 'Vendor Label' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await expect.poll(() => filterOf(page).label_id).toBeDefined();
};

test('the CSV export of a filtered list holds its every row in the order shown, a formula written as text', async ({
  page,
}) => {
  await signIn(page, 'vendor', { next: '/applications' });
  await expect(page.getByRole('columnheader', { name: 'Start Time' })).toBeVisible(COLD_LOAD);
  const label = await formulaLabel(page);
  const pageRange = page.getByText(/^\d+-\d+ of \d+$/).first();
  const unfiltered = await pageRange.textContent();
  await chooseLabel(page, label);
  // The filtered first page, and its total from the pagination ("1-50 of 312").
  await expect(pageRange).not.toHaveText(unfiltered!);
  await expect(page.getByRole('cell', { name: FORMULA, exact: true })).toBeVisible();
  const range = await pageRange.textContent();
  const total = Number(range!.split(' of ')[1]);
  const shown = await columnOnScreen(page, 'Vendor Specific Id');
  expect(shown.length).toBeGreaterThan(5);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const rows = parseCsv(await readFile((await download.path())!, 'utf8'));
  const [header, ...data] = rows;
  const column = header.indexOf('Vendor Specific Id');
  expect(column).toBeGreaterThanOrEqual(0);
  // Every row of the filter (all pages), the first ones those on screen, in the same order.
  expect(data).toHaveLength(total);
  const exported = data.map(row => row[column]);
  expect(exported.slice(0, shown.length)).toEqual(shown.map(value => (value === FORMULA ? `'${FORMULA}` : value)));
  expect(exported).toContain(`'${FORMULA}`);
  expect(exported).not.toContain(FORMULA);
});

test('a saved query comes back after a reload; a corrupted saved entry is dropped with a word, the list unharmed', async ({
  page,
}) => {
  // Three cold loads of the list (sign-in, two reloads): 10 to 20 s each on a busy 2-core machine.
  test.setTimeout(150_000);
  await signIn(page, 'vendor', { next: '/applications' });
  await expect(page.getByRole('columnheader', { name: 'Start Time' })).toBeVisible(COLD_LOAD);
  const label = await formulaLabel(page);
  await chooseLabel(page, label);
  const chosen = filterOf(page).label_id;

  await page.getByRole('button', { name: 'Saved queries' }).click();
  await page.getByRole('menuitem', { name: 'Save current query...' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save current query as' });
  await dialog.getByRole('textbox', { name: 'Query name' }).fill('Formula label');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);

  // A reload of the list with no filter (react-admin would otherwise bring the last one back), then
  // the saved query.
  await page.goto(`/applications?filter=${encodeURIComponent('{}')}`);
  await expect(page.getByRole('columnheader', { name: 'Start Time' })).toBeVisible(COLD_LOAD);
  expect(filterOf(page).label_id).toBeUndefined();
  await page.getByRole('button', { name: 'Saved queries' }).click();
  await page.getByRole('menuitem', { name: 'Formula label' }).click();
  await expect.poll(() => filterOf(page).label_id).toBe(chosen);
  await expect(page.getByRole('cell', { name: FORMULA, exact: true })).toBeVisible();

  // The entry corrupted in storage: not JSON.
  const key = await page.evaluate(() =>
    Object.keys(window.localStorage).find(name => name.endsWith('applications.savedQueries'))!,
  );
  expect(key).toBeTruthy();
  // Written before the next load's scripts run, as if damaged while the app was closed: written
  // now, the open page could read (and drop) it before it unloads.
  await page.addInitScript(name => {
    if (window.sessionStorage.getItem('e2e.corrupted')) return;
    window.sessionStorage.setItem('e2e.corrupted', '1');
    window.localStorage.setItem(name, '{"label": "broken');
  }, key);
  await page.goto('/applications');
  await expect(page.getByText('A saved list setting could not be read and was reset.')).toBeVisible(COLD_LOAD);
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await page.getByRole('button', { name: 'Saved queries' }).click();
  await expect(page.getByRole('menuitem', { name: 'Formula label' })).toHaveCount(0);
  await expect(page.getByText('No saved query yet: filter the list, then save it here')).toBeVisible();
});
