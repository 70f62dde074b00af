import { expect, test, type Page } from '@playwright/test';
import { navigate, signIn } from './support';

/** The edit dialog of the first bank module row (the most crawled bank), and that bank's name. */
const openFirstBank = async (page: Page) => {
  const firstEdit = page.getByRole('button', { name: /^Edit / }).first();
  // The screen's code and its first list come on a cold page: room for a busy machine.
  await expect(firstEdit).toBeVisible({ timeout: 30_000 });
  const name = ((await firstEdit.getAttribute('aria-label')) ?? '').replace(/^Edit /, '');
  await firstEdit.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return { dialog, name };
};

test("staff edits a bank module's thresholds and sees them after a reload", async ({ page }) => {
  // Two cold loads of the screen (after sign-in and the reload), each building the demo's crawl
  // counts: twice the usual budget on a busy machine.
  test.setTimeout(120_000);
  await signIn(page, 'staff', { next: '/bankmodules' });
  const patches: unknown[] = [];
  page.on('request', request => {
    if (request.method() === 'PATCH' && /\/api\/v1\/bank\/$/.test(new URL(request.url()).pathname))
      patches.push(request.postDataJSON());
  });
  const { dialog, name } = await openFirstBank(page);

  // By typing: the died warn threshold to 42 %.
  const died = dialog.getByRole('textbox', { name: 'Died warn threshold, in percent' });
  await died.fill('42');
  // By keyboard: the failed warn threshold, End (200 %) then two steps down (198 %).
  const failed = dialog.getByRole('slider', { name: 'Failed warn threshold' });
  await failed.focus();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByRole('textbox', { name: 'Failed warn threshold, in percent' })).toHaveValue('198');
  // An out-of-range value typed is refused next to it, then corrected.
  const offline = dialog.getByRole('textbox', { name: 'Died offline threshold, in percent' });
  const offlineBefore = await offline.inputValue();
  await offline.fill('5');
  await expect(dialog.getByText('Enter a percentage from 10 to 200')).toBeVisible();
  await offline.fill(offlineBefore);

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Bank module saved')).toBeVisible();
  expect(patches).toHaveLength(1);
  const sent = patches[0] as Record<string, unknown>;
  expect(Object.keys(sent).sort()).toEqual(['died_warn_threshold', 'failed_warn_threshold', 'id']);
  expect(sent.died_warn_threshold).toBe(0.42);
  expect(sent.failed_warn_threshold).toBe(1.98);

  await page.reload();
  const again = page.getByRole('button', { name: `Edit ${name}` });
  await expect(again).toBeVisible({ timeout: 30_000 });
  await again.click();
  const reopened = page.getByRole('dialog');
  await expect(reopened.getByRole('textbox', { name: 'Died warn threshold, in percent' })).toHaveValue('42');
  await expect(reopened.getByRole('slider', { name: 'Failed warn threshold' })).toHaveAttribute(
    'aria-valuetext',
    '198%',
  );
});

test('a vendor is refused /bankmodules', async ({ page }) => {
  await signIn(page, 'vendor');
  await navigate(page, '/bankmodules');
  await expect(page.getByRole('heading', { name: 'You are not authorised to access this page' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('menu', { name: 'Main menu' }).getByText('Bank Modules')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
});
