// Crawler log bench (issue 8): the demo's 20,000-line log against its 500-line one (uuids in
// docs/screens/crawlerlog.md). Prints, for each, the time from the in-app navigation to the first
// lines on screen and to the whole log loaded; the most log rows the DOM held at any moment
// (watched by a MutationObserver while the log loads, then after Bottom, a scroll through the
// middle and Top); and the ratios of the two logs' times. Figures only, no thresholds.

/* global document, window, MutationObserver, PopStateEvent -- used only inside functions evaluated in the page */
import { median, ms } from '../benchFigures.mjs';

const BIG = { uuid: 'c0ffee00-0000-4000-8000-000000020000', lines: 20000 };
const SMALL = { uuid: 'c0ffee00-0000-4000-8000-000000000500', lines: 500 };

/** Starts watching the most log rows in the DOM; read back with `window.__maxLogRows`. */
const watchRows = page =>
  page.evaluate(() => {
    window.__maxLogRows = 0;
    const count = () => {
      const rows = document.querySelectorAll('[data-log-row]').length;
      if (rows > window.__maxLogRows) window.__maxLogRows = rows;
    };
    window.__logObserver?.disconnect();
    window.__logObserver = new MutationObserver(count);
    window.__logObserver.observe(document.body, { childList: true, subtree: true });
  });

const open = async (page, log) => {
  await watchRows(page);
  const start = await page.evaluate(target => {
    const begin = performance.now();
    const url = new URL(target.replace(/^\//, ''), document.baseURI);
    const state = window.history.state ?? {};
    const next = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: (state.idx ?? 0) + 1 };
    window.history.pushState(next, '', url.pathname);
    window.dispatchEvent(new PopStateEvent('popstate', { state: next }));
    return begin;
  }, `/crawler/${log.uuid}`);
  const firstRows = await page
    .waitForFunction(() => document.querySelectorAll('[data-log-row="entry"]').length > 0 && performance.now(), null, {
      polling: 'raf',
      timeout: 120_000,
    })
    .then(handle => handle.jsonValue());
  const loaded = await page
    .waitForFunction(
      lines =>
        [...document.querySelectorAll('[role="status"]')].some(node => node.textContent?.trim() === `${lines} lines`) &&
        performance.now(),
      log.lines,
      { polling: 'raf', timeout: 180_000 },
    )
    .then(handle => handle.jsonValue());
  return { first: firstRows - start, loaded: loaded - start };
};

const scrollAround = async page => {
  const toolbar = page.getByRole('toolbar', { name: 'Log actions' });
  await toolbar.getByRole('button', { name: 'Bottom' }).click();
  await page.waitForTimeout(800);
  const afterBottom = await page.evaluate(() => document.querySelectorAll('[data-log-row]').length);
  const lastShown = await page.evaluate(() =>
    Math.max(
      ...[...document.querySelectorAll('[data-log-row] [role="cell"]:first-child')].map(
        cell => Number(cell.textContent) || 0,
      ),
    ),
  );
  await page.getByTestId('crawler-log-scroller').evaluate(node => {
    node.scrollTop = node.scrollHeight / 2;
  });
  await page.waitForTimeout(500);
  await toolbar.getByRole('button', { name: 'Top' }).click();
  await page.waitForTimeout(800);
  const afterTop = await page.evaluate(() => document.querySelectorAll('[data-log-row]').length);
  const max = await page.evaluate(() => window.__maxLogRows);
  return { afterBottom, afterTop, lastShown, max };
};

export default async ({ browser, demo, runs = 3, signIn }) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const page = await context.newPage();
  try {
    await page.goto(`${demo.base}/login`);
    await signIn(page);
    // One warm-up open of each log: the demo seeds its tables on first use and the page's chunk loads once.
    await open(page, SMALL);
    await open(page, BIG);
    const times = { small: [], big: [] };
    let rows = null;
    for (let run = 0; run < Math.max(1, runs); run++) {
      times.small.push(await open(page, SMALL));
      times.big.push(await open(page, BIG));
      if (!rows) rows = await scrollAround(page);
    }
    const pick = (list, key) => median(list.map(item => item[key]));
    const small = { first: pick(times.small, 'first'), loaded: pick(times.small, 'loaded') };
    const big = { first: pick(times.big, 'first'), loaded: pick(times.big, 'loaded') };
    const ratio = (a, b) => (a && b ? (a / b).toFixed(2) : 'n/a');
    console.table([
      { figure: 'open 500-line log: first lines on screen (median)', value: ms(small.first) },
      { figure: 'open 20,000-line log: first lines on screen (median)', value: ms(big.first) },
      { figure: 'ratio 20,000 / 500, first lines', value: ratio(big.first, small.first) },
      { figure: 'open 500-line log: whole log loaded (median)', value: ms(small.loaded) },
      { figure: 'open 20,000-line log: whole log loaded (median)', value: ms(big.loaded) },
      { figure: 'ratio 20,000 / 500, whole log', value: ratio(big.loaded, small.loaded) },
      { figure: 'log rows in the DOM, most seen (load, Bottom, middle, Top)', value: rows?.max ?? 'n/a' },
      {
        figure: 'log rows in the DOM after Bottom',
        value: rows ? `${rows.afterBottom} (last line shown: ${rows.lastShown})` : 'n/a',
      },
      { figure: 'log rows in the DOM after Top', value: rows?.afterTop ?? 'n/a' },
      { figure: 'runs', value: times.big.length },
    ]);
  } finally {
    await context.close();
  }
};
