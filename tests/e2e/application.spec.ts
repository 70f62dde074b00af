import { expect, test, type Page } from '@playwright/test';
import { atPath, navigate, signIn } from './support';

interface Row {
  id: number;
  analysed: boolean;
  vendor_specific_id: string;
  status: string;
  webhook_log: { timestamp: string }[];
  profiles: { crawler: { status: string } | null }[];
}

/** The vendor's newest applications, read through the demo API as the signed-in page. */
const applications = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/v1/applications/?page_size=100&ordering=-timestamp', {
      headers: { Authorization: `Token ${localStorage.getItem('token')}`, Accept: 'application/json' },
    });
    return ((await response.json()) as { results: Row[] }).results;
  });

/** docs/product.md, decision 2: not analysed, every crawler COMPLETED, the latest webhook at least 15 minutes old. */
const meetsDecision2 = (row: Row, now: number) =>
  !row.analysed &&
  row.profiles.length > 0 &&
  row.profiles.every(profile => profile.crawler?.status === 'COMPLETED') &&
  row.webhook_log.length > 0 &&
  now - Math.max(...row.webhook_log.map(entry => Date.parse(entry.timestamp))) >= 15 * 60 * 1000;

test('a vendor opens an application, downloads its summary and reanalyses one that is allowed', async ({ page }) => {
  await signIn(page, 'vendor');
  await expect(page).toHaveURL(atPath('/applications'));
  const rows = await applications(page);
  const analysed = rows.find(row => row.analysed)!;
  // The clock the page decides by (not this process's, should the two differ).
  const now = await page.evaluate(() => Date.now());
  const stuck = rows.find(row => meetsDecision2(row, now));
  expect(stuck, 'a seeded application that meets decision 2').toBeDefined();

  await page.getByRole('cell', { name: analysed.vendor_specific_id, exact: true }).first().click();
  await expect(page).toHaveURL(atPath(`/applications/${analysed.id}/show`));
  await expect(page.getByRole('heading', { name: `Application ${analysed.id}` })).toBeVisible();

  const toolbar = page.getByRole('toolbar', { name: 'Application actions' });
  await toolbar.getByRole('button', { name: 'Documents' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Summary (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`summary-${analysed.id}.pdf`);

  await navigate(page, `/applications/${stuck!.id}/show`);
  await expect(page.getByRole('heading', { name: `Application ${stuck!.id}` })).toBeVisible();
  const reanalyse = toolbar.getByRole('button', { name: 'Reanalyse' });
  await expect(reanalyse).toBeEnabled();
  await reanalyse.click();
  await expect(page.getByText(`Reanalysis started for application ${stuck!.id}`)).toBeVisible();
});
