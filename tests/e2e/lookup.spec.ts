import { expect, test, type Page } from '@playwright/test';
import { atPath, navigate, signIn } from './support';

const TYPES = [
  'vendor_specific_id',
  'application_id',
  'account_id',
  'profile_id',
  'analysis_id',
  'crawler_uuid',
] as const;
type LookupType = (typeof TYPES)[number];
const TYPE_LABELS: Record<LookupType, string> = {
  vendor_specific_id: 'Vendor Specific Id',
  application_id: 'Application Id',
  account_id: 'Account Id',
  profile_id: 'Profile Id',
  analysis_id: 'Analysis Id',
  crawler_uuid: 'Crawler UUID',
};

interface Application {
  id: number;
  vendor_specific_id: string;
  profiles: { id: number; crawler: { uuid: string } | null; accounts: { id: number; analyses: { id: number }[] }[] }[];
}

/**
 * The six identifiers of one application, read from the demo API inside the page: it lives in the
 * page's service worker, which `page.request` does not reach.
 */
const identifiers = async (page: Page) => {
  const rows = await page.evaluate(async () => {
    const response = await fetch('/api/v1/applications/?page_size=300', {
      headers: { Authorization: `Token ${window.localStorage.getItem('token')}`, Accept: 'application/json' },
    });
    return ((await response.json()) as { results: Application[] }).results;
  });
  const counts = new Map<string, number>();
  rows.forEach(row => counts.set(row.vendor_specific_id, (counts.get(row.vendor_specific_id) ?? 0) + 1));
  const app = rows.find(
    row =>
      counts.get(row.vendor_specific_id) === 1 &&
      row.profiles[0]?.crawler &&
      row.profiles[0].accounts.some(account => account.analyses.length),
  )!;
  const account = app.profiles[0].accounts.find(row => row.analyses.length)!;
  const values: Record<LookupType, string> = {
    vendor_specific_id: app.vendor_specific_id,
    application_id: String(app.id),
    account_id: String(account.id),
    profile_id: String(app.profiles[0].id),
    analysis_id: String(account.analyses[0].id),
    crawler_uuid: app.profiles[0].crawler!.uuid,
  };
  return { app, values };
};

test('a vendor looks an application up by each of the six types', async ({ page }) => {
  // Six lookups in one story: on a busy 2-core CI machine that is more than the 30 s default.
  test.setTimeout(90_000);
  await signIn(page, 'vendor');
  await page.getByRole('menu', { name: 'Main menu' }).getByRole('menuitem', { name: 'Lookup', exact: true }).click();
  await expect(page).toHaveURL(atPath('/lookup'));
  await expect(page.getByText('Enter a search term to begin lookup')).toBeVisible();
  const { app, values } = await identifiers(page);

  for (const type of TYPES) {
    await page.getByRole('combobox', { name: 'Lookup type' }).click();
    await page.getByRole('option', { name: TYPE_LABELS[type] }).click();
    await page.getByRole('textbox', { name: 'Search term' }).fill(`  ${values[type]}  `);
    await page.getByRole('button', { name: 'Lookup' }).click();
    await expect(page).toHaveURL(new RegExp(`/lookup\\?${type}=${encodeURIComponent(values[type])}$`));
    const view = page.getByRole('region', { name: `Application ${app.id}` });
    await expect(view).toBeVisible();
    await expect(view.getByText(app.vendor_specific_id, { exact: true }).first()).toBeVisible();
  }

  // The lookup is a shareable link: the address alone drives it.
  await navigate(page, `/lookup?crawler_uuid=${values.crawler_uuid}`);
  await expect(page.getByRole('region', { name: `Application ${app.id}` })).toBeVisible();
  await navigate(page, '/lookup?vendor_specific_id=NOBODY-000000');
  await expect(page.getByText('No results', { exact: true })).toBeVisible();
  await navigate(page, '/lookup?colour=blue');
  await expect(page.getByText('Unknown lookup type: colour')).toBeVisible();
});

test('a vendor searches the institutions of their country', async ({ page }) => {
  await signIn(page, 'vendor');
  await page
    .getByRole('menu', { name: 'Main menu' })
    .getByRole('menuitem', { name: 'Connections', exact: true })
    .click();
  await expect(page).toHaveURL(atPath('/institutions'));
  await expect(page.getByRole('heading', { name: 'Institution Support Status' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Institutions' });
  await expect(table.getByRole('rowheader', { name: 'Commonwealth Bank' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Kiwibank' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Commonwealth Bank logo' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search institutions' }).fill('westpac');
  await expect(table.getByRole('rowheader')).toHaveText(['Westpac']);
  await page.getByRole('searchbox', { name: 'Search institutions' }).fill('no such bank');
  await expect(page.getByText('No data available')).toBeVisible();
});
