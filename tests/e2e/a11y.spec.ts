import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { COLD_LOAD, navigate, signIn } from './support';

/**
 * Issue 11, part 6 (docs/screens/accessibility.md): every screen passes axe with no serious or critical
 * violation of WCAG 2.2 A/AA, in the light and the dark theme (the theme follows the system's
 * scheme, which the browser context sets), and a dialog opened by keyboard keeps the focus inside
 * and gives it back.
 */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The demo's 500-line crawler log (docs/screens/crawlerlog.md). */
const LOG = '/crawler/c0ffee00-0000-4000-8000-000000000500';

/** Screens a vendor has, read as admin (who also sees the staff-only controls on them). */
const VENDOR_SCREENS = [
  '/crawlers',
  '/analyses',
  '/labels',
  '/labels/create',
  '/tokens',
  '/webhooks',
  '/webhooks/create',
  '/lookup',
  '/institutions',
  '/summary',
  '/inlineframe',
  '/shared_link',
];
const STAFF_SCREENS = [
  '/incomplete-bundle-applications',
  '/bankmodules',
  '/regex/match',
  '/regex/transtype',
  '/regex/category',
  '/settings/application',
  '/metricmodules',
  '/custommetric',
  '/dieds',
  '/analysis-stats',
  LOG,
];

/** No transitions: a colour caught halfway through one is not the colour a person reads. */
const stillPage = (page: Page) =>
  page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });

/** The screen has painted its content: the main region shown and nothing loading any more. */
const settled = async (page: Page) => {
  await expect(page.locator('main, #main-content').first()).toBeVisible(COLD_LOAD);
  await expect(page.getByRole('progressbar')).toHaveCount(0, COLD_LOAD);
  await expect(page.getByText('Loading Data...')).toHaveCount(0, COLD_LOAD);
  // A list whose first page was already in draws its rows in the task after the page's first
  // paint (components/ListSkeleton UntilFirstPage): let that paint and the next one happen, so
  // that axe reads the rows drawn, not a page changing under it.
  await page.evaluate(
    () =>
      new Promise<void>(resolve =>
        requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(() => setTimeout(resolve)))),
      ),
  );
};

/** Runs axe on the page as it is; fails with each serious or critical finding and where it is. */
const expectAccessible = async (page: Page, screen: string) => {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const blocking = violations
    .filter(violation => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      violation =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .map(node => node.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
  expect(blocking, `${screen} in the ${await scheme(page)} theme`).toEqual([]);
};

const scheme = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);

const visit = async (page: Page, path: string) => {
  await navigate(page, path);
  await settled(page);
  await expectAccessible(page, path);
};

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`in the ${colorScheme} theme`, () => {
    test.use({ colorScheme });
    test.describe.configure({ timeout: 180_000 });

    test(`the public pages pass axe (${colorScheme})`, async ({ page }) => {
      await page.goto('/login');
      await stillPage(page);
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible(COLD_LOAD);
      expect(await scheme(page)).toBe(colorScheme);
      await expectAccessible(page, '/login');
      // A refused sign-in: the error message and the marked fields.
      await page.getByRole('textbox', { name: 'Email' }).fill('nobody@demo.test');
      await page.getByLabel('Password', { exact: true }).fill('wrong-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expectAccessible(page, '/login, refused');
      for (const path of ['/signup', '/reset']) {
        await navigate(page, path);
        await expect(page.getByRole('heading').first()).toBeVisible(COLD_LOAD);
        await expectAccessible(page, path);
      }
    });

    test(`the vendor's screens pass axe (${colorScheme})`, async ({ page }) => {
      await signIn(page, 'admin', { next: '/applications' });
      await stillPage(page);
      await settled(page);
      await expectAccessible(page, '/applications');
      // The application view of the first row.
      await page
        .locator('tbody tr')
        .first()
        .getByRole('cell', { name: /^[A-Z]+-\d+$/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/applications\/[^/]+\/show$/);
      await settled(page);
      await expectAccessible(page, 'the application view');
      for (const path of VENDOR_SCREENS) await visit(page, path);
      // A dialog over a list.
      await navigate(page, '/tokens');
      await page.getByRole('button', { name: 'Add token' }).click();
      await expect(page.getByRole('dialog', { name: 'Create Token' })).toBeVisible();
      await expectAccessible(page, 'the Create Token dialog');
    });

    test(`the staff screens pass axe (${colorScheme})`, async ({ page }) => {
      await signIn(page, 'staff', { next: STAFF_SCREENS[0] });
      await stillPage(page);
      await settled(page);
      await expectAccessible(page, STAFF_SCREENS[0]);
      for (const path of STAFF_SCREENS.slice(1)) await visit(page, path);
      // The bank module edit dialog, with its sliders.
      await navigate(page, '/bankmodules');
      await settled(page);
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('slider').first()).toBeVisible();
      await expectAccessible(page, 'the bank module dialog');
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  // Six screens, each settled and checked, like the themes' stories above: the 60 s default ran out
  // on Summary in a fresh-clone CI run (the last of the six).
  test.describe.configure({ timeout: 180_000 });

  test('the cards, the application view and the wide tables pass axe', async ({ page }) => {
    await signIn(page, 'admin', { next: '/applications' });
    await stillPage(page);
    await settled(page);
    await expectAccessible(page, '/applications on a phone');
    await page.getByRole('main').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/applications\/[^/]+\/show$/);
    await settled(page);
    await expectAccessible(page, 'the application view on a phone');
    for (const path of ['/institutions', LOG, '/analysis-stats', '/summary']) await visit(page, path);
  });
});

test('a dialog opened from the keyboard keeps the focus inside and gives it back on Escape', async ({ page }) => {
  await signIn(page, 'vendor', { next: '/tokens' });
  await expect(page.getByRole('columnheader', { name: 'Name' })).toBeVisible(COLD_LOAD);
  const add = page.getByRole('button', { name: 'Add token' });
  await add.focus();
  // The focus ring shows on a button reached by keyboard.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(add).toBeFocused();
  expect(await add.evaluate(element => getComputedStyle(element).outlineStyle)).not.toBe('none');

  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create Token' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Token Name' })).toBeFocused();
  // Round the dialog's controls twice over: the focus never leaves it.
  for (let step = 0; step < 12; step++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate(element => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(add).toBeFocused();
});
