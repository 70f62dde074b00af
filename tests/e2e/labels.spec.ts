import { expect, test, type Page } from '@playwright/test';
import { atPath, navigate, signIn, unique } from './support';

/** The list, newest first, so that a label just created is on the first page. */
const NEWEST_FIRST = '/labels?sort=id&order=DESC';
const openLabels = (page: Page) => navigate(page, NEWEST_FIRST);
/** A label's row, by its ref: the row's header, a link named "Label, <ref>" (rows are links). */
const labelRow = (page: Page, ref: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `Label, ${ref}`, exact: true }) });
const refField = (page: Page) => page.getByRole('textbox', { name: 'Ref' });

const createLabel = async (page: Page, ref: string) => {
  await openLabels(page);
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(atPath('/labels/create'));
  await refField(page).fill(ref);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(atPath('/labels'));
  await openLabels(page);
  await expect(labelRow(page, ref)).toBeVisible();
};

test('staff creates, edits and deletes a label', async ({ page }) => {
  const ref = unique('e2e-label');
  const renamed = `${ref}-renamed`;
  await signIn(page, 'staff', { next: NEWEST_FIRST });
  await createLabel(page, ref);

  await labelRow(page, ref).getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/labels\/[^/]+$/);
  await expect(refField(page)).toHaveValue(ref);
  await refField(page).fill(renamed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(atPath('/labels'));
  await openLabels(page);
  await expect(labelRow(page, renamed)).toBeVisible();
  await expect(labelRow(page, ref)).toHaveCount(0);

  await labelRow(page, renamed).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  // Pessimistic: the dialog closes once the API has answered.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Element deleted')).toBeVisible();
  await expect(labelRow(page, renamed)).toHaveCount(0);
  await openLabels(page);
  await expect(page.getByRole('columnheader', { name: 'Ref' })).toBeVisible();
  await expect(labelRow(page, renamed)).toHaveCount(0);
});

test('a label edit persists across a page reload (demo mode)', async ({ page }) => {
  const ref = unique('e2e-persist');
  await signIn(page, 'admin', { next: NEWEST_FIRST });
  await createLabel(page, ref);
  await labelRow(page, ref).getByRole('link', { name: 'Edit' }).click();
  await refField(page).fill(`${ref}-x`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(atPath('/labels'));

  await page.goto(NEWEST_FIRST);
  await expect(labelRow(page, `${ref}-x`)).toBeVisible();
});

test('an empty ref is refused', async ({ page }) => {
  await signIn(page, 'staff', { next: '/labels/create' });
  await refField(page).fill('   ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Label ref must not be empty')).toBeVisible();
  await expect(page).toHaveURL(atPath('/labels/create'));

  // Leaving a form with unsaved input asks first; the story accepts and goes on.
  const ref = unique('e2e-empty');
  const asked = page.waitForEvent('dialog');
  const created = createLabel(page, ref);
  const dialog = await asked;
  expect(dialog.message()).toBe("Some of your changes weren't saved. Are you sure you want to ignore them?");
  await dialog.accept();
  await created;
  await labelRow(page, ref).getByRole('link', { name: 'Edit' }).click();
  await refField(page).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Label ref must not be empty')).toBeVisible();
  await expect(page).toHaveURL(/\/labels\/[^/]+$/);
});

test('a vendor reads labels but is told to contact staff to change them', async ({ page }) => {
  await signIn(page, 'vendor', { next: '/labels' });
  await expect(
    page.getByText('If you want to create or edit a vendor label, please contact BankData staff.'),
  ).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Ref' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await navigate(page, '/labels/create');
  await expect(page.getByRole('heading', { name: 'You are not authorised to access this page' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
});
