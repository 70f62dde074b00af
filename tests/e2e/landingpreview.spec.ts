import { expect, test, type Page } from '@playwright/test';
import { COLD_LOAD, signIn } from './support';

/**
 * The landing list's rows drawn from the entry's early answer before the signed-in app has loaded
 * (app/LandingPreview.tsx, docs/performance.md "The landing preview"), and the list taking over in
 * place. The app's script (kit) is held back by the story, as a slow network would, so that what a
 * person sees in between can be looked at.
 */

/** Holds the signed-in app's script until `release` is called. */
const holdTheApp = async (page: Page) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>(resolve => {
    release = resolve;
  });
  await page.route(/\/assets\/kit-[^/]+\.js$/, async route => {
    await held;
    await route.continue();
  });
  return () => release();
};

/** The first rows as drawn: each one's top and height, and its cells' widths and texts. */
const rowsAsDrawn = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('tbody tr')].slice(0, 12).map(row => {
      const box = row.getBoundingClientRect();
      return {
        top: Math.round(box.top + window.scrollY),
        height: Math.round(box.height),
        cells: [...row.children].map(cell => {
          const copy = cell.cloneNode(true) as HTMLElement;
          copy.querySelectorAll('.row-link-name').forEach(name => name.remove());
          return `${Math.round(cell.getBoundingClientRect().width)} ${copy.textContent}`;
        }),
      };
    }),
  );

const preview = (page: Page) => page.locator('[aria-busy="true"]').filter({ has: page.locator('table') });

test.describe('the landing preview', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('a reload of /applications shows its rows before the app has loaded, and the list takes over in place', async ({
    page,
  }) => {
    await signIn(page, 'vendor', { next: '/applications' });
    await expect(page.locator('tbody tr').first()).toBeVisible(COLD_LOAD);
    const release = await holdTheApp(page);
    await page.reload();
    // The first page's rows, with the top bar, while the app's script has not come: nothing that
    // cannot work yet is drawn (no checkbox, no menu).
    await expect(preview(page).locator('tbody tr')).toHaveCount(50, COLD_LOAD);
    await expect(page.getByRole('banner')).toContainText('Applications');
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('menu', { name: 'Main menu' })).toHaveCount(0);
    const before = await rowsAsDrawn(page);
    release();
    // The list's own rows, where the preview's were: nothing moved, nothing else changed.
    await expect(page.getByRole('checkbox', { name: 'Select all' })).toBeVisible(COLD_LOAD);
    await expect(preview(page)).toHaveCount(0);
    await expect(page.locator('table')).toHaveCount(1);
    expect(await rowsAsDrawn(page)).toEqual(before);
    // And it works: a row's checkbox, clicked with the mouse.
    await page.locator('tbody tr').first().getByRole('checkbox').click();
    await expect(page.locator('tbody tr').first().getByRole('checkbox')).toBeChecked();
  });

  test('a row clicked in the preview opens its application once the app is there', async ({ page }) => {
    await signIn(page, 'vendor', { next: '/applications' });
    await expect(page.locator('tbody tr').first()).toBeVisible(COLD_LOAD);
    const release = await holdTheApp(page);
    await page.reload();
    const row = preview(page).locator('tbody tr').nth(2);
    await expect(row).toBeVisible(COLD_LOAD);
    const id = await row.getAttribute('data-id');
    await row.locator('td').nth(4).click();
    await expect(page).toHaveURL(new RegExp(`/applications/${id}/show$`));
    await expect(preview(page)).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { name: `Application ${id}` })).toBeVisible(COLD_LOAD);
  });

  for (const [path, who, title, control] of [
    ['/crawlers', 'staff', 'Crawlers', 'Columns'],
    ['/analyses', 'vendor', 'Analyses', 'Columns'],
    ['/labels', 'vendor', 'Labels', null],
    ['/tokens', 'vendor', 'API Tokens', 'Add token'],
  ] as const) {
    test(`a reload of ${path} (${who}) shows its rows before the app has loaded, and the list takes over in place`, async ({
      page,
    }) => {
      await signIn(page, who, { next: path });
      await expect(page.locator('tbody tr').first()).toBeVisible(COLD_LOAD);
      // Where the list's card starts is noted a moment after a take-over: the reload leaves that room.
      await page.waitForTimeout(1_500);
      const release = await holdTheApp(page);
      await page.reload();
      await expect(preview(page).locator('tbody tr').first()).toBeVisible(COLD_LOAD);
      await expect(page.getByRole('banner')).toContainText(title);
      await expect(page.getByRole('menu', { name: 'Main menu' })).toHaveCount(0);
      const before = await rowsAsDrawn(page);
      release();
      await expect(preview(page)).toHaveCount(0, COLD_LOAD);
      if (control) await expect(page.getByRole('button', { name: control })).toBeVisible(COLD_LOAD);
      await expect(page.locator('table')).toHaveCount(1);
      expect(await rowsAsDrawn(page)).toEqual(before);
    });
  }
});

test('a reload of Bank Modules (staff) shows its rows before the app, and the list takes over in place with its switches and ratios', async ({
  page,
}) => {
  await signIn(page, 'staff', { next: '/bankmodules' });
  await expect(page.locator('tbody tr').first()).toBeVisible(COLD_LOAD);
  await page.waitForTimeout(1_500);
  const release = await holdTheApp(page);
  await page.reload();
  await expect(preview(page).locator('tbody tr').first()).toBeVisible(COLD_LOAD);
  await expect(page.getByRole('banner')).toContainText('Bank Modules');
  // Nothing that would not answer a click: no switch, no Edit button until the list comes.
  await expect(preview(page).getByRole('switch')).toHaveCount(0);
  await expect(preview(page).getByRole('button')).toHaveCount(0);
  const before = await rowsAsDrawn(page);
  release();
  await expect(preview(page)).toHaveCount(0, COLD_LOAD);
  await expect(page.getByRole('switch', { name: 'Module of ASB' })).toBeVisible(COLD_LOAD);
  const after = await rowsAsDrawn(page);
  // The rows stay where they were drawn; each cell within 3 px of its width, the same text but for
  // the ratios (Completed to Timed out, which wait in the preview) and the controls' (empty in both).
  expect(after.map(row => [row.top, row.height])).toEqual(before.map(row => [row.top, row.height]));
  const split = (cell: string) => [Number(cell.split(' ')[0]), cell.slice(cell.indexOf(' ') + 1)] as const;
  before.forEach((row, index) =>
    row.cells.forEach((cell, column) => {
      const [width, text] = split(cell);
      const [listWidth, listText] = split(after[index].cells[column]);
      expect(Math.abs(width - listWidth)).toBeLessThanOrEqual(3);
      if (![7, 8, 9, 10].includes(column)) expect(text).toBe(listText);
    }),
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('no preview is drawn: the list is cards there, shown by the app', async ({ page }) => {
    await signIn(page, 'vendor', { next: '/applications' });
    await expect(page.getByRole('link', { name: /^[A-Z]+-\d+/ }).first()).toBeVisible(COLD_LOAD);
    await page.addInitScript(() => {
      const seen = { previews: 0 };
      Object.defineProperty(window, '__previews', { value: seen });
      new MutationObserver(() => {
        if (document.querySelector('[aria-busy="true"] table')) seen.previews += 1;
      }).observe(document, { subtree: true, childList: true });
    });
    await page.reload();
    await expect(page.getByRole('link', { name: /^[A-Z]+-\d+/ }).first()).toBeVisible(COLD_LOAD);
    expect(
      await page.evaluate(() => (window as unknown as { __previews: { previews: number } }).__previews.previews),
    ).toBe(0);
  });
});
