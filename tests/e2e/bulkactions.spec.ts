import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { COLD_LOAD, signIn } from './support';

/**
 * Issue 24, finding 6 (docs/screens/list-tools.md#bulk-actions): with rows selected, a list's bulk
 * actions toolbar is seen whole and on top, at a phone's, a laptop's and a wide monitor's width, in
 * the light and the dark theme, and its buttons take a mouse click. Applications is the one list with
 * bulk actions (Reanalyse selected; every other list passes `bulkActionButtons={false}`).
 */

interface Row {
  id: number;
  analysed: boolean;
  vendor_specific_id: string | null;
}

/** The list's first page (newest first, 50 rows), read through the demo API as the signed-in page. */
const firstPage = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/v1/applications/?page=1&page_size=50&ordering=-timestamp', {
      headers: { Authorization: `Token ${localStorage.getItem('token')}`, Accept: 'application/json' },
    });
    return ((await response.json()) as { results: Row[] }).results;
  });

/**
 * Two analysed applications (the reanalyse rule lets every analysed one through) whose vendor id is
 * unique on the page, so that a card, named by that id, is found as surely as a table row.
 */
const twoToReanalyse = (rows: Row[]) => {
  const count = (id: string | null) => rows.filter(row => row.vendor_specific_id === id).length;
  const picked = rows
    .filter(row => row.analysed && row.vendor_specific_id && count(row.vendor_specific_id) === 1)
    .slice(0, 2);
  expect(picked, 'two analysed applications with their own vendor id on the first page').toHaveLength(2);
  return picked;
};

/** The checkbox that selects an application: in its table row, or (phone) in its card. */
const selectBox = (page: Page, row: Row, phone: boolean) =>
  (phone
    ? page
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: row.vendor_specific_id!, exact: false }) })
    : page
        .locator('tbody tr')
        .filter({ has: page.getByRole('button', { name: `Reanalyse application ${row.id}`, exact: true }) })
  ).getByRole('checkbox', { name: 'Select this row' });

/**
 * Seen and on top: the element lies wholly inside the viewport and is not clipped by a scrolling
 * ancestor (an IntersectionObserver measures both), and the topmost element at its centre and at
 * four points around it is the element itself or inside it.
 */
const expectSeenOnTop = async (target: Locator, what: string) => {
  await expect(target, `${what} wholly in view`).toBeInViewport({ ratio: 1 });
  const covered = await target.evaluate(element => {
    const box = element.getBoundingClientRect();
    // The centre and four points a quarter in from the edges (inside a round icon button too).
    const at = (x: number, y: number) => [box.left + box.width * x, box.top + box.height * y];
    const points = [at(0.5, 0.5), at(0.25, 0.25), at(0.75, 0.25), at(0.25, 0.75), at(0.75, 0.75)];
    return points
      .map(([x, y]) => document.elementFromPoint(x, y))
      .filter(hit => !hit || !element.contains(hit))
      .map(hit => (hit ? `${hit.tagName}.${[...hit.classList].join('.')}` : 'nothing'));
  });
  expect(covered, `${what} is covered by`).toEqual([]);
};

const painted = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);

const shoot = async (page: Page, testInfo: TestInfo, name: string) => {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, animations: 'disabled', caret: 'hide' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
};

const reanalyseSelected = async (page: Page, testInfo: TestInfo, width: number, scheme: 'light' | 'dark') => {
  const phone = width < 600;
  // A phone from the first load (a desktop window narrowed keeps the sidebar open as a drawer).
  await page.setViewportSize({ width, height: phone ? 844 : 800 });
  await signIn(page, 'vendor', { next: '/applications' });
  expect(await painted(page)).toBe(scheme);
  const picked = twoToReanalyse(await firstPage(page));

  for (const row of picked) {
    const box = selectBox(page, row, phone);
    await expect(box, `row ${row.id}`).toBeVisible(COLD_LOAD);
    await box.click();
    await expect(box).toBeChecked();
  }

  const bulk = page.getByRole('button', { name: 'Reanalyse selected' });
  await expect(bulk).toBeVisible();
  await expect(page.getByText('2 items selected')).toBeVisible();
  // The toolbar's move into place is animated: measure it once it has settled.
  const toolbar = page.locator('[data-test="bulk-actions-toolbar"]').filter({ has: bulk });
  await expect.poll(() => toolbar.evaluate(element => element.getAnimations().length)).toBe(0);
  await expectSeenOnTop(bulk, 'Reanalyse selected');
  await expectSeenOnTop(page.getByRole('button', { name: 'Unselect' }), 'Unselect');
  await shoot(page, testInfo, `applications-selected-${width}-${scheme}`);

  const sent = page.waitForRequest(
    request => request.method() === 'POST' && request.url().includes('/api/v1/mass-reanalysis/'),
  );
  await bulk.click();
  expect((await sent).postDataJSON()).toEqual({ application_ids: picked.map(row => row.id) });
  await expect(page.getByText('2 applications queued for reanalysis, 0 skipped')).toBeVisible();
  // The selection is cleared: the toolbar folds away (react-admin keeps it, zero high) and the
  // boxes are empty again.
  await expect(bulk).not.toBeInViewport();
  await expect(selectBox(page, picked[0], phone)).not.toBeChecked();
};

// A cold sign-in alone may take 45 s on a busy shared machine (support.ts, COLD_LOAD).
test.describe.configure({ timeout: 120_000 });

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`in the ${scheme} theme`, () => {
    test.use({ colorScheme: scheme });
    for (const width of [1366, 390, 2560]) {
      test(`Applications: rows selected with the mouse, Reanalyse selected clicked, at ${width} px (${scheme})`, async ({
        page,
      }, testInfo) => {
        await reanalyseSelected(page, testInfo, width, scheme);
      });
    }
  });
}
