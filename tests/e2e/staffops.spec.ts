import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, atPath, DEMO_PASSWORD, navigate, signInButton, submitLogin } from './support';

/** Dieds and Analysis Stats (docs/screens/dieds-analysisstats.md), against the demo build. */

/**
 * Signs staff in (support.ts's signIn), giving the cold first load of the login page 30 s: on a
 * loaded 2-core machine it was seen past 15 s.
 */
const signInStaff = async (page: Page, next?: string) => {
  await page.goto(`/login${next ? `?next=${encodeURIComponent(next)}` : ''}`);
  await expect(signInButton(page)).toBeVisible({ timeout: 30_000 });
  await submitLogin(page, ACCOUNTS.staff, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(atPath('/login'));
  if (next) await expect(page).toHaveURL(atPath(next));
};

test('dieds: Submit waits for a vendor; one died crawler is recrawled through the recrawl dialog', async ({ page }) => {
  await signInStaff(page, '/dieds');
  // The screen's chunk loads cold: 30 s, as for the login page.
  await expect(page.getByRole('heading', { level: 1, name: 'Dieds' })).toBeVisible({ timeout: 30_000 });
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await page.getByRole('combobox', { name: 'Vendors' }).click();
  await page.getByRole('option', { name: 'acme-web (vendor 1)' }).click();
  await page.keyboard.press('Escape');
  await expect(submit).toBeEnabled();
  await submit.click();
  const table = page.getByRole('table', { name: 'Dieds' });
  await expect(table).toBeVisible({ timeout: 30_000 });
  await table
    .getByRole('button', { name: /: \d+ crawlers?$/ })
    .first()
    .click();
  const recrawl = table
    .getByRole('button', { name: /^Recrawl crawler / })
    .and(page.locator(':enabled'))
    .first();
  const name = (await recrawl.getAttribute('aria-label'))!;
  const uuid = name.replace('Recrawl crawler ', '');
  await recrawl.click();
  const dialog = page.getByRole('dialog', { name: /^Recrawl application \d+$/ });
  await expect(dialog.getByRole('spinbutton', { name: 'Days to retrieve' })).toHaveValue('90');
  const sent = page.waitForRequest(request => request.method() === 'POST' && request.url().includes('/recrawl'));
  await dialog.getByRole('button', { name: 'Recrawl' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ crawler_uuid: uuid, days_to_retrieve: 90, days_to_display: 90 });
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: uuid }).getByText('Recrawl started')).toBeVisible();
});

test('dieds on a phone: the table scrolls in its own area, and a selection is acted on by keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInStaff(page, '/dieds');
  await expect(page.getByRole('heading', { level: 1, name: 'Dieds' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('combobox', { name: 'Vendors' }).click();
  await page.getByRole('option', { name: 'acme-web (vendor 1)' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Submit' }).click();
  const table = page.getByRole('table', { name: 'Dieds' });
  await expect(table).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Expand all' }).click();
  // A group selected from the keyboard: its box, then Space.
  const group = page.getByRole('checkbox', { name: /^Select every crawler of / }).first();
  await group.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(/^\d+ selected$/)).toBeVisible();
  const remove = page.getByRole('button', { name: 'Delete selected' });
  await expect(remove).toBeVisible();
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  await remove.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: /^Delete \d+ crawlers?\?$/ });
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(page.getByText(/^\d+ selected$/)).toBeVisible();
});

test('analysis stats: Load More Data until "All data loaded", then filter by bank', async ({ page }) => {
  // The demo's statistics volume: 250 rows in pages of 100 (three pages), set before the page
  // loads, when the demo API reads its settings.
  await page.addInitScript(() =>
    window.localStorage.setItem('demo-analysis-statistics', JSON.stringify({ rows: 250, pageSize: 100 })),
  );
  await signInStaff(page);
  await navigate(page, '/analysis-stats');
  await expect(page.getByRole('heading', { level: 1, name: 'Analysis Statistics' })).toBeVisible({ timeout: 30_000 });
  const shown = page.getByTestId('stats-shown');
  await expect(shown).toHaveText('100 of 100 loaded rows shown (250 in all)', { timeout: 30_000 });
  const more = page.getByRole('button', { name: 'Load More Data' });
  await more.click();
  await expect(page.getByText('Data has downloaded successfully (2/3)')).toBeVisible();
  await expect(shown).toHaveText('200 of 200 loaded rows shown (250 in all)');
  await more.click();
  await expect(page.getByText('All data loaded')).toBeVisible();
  await expect(more).toBeHidden();
  await expect(shown).toHaveText('250 of 250 loaded rows shown (250 in all)');

  await page.getByRole('combobox', { name: 'Filter Bank' }).click();
  const option = page.getByRole('option').first();
  const bank = (await option.textContent())!;
  await option.click();
  await page.keyboard.press('Escape');
  await expect(shown).not.toHaveText(/^250 of/);
  const kept = Number((await shown.textContent())!.split(' ')[0]);
  expect(kept).toBeGreaterThan(0);
  const table = page.getByRole('table', { name: 'Analysis Statistics' });
  const bankCells = table.locator('tbody tr td:nth-child(2)');
  await expect(bankCells).toHaveCount(Math.min(kept, 50));
  for (const text of await bankCells.allTextContents()) expect(text).toBe(bank);
  await page.getByRole('button', { name: 'Table' }).click();
  const chartTable = page.getByRole('table', { name: 'Unidentified transactions by bank' });
  await expect(chartTable.getByRole('rowheader')).toHaveText([bank]);
});
