import { expect, test, type Page } from '@playwright/test';
import { atPath, navigate, signIn } from './support';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

interface Row {
  id: number;
  analysed: boolean;
}

/** The vendor's newest applications, read through the demo API as the signed-in page. */
const applications = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/v1/applications/?page_size=50&ordering=-timestamp', {
      headers: { Authorization: `Token ${localStorage.getItem('token')}`, Accept: 'application/json' },
    });
    return ((await response.json()) as { results: Row[] }).results;
  });

test('the shared-link page says "Invalid link." without a guid', async ({ page }) => {
  await signIn(page, 'vendor', { next: '/shared_link' });
  await expect(page.getByText('Invalid link.')).toBeVisible();
});

test('a download link copied from an application opens its shared files', async ({ page, context }) => {
  await signIn(page, 'vendor');
  await expect(page).toHaveURL(atPath('/applications'));
  const analysed = (await applications(page)).find(row => row.analysed)!;
  await navigate(page, `/applications/${analysed.id}/show`);
  await expect(page.getByRole('heading', { name: `Application ${analysed.id}` })).toBeVisible();

  await page
    .getByRole('toolbar', { name: 'Application actions' })
    .getByRole('button', { name: 'Copy download link' })
    .click();
  const dialog = page.getByRole('dialog', { name: `Download link for application ${analysed.id}` });
  await expect(dialog.getByText(/^The link expires on \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.$/)).toBeVisible();
  const link = await dialog.getByRole('textbox', { name: 'Download link' }).inputValue();
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/shared_link\?guid=[0-9a-f-]{36}$/);
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // The recipient opens the link in a window of its own: the files download, then the window
  // closes, or says the download started where the browser keeps it open.
  const opened = await context.newPage();
  const downloading = opened.waitForEvent('download');
  await opened.goto(link);
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`shared-files-${analysed.id}.zip`);
  await expect
    .poll(
      async () =>
        opened.isClosed() ||
        (await opened.getByText('Your download has started. You can close this window.').isVisible()),
    )
    .toBe(true);
});
