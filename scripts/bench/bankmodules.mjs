// Bank modules with 400 rows (the demo asked, through localStorage, for 400 bank modules instead of
// its 40; GET banks still lists 60): time to the first page of rows, to every ratio cell filled,
// to a search result and to a re-sort. Figures only. Medians of `runs` fresh contexts.

/* global document, window -- used only inside functions evaluated in the page */
const MODULES = 400;
const PER_PAGE = 50;

// Each test runs in the page as a function of its own (the dashboard's CSP forbids eval) and
// returns the page's performance.now() once it holds. Data rows, not the loading skeleton's, are
// the ones with an Edit button.
const rowsShown = wanted =>
  document.querySelectorAll('tbody tr button[aria-label^="Edit "]').length >= wanted && window.performance.now();
const ratiosFilled = () =>
  document.querySelectorAll('tbody tr button[aria-label^="Edit "]').length > 0 &&
  !document.querySelector('tbody .MuiSkeleton-root') &&
  window.performance.now();
const onlyRowsWith = text => {
  const rows = [...document.querySelectorAll('tbody tr')];
  return (
    rows.length > 0 && rows.length < 50 && rows.every(row => row.textContent.includes(text)) && window.performance.now()
  );
};
// The table sorts as the dataProvider does: localeCompare with numeric collation. The bank's name
// is each row's header cell.
import { median, ms } from '../benchFigures.mjs';

const sortedByName = () => {
  const cells = [...document.querySelectorAll('tbody tr th[scope="row"]')].map(cell => cell.textContent.trim());
  return (
    cells.length > 1 &&
    cells.every((cell, i) => i === 0 || cells[i - 1].localeCompare(cell, undefined, { numeric: true }) <= 0) &&
    window.performance.now()
  );
};

/** The page's performance.now() when `test(arg)` holds (checked every frame), or null after 2 min. */
const when = (page, test, arg) =>
  page
    .waitForFunction(test, arg, { polling: 'raf', timeout: 120_000 })
    .then(handle => handle.jsonValue())
    .catch(error => {
      console.log(`  (gave up waiting: ${String(error?.message ?? error).split('\n')[0]})`);
      return null;
    });

const now = page => page.evaluate(() => window.performance.now());
const since = (end, start) => (end == null ? null : end - start);

const once = async ({ browser, demo, signIn }) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  try {
    await context.addInitScript(
      count => window.localStorage.setItem('demo-bench-bank-modules', String(count)),
      MODULES,
    );
    const first = await context.newPage();
    await signIn(first);
    await first.close();
    const page = await context.newPage();
    await page.goto(`${demo.base}/bankmodules`);
    const rowsAt = await when(page, rowsShown, PER_PAGE);
    const ratiosAt = await when(page, ratiosFilled);
    const total = await page.evaluate(
      () => document.querySelector('.MuiTablePagination-displayedRows')?.textContent?.trim() ?? '',
    );

    // A search: the name of the page's last bank, typed into the search box.
    // The bank's name is the row's header cell (<th scope="row">), not one of its <td>.
    const name = (await page.locator('tbody tr').last().locator('th[scope="row"]').textContent())?.trim() ?? '';
    const search = page.getByRole('textbox', { name: 'Search' });
    const searchStart = await now(page);
    await search.fill(name);
    const searchMs = since(await when(page, onlyRowsWith, name), searchStart);
    await search.fill('');
    await when(page, rowsShown, PER_PAGE);

    // A re-sort of the 400 rows by bank name (sorted here, no request).
    const sortStart = await now(page);
    await page.getByRole('columnheader', { name: 'Bank' }).getByRole('button').click();
    const sortMs = since(await when(page, sortedByName), sortStart);
    return { rowsAt, ratiosAt, searchMs, sortMs, total };
  } finally {
    await context.close();
  }
};

export default async ({ browser, demo, runs, signIn }) => {
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    try {
      results.push(await once({ browser, demo, signIn }));
    } catch (error) {
      console.log(`  run ${i + 1} failed: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
    }
  }
  const pick = key => median(results.map(result => result[key]));
  console.log(
    `  ${MODULES} bank modules (pagination: ${results[0]?.total || '?'}), staff, ${results.length} runs, 1366x800`,
  );
  console.log(`  first ${PER_PAGE} rows shown, from navigation start      ${ms(pick('rowsAt'))}`);
  console.log(`  every ratio cell of the page filled, from navigation start ${ms(pick('ratiosAt'))}`);
  console.log(`  search result (typed name; 500 ms debounce included)  ${ms(pick('searchMs'))}`);
  console.log(`  re-sort of the ${MODULES} rows by bank name               ${ms(pick('sortMs'))}`);
};
