import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const DEFAULTS =
  'transactions=false&analysis=true&account_owner=true&estatements=false&interims=false&select_accounts=false&multiple=false';

const linkField = (page: Page) => page.getByRole('textbox', { name: 'IFrame link' });

test('the iframe link is built from the options, copied and sent by e-mail', async ({ page }) => {
  await signIn(page, 'vendor', { next: '/inlineframe' });
  // The first data of a cold demo waits for its seeded activity: room on a busy machine.
  await expect(page.getByRole('combobox', { name: /^Vendor label/ })).toHaveText('acme-web', { timeout: 30_000 });
  await expect(page.getByText('Please ensure both vendor label and identifier fields are filled')).toBeVisible();

  await page.getByRole('textbox', { name: 'Client identifier' }).fill('abc');
  await expect(page.getByText('Please ensure identifier is at least 7 characters')).toBeVisible();
  await page.getByRole('textbox', { name: 'Client identifier' }).fill('client-0042');
  const origin = new URL(page.url()).origin;
  await expect(linkField(page)).toHaveValue(`${origin}/i/acme-web/client-0042?${DEFAULTS}`);

  await page.getByRole('switch', { name: 'Transactions' }).click();
  await page.getByRole('textbox', { name: 'Days to retrieve' }).fill('500');
  await expect(page.getByText('Value must be a number from 7 to 365.')).toBeVisible();
  await expect(linkField(page)).not.toHaveValue(/days_to_retrieve/);
  await page.getByRole('textbox', { name: 'Days to retrieve' }).fill('120');
  const link = `${origin}/i/acme-web/client-0042?${DEFAULTS.replace('transactions=false', 'transactions=true')}&days_to_retrieve=120`;
  await expect(linkField(page)).toHaveValue(link);

  const preview = page.getByRole('link', { name: 'Open link in a new tab' });
  await expect(preview).toHaveAttribute('href', link);
  await expect(preview).toHaveAttribute('target', '_blank');
  await expect(preview).toHaveAttribute('rel', 'noopener noreferrer');

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Copied text to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Please enter both a client name and email to send the IFrame link')).toHaveCount(2);
  await page.getByRole('textbox', { name: 'Client name' }).fill('Jane Client');
  await page.getByRole('textbox', { name: 'Client email' }).fill('jane@client.example');
  const sent = page.waitForRequest(
    request => request.method() === 'POST' && request.url().endsWith('/customer_iframe_link'),
  );
  await page.getByRole('button', { name: 'Send' }).click();
  expect((await sent).postDataJSON()).toEqual({
    vendor_name: 'acme-web',
    iframe_link: link,
    customer_email: 'jane@client.example',
    customer_name: 'Jane Client',
  });
  await expect(page.getByText('Successfully sent email')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Client name' })).toHaveValue('');
});

test('the summary shows its charts and their table view, and keeps the range in the address', async ({ page }) => {
  await signIn(page, 'vendor', { next: '/summary' });
  const applications = page.getByRole('region', { name: 'Applications' });
  const crawlers = page.getByRole('region', { name: 'Crawlers' });
  // The chart (not a legend icon); the first load of the demo's activity can take long on a busy machine.
  const chart = (region: typeof applications) => region.locator('.recharts-wrapper > svg.recharts-surface');
  await expect(chart(applications)).toBeVisible({ timeout: 30_000 });
  await expect(chart(crawlers)).toBeVisible();
  await expect(
    applications.getByRole('img', { name: /^Applications, .*: Total \d+, Analysed \d+, Finalised \d+\.$/ }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Live updates' })).toBeVisible();

  // The table view, by keyboard.
  await crawlers.getByRole('button', { name: 'Table' }).focus();
  await page.keyboard.press('Enter');
  const table = crawlers.getByRole('table', { name: 'Crawlers by period' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Completed' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Whole range' })).toBeVisible();

  const stats = page.getByRole('region', { name: 'Vendor stats' });
  await expect(stats.getByText('Acme Lending')).toBeVisible();

  await page.getByLabel('From', { exact: true }).fill('2026-01-01');
  await page.getByLabel('To', { exact: true }).fill('2026-01-31');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/\/summary\?from=2026-01-01&to=2026-01-31$/);
  // Shown once that range's answers are in.
  await expect(page.getByText('2026-01-01 to 2026-01-31 (UTC+10)')).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Pause updates' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Updates paused' })).toBeVisible();
});
