import { expect, test, type Page } from '@playwright/test';
import { navigate, signIn, unique } from './support';

const tokenRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
const nameField = (page: Page) => page.getByRole('dialog').getByRole('textbox', { name: 'Token Name' });

/** Creates a token through the dialog; returns the identifier shown once. */
const createToken = async (page: Page, name: string) => {
  await page.getByRole('button', { name: 'Add token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Token' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText('Ensure you record the secret and identifier somewhere safe, it will only be shown once'),
  ).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'HMAC authentication documentation' })).toBeVisible();
  await nameField(page).fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();

  await expect(dialog.getByText('Secret', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Identifier', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copy secret' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copy identifier' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create' })).toHaveCount(0);
  const values = await dialog.locator('code').allTextContents();
  expect(values).toHaveLength(2);
  expect(values.every(value => value.trim().length > 0)).toBe(true);
  return { secret: values[0].trim(), identifier: values[1].trim() };
};

test('create shows the secret and identifier once, and the list refreshes on close', async ({ page }) => {
  const name = unique('e2e-token');
  await signIn(page, 'vendor', { next: '/tokens' });
  await expect(page.getByRole('columnheader', { name: 'Name' })).toBeVisible();
  const { secret } = await createToken(page, name);

  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(tokenRow(page, name)).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);

  // A new dialog starts empty: the secret is never shown again.
  await page.getByRole('button', { name: 'Add token' }).click();
  await expect(page.getByRole('dialog').getByText('Secret', { exact: true })).toHaveCount(0);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
});

test('reveal shows the identifier of a token', async ({ page }) => {
  const name = unique('e2e-reveal');
  await signIn(page, 'vendor', { next: '/tokens' });
  const { identifier } = await createToken(page, name);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await tokenRow(page, name).getByRole('button', { name: 'Reveal identifier' }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByText('Your token identifier is:')).toBeVisible();
  await expect(dialog.getByText(identifier, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copy identifier' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('rename changes the name, and it persists across a reload', async ({ page }) => {
  const name = unique('e2e-rename');
  const renamed = `${name}-renamed`;
  await signIn(page, 'staff', { next: '/tokens' });
  await createToken(page, name);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await tokenRow(page, name).getByRole('button', { name: 'Rename token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename Token' });
  await expect(nameField(page)).toHaveValue(name);
  await nameField(page).fill(renamed);
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(tokenRow(page, renamed)).toBeVisible();
  await expect(tokenRow(page, name)).toHaveCount(0);

  await page.reload();
  await expect(tokenRow(page, renamed)).toBeVisible();
});

test('delete removes the token after confirmation', async ({ page }) => {
  const name = unique('e2e-delete');
  await signIn(page, 'vendor', { next: '/tokens' });
  await createToken(page, name);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await tokenRow(page, name).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: `Delete token "${name}"?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  // Pessimistic: the dialog closes once the API has answered.
  await expect(confirm).toHaveCount(0);
  await expect(tokenRow(page, name)).toHaveCount(0);
  // Away and back: the list is read again from the API.
  await navigate(page, '/labels');
  await expect(page.getByRole('columnheader', { name: 'Ref' })).toBeVisible();
  await navigate(page, '/tokens');
  await expect(page.getByRole('columnheader', { name: 'Name' })).toBeVisible();
  await expect(tokenRow(page, name)).toHaveCount(0);
});
