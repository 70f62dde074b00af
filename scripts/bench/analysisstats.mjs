// Analysis Stats with 100 rows loaded and with 10,000 (issue 29: a filter change with 10,000 rows
// loaded should paint within 1.5x of the same change with 100). The demo is asked, through
// localStorage, for 10,000 statistics rows (src/demo/handlers/analyses.ts), in pages of 100 for the
// first case (its first page only) and of 1,000 for the second ("Load More Data" until all are in:
// the same rows, ten clicks instead of a hundred). Then, on each, CHANGES Bank filter options are
// chosen and unchosen with the mouse, in each condition of the comparison (desktop, then mobile:
// the CPU slowed 4x once the rows are loaded; a filter change asks nothing of the api/v1), each
// measured from the click's event.timeStamp to the frame after the shown count changed, once the
// notifications of loading are gone. Figures only.

/* global document -- used only inside functions run in the page */
import { median, ms } from '../benchFigures.mjs';
import {
  CONDITIONS,
  armInteraction,
  interactionDone,
  interactionTimeout,
  printTable,
  ratio,
  throttle,
} from '../benchCompare.mjs';

const ROWS = 10_000;
const CHANGES = 10;
const CASES = [
  { loaded: 100, pageSize: 100, loadAll: false },
  { loaded: ROWS, pageSize: 1_000, loadAll: true },
];
const SHOWN = '[data-testid="stats-shown"]';

/** Opens Analysis Stats in a fresh context with the case's rows loaded; resolves with the page and how long loading took. */
const open = async ({ demo, signIn, context: given }, { pageSize, loadAll }) => {
  await given.addInitScript(
    ({ rows, size }) => localStorage.setItem('demo-analysis-statistics', JSON.stringify({ rows, pageSize: size })),
    { rows: ROWS, size: pageSize },
  );
  const first = await given.newPage();
  await signIn(first);
  await first.close();
  const page = await given.newPage();
  const loadStart = Date.now();
  await page.goto(`${demo.base}/analysis-stats`);
  const shown = page.getByTestId('stats-shown');
  await shown.waitFor({ timeout: 60_000 });
  if (loadAll) {
    const more = page.getByRole('button', { name: 'Load More Data' });
    while (await more.isVisible()) {
      const before = await shown.textContent();
      await more.click();
      // The page has arrived when the count of loaded rows changes.
      await page.waitForFunction(
        ([selector, text]) => document.querySelector(selector)?.textContent !== text,
        [SHOWN, before],
        { timeout: 60_000 },
      );
    }
    await page.getByText('All data loaded').waitFor({ timeout: 60_000 });
  }
  // Each "Load More Data" says so in a notification (4 s each, three at a time): the changes are
  // measured once they are gone, as with 100 rows (one page, none), or their closing would be timed
  // as part of the changes with 10,000 rows.
  await page.getByRole('region', { name: 'Notifications' }).waitFor({ state: 'detached', timeout: 60_000 });
  return { page, loadedIn: Date.now() - loadStart, text: await shown.textContent() };
};

/** CHANGES clicks on the open Bank options (the first 5 chosen, then unchosen: every click changes the rows shown). */
const filterChanges = async (page, condition) => {
  const options = Math.min(5, await page.getByRole('option').count());
  const times = [];
  for (let i = 0; i < CHANGES; i++) {
    const changedFrom = await page.locator(SHOWN).textContent();
    await page.evaluate(armInteraction, {
      type: 'click',
      selector: SHOWN,
      changedFrom,
      timeout: interactionTimeout(condition),
    });
    await page
      .getByRole('option')
      .nth(i % options)
      .click();
    times.push((await interactionDone(page)).took);
  }
  return times;
};

export default async ({ browser, demo, signIn }) => {
  const figures = {};
  for (const volume of CASES) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
    try {
      const { page, loadedIn, text } = await open({ demo, signIn, context }, volume);
      console.log(
        `loaded: ${text} in ${ms(loadedIn)} (${volume.loadAll ? ROWS / volume.pageSize : 1} page(s) of ${volume.pageSize}, from the page load)`,
      );
      await page.getByRole('combobox', { name: 'Filter Bank' }).click();
      await page.getByRole('option').first().waitFor();
      for (const condition of CONDITIONS) {
        await throttle(page, condition);
        figures[`${condition.name} ${volume.loaded}`] = await filterChanges(page, condition);
      }
    } finally {
      await context.close();
    }
  }
  console.log(
    `\nfilter change -> painted count (Bank options chosen and unchosen with the mouse, median of ${CHANGES}); goal 10,000 / 100 <= 1.5x`,
  );
  printTable(
    ['condition', '100 rows loaded [runs]', `${ROWS} rows loaded [runs]`, '10,000 / 100'],
    CONDITIONS.map(condition => {
      const [few, many] = CASES.map(volume => figures[`${condition.name} ${volume.loaded}`] ?? []);
      const runs = list => list.map(value => Math.round(value)).join(', ');
      return [
        `${condition.name} (${condition.note})`,
        `${ms(median(few))} [${runs(few)}]`,
        `${ms(median(many))} [${runs(many)}]`,
        ratio(median(many), median(few)),
      ];
    }),
  );
};
