// Analysis Stats with 10,000 rows loaded (the demo asked, through localStorage, for 10,000
// statistics rows in pages of 1,000: see src/demo/handlers/analyses.ts): the time to load them
// all with "Load More Data", then the median re-render time of 10 filter changes (Bank filter
// options chosen and unchosen), from the click to the frame after the table shows the new count.
// Figures only.

/* global document, requestAnimationFrame -- used only inside functions evaluated in the page */
import { median, ms } from '../benchFigures.mjs';

const ROWS = 10_000;
const PAGE_SIZE = 1_000;
const CHANGES = 10;

/** Clicks the `index`th open option and resolves with the ms until the frame after the count changed. */
const timeFilterChange = index =>
  new Promise((resolve, reject) => {
    const options = [...document.querySelectorAll('[role="listbox"] [role="option"]')];
    const shown = document.querySelector('[data-testid="stats-shown"]');
    if (!options.length || !shown) return reject(new Error('no open filter options'));
    const before = shown.textContent;
    const start = performance.now();
    options[index % options.length].click();
    const check = () => {
      if (shown.textContent !== before)
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
      else if (performance.now() - start > 30_000) reject(new Error('the count did not change'));
      else requestAnimationFrame(check);
    };
    check();
  });

export default async ({ browser, demo, signIn }) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  try {
    await context.addInitScript(
      ({ rows, pageSize }) => localStorage.setItem('demo-analysis-statistics', JSON.stringify({ rows, pageSize })),
      { rows: ROWS, pageSize: PAGE_SIZE },
    );
    const first = await context.newPage();
    await signIn(first);
    await first.close();
    const page = await context.newPage();
    const loadStart = Date.now();
    await page.goto(`${demo.base}/analysis-stats`);
    const shown = page.getByTestId('stats-shown');
    await shown.waitFor({ timeout: 60_000 });
    const more = page.getByRole('button', { name: 'Load More Data' });
    while (await more.isVisible()) {
      await more.click();
      await page.waitForFunction(
        () =>
          document.querySelector('button')?.ownerDocument &&
          ![...document.querySelectorAll('button')].some(b => b.textContent === 'Loading Data...'),
        null,
        { timeout: 60_000 },
      );
    }
    await page.getByText('All data loaded').waitFor({ timeout: 60_000 });
    const loadedIn = Date.now() - loadStart;
    const loaded = await shown.textContent();

    await page.getByRole('combobox', { name: 'Filter Bank' }).click();
    await page.getByRole('option').first().waitFor();
    // Options 0..4 chosen, then unchosen: every click changes the rows shown.
    const times = [];
    for (let i = 0; i < CHANGES; i++) times.push(await page.evaluate(timeFilterChange, i % 5));
    console.log(`loaded: ${loaded} in ${ms(loadedIn)} (${ROWS / PAGE_SIZE} pages, from the page load)`);
    console.log(
      `filter change re-render, ${ROWS} rows: median ${ms(median(times))} (runs: ${times.map(ms).join(', ')})`,
    );
  } finally {
    await context.close();
  }
};
