import { expect, test, type Page } from '@playwright/test';
import { atPath, signIn, unique } from './support';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Newest first, so that a webhook just created is on the first page. */
const NEWEST_FIRST = '/webhooks?sort=id&order=DESC';
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// The name is the row's header: a link named "Webhook, <name>" where the row opens the edit form
// (staff), the name alone where it does not (a vendor).
const webhookRow = (page: Page, name: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^(Webhook, )?${escaped(name)}$`) }) });

test('staff creates a webhook, is refused an http: URL, and copies the secret shown once', async ({ page }) => {
  const name = unique('e2e-hook');
  await signIn(page, 'staff', { next: NEWEST_FIRST });
  await expect(page.getByRole('columnheader', { name: 'Vendor Ref' })).toBeVisible();
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(atPath('/webhooks/create'));

  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  const url = page.getByRole('textbox', { name: 'URL' });
  await url.fill('http://crm.example.com/in');
  await page.getByRole('combobox', { name: 'Vendor Ref' }).click();
  await page.getByRole('option', { name: 'acme-web' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The URL must start with https://')).toBeVisible();
  await expect(url).toHaveValue('http://crm.example.com/in');

  await url.fill('https://crm.example.com/in');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Webhook "${name}" created`)).toBeVisible();
  const secret = (await page.getByTestId('webhook-secret').textContent())!.trim();
  expect(secret.length).toBeGreaterThan(10);
  await page.getByRole('button', { name: 'Copy secret' }).click();
  await expect(page.getByText('Copied text to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(atPath('/webhooks'));
  const row = webhookRow(page, name);
  await expect(row).toBeVisible();
  await expect(row.getByText('acme-web')).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);
});

test('staff turn a webhook off and on again from its row', async ({ page }) => {
  await signIn(page, 'staff', { next: '/webhooks' });
  const toggle = webhookRow(page, 'Broker CRM').getByRole('switch', { name: 'Enabled: Broker CRM' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(page.getByText('Webhook "Broker CRM" disabled')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(page.getByText('Webhook "Broker CRM" enabled')).toBeVisible();
  await expect(toggle).toBeChecked();
});

test('a vendor sees the webhooks, the contact-staff message and no edit control', async ({ page }) => {
  await signIn(page, 'vendor', { next: '/webhooks' });
  await expect(webhookRow(page, 'Loan origination system')).toBeVisible();
  await expect(page.getByText('If you want to create or edit a webhook, please contact BankData staff.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByRole('switch')).toHaveCount(0);
});
