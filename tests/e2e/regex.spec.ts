import { expect, test, type Locator, type Page } from '@playwright/test';
import { atPath, navigate, signIn, unique } from './support';

/** A word only this run's rules contain, upper case like bank descriptions. */
const marker = () =>
  unique('E2E')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase();

const search = (page: Page) => page.getByRole('search');
const dialog = (page: Page) => page.getByRole('dialog');
const ruleRow = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

const pick = async (page: Page, field: Locator, option: string | RegExp) => {
  await field.click();
  await page.getByRole('option', { name: option }).first().click();
};

/** Searches the tab's rules by one text field, so that this run's rule is on the first page. */
const searchBy = async (page: Page, label: string, value: string) => {
  await search(page).getByLabel(label, { exact: true }).fill(value);
  await search(page).getByRole('button', { name: 'Search' }).click();
};

/** Signs staff in on a tab and waits for its rules: the first load of a busy machine can take a while. */
const openTab = async (page: Page, tab: 'transtype' | 'category') => {
  // Several browsers share two cores here: a load or a dialog can take far longer than on a desk.
  test.slow();
  await signIn(page, 'staff', { next: `/regex/${tab}` });
  await expect(page.getByRole('table')).toBeVisible({ timeout: 60_000 });
};

/** A save or delete closes its dialog once the demo API answered (slow on a loaded machine). */
const closed = (page: Page) => expect(dialog(page)).toHaveCount(0, { timeout: 45_000 });

const confirmDelete = async (page: Page, row: Locator) => {
  await row.getByRole('button', { name: /^Delete rule/ }).click();
  await dialog(page).getByRole('button', { name: 'Confirm' }).click();
  await closed(page);
};

test('staff creates, edits and deletes a transaction type rule', async ({ page }) => {
  const word = marker();
  await openTab(page, 'transtype');
  await page.getByRole('button', { name: 'New transaction type rule' }).click();
  const form = dialog(page);
  await pick(page, form.getByLabel('Bank'), 'ANZ');
  await pick(page, form.getByLabel('Transaction type'), 'Salary');
  // A pattern that does not compile is refused next to the field, and nothing is sent.
  await form.getByLabel('Regex').fill(`^${word}(`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(/This regex does not compile/)).toBeVisible();
  await form.getByLabel('Regex').fill(`^EFTPOS\\s+${word}`);
  await form.getByRole('button', { name: 'Save' }).click();
  await closed(page);

  await searchBy(page, 'Regex', word);
  await expect(ruleRow(page, word)).toHaveCount(1);
  await ruleRow(page, word)
    .getByRole('button', { name: /^Edit rule/ })
    .click();
  await dialog(page).getByLabel('Regex').fill(`^EFTPOS\\s+${word}\\d*`);
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await closed(page);
  await expect(ruleRow(page, `${word}\\d*`)).toHaveCount(1);

  await confirmDelete(page, ruleRow(page, word));
  await expect(ruleRow(page, word)).toHaveCount(0);
});

test('staff creates a category rule with a new thirdparty, edits and deletes it', async ({ page }) => {
  const word = marker();
  const thirdparty = `E2E Party ${word}`;
  await openTab(page, 'category');
  await page.getByRole('button', { name: 'New category rule' }).click();
  const form = dialog(page);
  await form.getByLabel('Regex').fill(`\\b${word}\\b`);
  await form.getByLabel('Keywords').fill(word.toLowerCase());
  await form.getByLabel('Filter words').fill('refund');
  await pick(page, form.getByLabel('Broad'), 'No');
  await pick(page, form.getByLabel('Country'), 'AU');
  await pick(page, form.getByLabel('Category'), /^Shopping/);
  await form.getByLabel('Thirdparty').fill(thirdparty);
  await pick(page, form.getByLabel('Group'), 'Discretionary');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Creating new thirdparty (${thirdparty})`).first()).toBeVisible();
  await closed(page);

  await searchBy(page, 'Keywords', word.toLowerCase());
  const row = ruleRow(page, word);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(thirdparty);
  await row.getByRole('button', { name: /^Edit rule/ }).click();
  await dialog(page).getByLabel('Filter words').fill('reversal');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await closed(page);
  await expect(ruleRow(page, word)).toContainText('reversal');

  await confirmDelete(page, ruleRow(page, word));
  await expect(ruleRow(page, word)).toHaveCount(0);
});

test('a runaway pattern in the preview says it took too long and the page stays usable', async ({ page }) => {
  await openTab(page, 'transtype');
  await page.getByRole('button', { name: 'New transaction type rule' }).click();
  const form = dialog(page);
  await expect(form.getByText(/of 500 sample descriptions/)).toBeVisible({ timeout: 30_000 });
  await form.getByRole('button', { name: 'Add your own samples' }).click();
  await form.getByLabel('Your samples').fill(`${'a'.repeat(40)}!`);
  await form.getByLabel('Regex').fill('(a+)+$');
  await expect(form.getByText(/took too long/)).toBeVisible({ timeout: 30_000 });
  await form.getByLabel('Regex').fill('^EFTPOS\\s');
  await expect(form.getByText(/^Matches \d+ of \d+ sample descriptions$/)).toBeVisible({ timeout: 30_000 });
  await expect(form.locator('mark').first()).toHaveText('EFTPOS ');
});

test('a vendor user is refused the Regex page, on every tab', async ({ page }) => {
  test.slow();
  await signIn(page, 'vendor');
  // Each tab with the control only its own screen shows: none of them may appear.
  const tabs = [
    { path: '/regex/transtype', control: page.getByRole('button', { name: 'New transaction type rule' }) },
    { path: '/regex/match', control: page.getByRole('button', { name: 'Match', exact: true }) },
    { path: '/regex/category', control: page.getByRole('button', { name: 'New category rule' }) },
  ];
  for (const { path, control } of tabs) {
    await navigate(page, path);
    await expect(page).toHaveURL(atPath(path));
    await expect(page.getByRole('heading', { name: 'You are not authorised to access this page' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(control).toHaveCount(0);
  }
});
