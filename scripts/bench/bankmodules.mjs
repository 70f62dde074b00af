// Bank modules with 400 rows (the demo asked, through localStorage, for 400 bank modules instead of
// its 40; GET banks still lists 60): time to the first page of rows, to every ratio cell filled,
// to a search result and to a re-sort. Figures only. Medians of `runs` fresh contexts.

/* global document -- used only inside functions evaluated in the page */
const MODULES = 400;
const PER_PAGE = 50;

const ms = value => (value == null ? 'n/a' : `${Math.round(value)} ms`);
const median = values => {
  const sorted = values.filter(value => value != null).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** ms since `since` (a performance.now() of the page) when `test` holds, checked every frame. */
const until = (page, test, arg, since) =>
  page
    .waitForFunction(
      ({ source, arg: value, since: start }) => {
        const holds = new Function('arg', `return (${source})(arg)`)(value);
        return holds && performance.now() - start;
      },
      { source: test.toString(), arg, since },
      { polling: 'raf', timeout: 60_000 },
    )
    .then(handle => handle.jsonValue())
    .catch(() => null);

const rowsShown = wanted => document.querySelectorAll('tbody tr').length >= wanted;
const ratiosFilled = () =>
  document.querySelectorAll('tbody tr').length > 0 && !document.querySelector('tbody .MuiSkeleton-root');
const onlyRowsWith = text => {
  const rows = [...document.querySelectorAll('tbody tr')];
  return rows.length > 0 && rows.length < 50 && rows.every(row => row.textContent.includes(text));
};
const sortedByName = () => {
  const cells = [...document.querySelectorAll('tbody tr td:nth-child(2)')].map(cell => cell.textContent.trim());
  return cells.length > 1 && cells.every((cell, i) => i === 0 || cells[i - 1].localeCompare(cell) <= 0);
};

const once = async ({ browser, demo, signIn }) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  try {
    await context.addInitScript(count => localStorage.setItem('demo-bench-bank-modules', String(count)), MODULES);
    const first = await context.newPage();
    await signIn(first);
    await first.close();
    const page = await context.newPage();
    await page.goto(`${demo.base}/bankmodules`);
    const rowsAt = await until(page, rowsShown, PER_PAGE, 0);
    const ratiosAt = await until(page, ratiosFilled, null, 0);
    const total = await page.evaluate(() => document.querySelector('.MuiTablePagination-displayedRows')?.textContent ?? '');

    // A search: the name of the page's last bank, typed into the search box.
    const name = (await page.locator('tbody tr').last().locator('td').nth(1).textContent())?.trim() ?? '';
    const search = page.getByRole('textbox', { name: 'Search' });
    const searchStart = await page.evaluate(() => performance.now());
    await search.fill(name);
    const searchMs = await until(page, onlyRowsWith, name, searchStart);
    await search.fill('');
    await until(page, rowsShown, PER_PAGE, 0);

    // A re-sort of the 400 rows by bank name (sorted here, no request).
    const sortStart = await page.evaluate(() => performance.now());
    await page.getByRole('columnheader', { name: 'Bank' }).getByRole('button').click();
    const sortMs = await until(page, sortedByName, null, sortStart);
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
  console.log(`  ${MODULES} bank modules (${results[0]?.total ?? '?'}), staff, ${results.length} runs, 1366x800`);
  console.log(`  first ${PER_PAGE} rows shown after navigation start   ${ms(pick('rowsAt'))}`);
  console.log(`  every ratio cell of the page filled             ${ms(pick('ratiosAt'))}`);
  console.log(`  search result (typed name, incl. 500 ms debounce) ${ms(pick('searchMs'))}`);
  console.log(`  re-sort of the ${MODULES} rows by bank name             ${ms(pick('sortMs'))}`);
};
