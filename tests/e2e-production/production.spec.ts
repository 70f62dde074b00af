import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { atPath, COLD_LOAD, navigate, signIn, unique } from '../e2e/support';
import { expect, test } from './guard';

/**
 * The production build (`vite build`, no demo code) in a browser, served by scripts/api.mjs with
 * the security headers of docs/deployment.md and api/v1 answered over HTTP as a backend would.
 * Every story also passes guard.ts's checks: no CSP violation, no demo code, no service worker,
 * the security headers on every page load.
 */

interface ApplicationRow {
  id: number;
  analysed: boolean;
}

/** The vendor's newest applications, read from api/v1 with the page's own token. */
const newestApplications = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('api/v1/applications/?page_size=50&ordering=-timestamp', {
      headers: { Authorization: `Token ${localStorage.getItem('token')}`, Accept: 'application/json' },
    });
    return ((await response.json()) as { results: ApplicationRow[] }).results;
  });

test('a vendor signs in and the Applications list shows rows', async ({ page }) => {
  await signIn(page, 'vendor');
  await expect(page).toHaveURL(atPath('/applications'));
  await expect(page.getByRole('columnheader', { name: 'Start Time' })).toBeVisible(COLD_LOAD);
  // A header row, then at least one application.
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(await page.getByRole('row').count()).toBeGreaterThan(1);
});

test('staff creates a label and finds it in the list', async ({ page }) => {
  const ref = unique('prod-label');
  const newestFirst = '/labels?sort=id&order=DESC';
  await signIn(page, 'staff', { next: newestFirst });
  await expect(page.getByRole('columnheader', { name: 'Ref' })).toBeVisible(COLD_LOAD);
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(atPath('/labels/create'));
  await page.getByRole('textbox', { name: 'Ref' }).fill(ref);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(atPath('/labels'));
  await navigate(page, newestFirst);
  // The ref is the row's header, a link named "Label, <ref>" (rows are links).
  await expect(page.getByRole('rowheader', { name: `Label, ${ref}`, exact: true })).toBeVisible();
});

test("a vendor downloads an application's summary PDF", async ({ page }) => {
  await signIn(page, 'vendor');
  await expect(page).toHaveURL(atPath('/applications'));
  const analysed = (await newestApplications(page)).find(row => row.analysed);
  expect(analysed, 'an analysed application in the seed').toBeDefined();
  await navigate(page, `/applications/${analysed!.id}/show`);
  await expect(page.getByRole('heading', { name: `Application ${analysed!.id}` })).toBeVisible(COLD_LOAD);

  await page.getByRole('toolbar', { name: 'Application actions' }).getByRole('button', { name: 'Documents' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Summary (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`summary-${analysed!.id}.pdf`);
  const content = await readFile((await download.path())!);
  expect(content.length).toBeGreaterThan(0);
  expect(content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
