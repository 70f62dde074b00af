import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { atPath, COLD_LOAD, signIn } from './support';

/**
 * Issue 28, item 2 (docs/product.md#palette): the command palette, keyboard only. Ctrl+K opens it
 * on any signed-in screen; a pasted crawler uuid or a typed application id finds the record, Enter
 * opens it. Axe-clean in both themes, full-screen at 390 px.
 */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;
/** A link named by a crawler's uuid (the Crawlers table's row links: "Crawler log, <uuid>"). */
const UUID_LINK = new RegExp(`${UUID.source}$`);

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Go to' });
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search for an id, a screen or an action' });

/** Ctrl+K from wherever the focus is; the palette opens with the focus in its search box. */
const openPalette = async (page: Page) => {
  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toBeVisible();
  await expect(searchBox(page)).toBeFocused();
};

/** The option aria-activedescendant names: what Enter opens. */
const activeOption = async (page: Page) => {
  const id = await searchBox(page).getAttribute('aria-activedescendant');
  return page.locator(`[id="${id}"]`);
};

/** The id of one of the signed-in person's applications, read from the demo API inside the page. */
const anApplicationId = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/v1/applications/?page_size=20', {
      headers: { Authorization: `Token ${window.localStorage.getItem('token')}`, Accept: 'application/json' },
    });
    return ((await response.json()) as { results: { id: number }[] }).results[0].id;
  });

const expectAccessible = async (page: Page, what: string) => {
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(WCAG).analyze();
  const blocking = violations
    .filter(violation => violation.impact === 'serious' || violation.impact === 'critical')
    .map(violation => `${violation.id}: ${violation.nodes.map(node => node.target.join(' ')).join(' | ')}`);
  expect(blocking, what).toEqual([]);
};

const shoot = async (page: Page, testInfo: TestInfo, name: string) => {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, animations: 'disabled', caret: 'hide' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
};

test.describe.configure({ timeout: 120_000 });

test("staff jump to a crawler's log by pasting its uuid into the palette", async ({ page }) => {
  await signIn(page, 'staff', { next: '/crawlers' });
  // A uuid from the crawlers list as the person sees it.
  const first = page.getByRole('link', { name: UUID_LINK }).first();
  await expect(first).toBeVisible(COLD_LOAD);
  const uuid = UUID.exec((await first.textContent()) ?? '')![0];

  await openPalette(page);
  // A paste: the whole text at once.
  await page.keyboard.insertText(uuid);
  const crawler = dialog(page).getByRole('option', { name: new RegExp(`^Crawler ${uuid} · `) });
  await expect(crawler).toBeVisible(COLD_LOAD);
  await expect(crawler).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(atPath(`/crawler/${uuid}`));
  await expect(dialog(page)).toHaveCount(0);

  // Back in the palette, the crawler comes first, as recent.
  await openPalette(page);
  await expect(await activeOption(page)).toHaveText(new RegExp(`^Crawler ${uuid} · .*Recent$`));
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
});

test('a vendor opens an application by its id from the palette', async ({ page }) => {
  await signIn(page, 'vendor', { next: '/applications' });
  await expect(page.getByRole('table').or(page.getByRole('list')).first()).toBeVisible(COLD_LOAD);
  const id = await anApplicationId(page);

  await openPalette(page);
  await page.keyboard.type(String(id));
  const found = dialog(page).getByRole('option', {
    name: new RegExp(`^Application ${id} · .* · found by Application Id`),
  });
  await expect(found).toBeVisible(COLD_LOAD);
  // Move down and back up with the arrow keys, then open.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(await activeOption(page)).toHaveText(new RegExp(`^Application ${id} · `));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(atPath(`/applications/${id}/show`));
  await expect(
    page
      .getByRole('region', { name: `Application ${id}` })
      .or(page.getByText(`Application ${id}`))
      .first(),
  ).toBeVisible(COLD_LOAD);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the palette passes axe in the ${colorScheme} theme, with results and with none`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.emulateMedia({ colorScheme });
    await signIn(page, 'staff', { next: '/crawlers' });
    await expect(page.getByRole('link', { name: UUID_LINK }).first()).toBeVisible(COLD_LOAD);
    await page.addStyleTag({
      content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
    });
    await openPalette(page);
    await expectAccessible(page, `the palette, ${colorScheme}`);
    await page.keyboard.type('cra');
    await expect(dialog(page).getByRole('option').first()).toBeVisible();
    await expectAccessible(page, `the palette with results, ${colorScheme}`);
    await shoot(page, testInfo, `palette-1366-${colorScheme}`);
    await page.keyboard.type('zzzz');
    await expect(dialog(page).getByRole('status')).toHaveText('No results', COLD_LOAD);
    await expectAccessible(page, `the palette with no results, ${colorScheme}`);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the palette fills the screen at 390 px', async ({ page }, testInfo) => {
    await signIn(page, 'vendor', { next: '/applications' });
    await expect(page.getByRole('main').first()).toBeVisible(COLD_LOAD);
    await openPalette(page);
    await page.keyboard.type('app');
    await expect(dialog(page).getByRole('option').first()).toBeVisible();
    const box = await dialog(page).boundingBox();
    expect(box?.width).toBe(390);
    await expectAccessible(page, 'the palette at 390 px');
    await shoot(page, testInfo, 'palette-390');
  });
});
