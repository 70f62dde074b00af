import { expect, test, type Page } from '@playwright/test';
import { COLD_LOAD, signIn } from './support';

/** The customer group of Needs attention, once the runs are in (a cold demo seeds its activity first). */
const customerGroup = async (page: Page) => {
  const group = page.getByRole('region', { name: /^The customer · \d+ runs?$/ });
  await expect(group).toBeVisible(COLD_LOAD);
  return group;
};

test('a vendor goes from a customer-caused failure to a new link e-mailed, in two clicks', async ({ page }) => {
  // A cold demo seeds its activity, and the screen reads a week of runs: room on a busy machine.
  test.setTimeout(120_000);
  await signIn(page, 'vendor', { next: '/needs-attention' });
  const customer = await customerGroup(page);
  for (const cause of ['The bank', 'Transient', 'Unknown cause'])
    await expect(page.getByRole('region', { name: new RegExp(`^${cause} · \\d+ runs?$`) })).toBeVisible();

  // A run whose application the window names: the builder opens filled with its customer.
  const row = customer
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: /^Application \d+$/ }) })
    .first();
  // The Reference cell: the vendor-specific id over the label.
  const [reference, label] = (await row.getByRole('cell').nth(1).innerText()).split('\n').map(line => line.trim());
  await row.getByRole('button', { name: /^Send the customer of .+ a new link$/ }).click(); // click 1
  const dialog = page.getByRole('dialog', { name: 'Send the customer a new link' });
  const link = dialog.getByRole('textbox', { name: 'IFrame link' });
  await expect(link).toHaveValue(new RegExp(`/i/${encodeURIComponent(label)}/${encodeURIComponent(reference)}\\?`));
  const name = await dialog.getByRole('textbox', { name: 'Client name' }).inputValue();
  const email = await dialog.getByRole('textbox', { name: 'Client email' }).inputValue();
  expect(email).toMatch(/@/);
  const iframeLink = await link.inputValue();

  const sent = page.waitForRequest(
    request => request.method() === 'POST' && request.url().endsWith('/customer_iframe_link'),
  );
  await dialog.getByRole('button', { name: 'Send' }).click(); // click 2
  expect((await sent).postDataJSON()).toEqual({
    vendor_name: expect.any(String),
    iframe_link: iframeLink,
    customer_email: email,
    customer_name: name,
  });
  await expect(page.getByText('Successfully sent email')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('at 390 px the runs are cards and nothing scrolls sideways', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'vendor', { next: '/needs-attention' });
  const customer = await customerGroup(page);
  await expect(customer.getByRole('list', { name: 'The customer' })).toBeVisible();
  await expect(customer.getByRole('table')).toHaveCount(0);
  await expect(customer.getByRole('button', { name: /^Send the customer of .+ a new link$/ }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
