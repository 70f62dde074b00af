// The side-by-side comparison of `npm run bench` (issue: first paint against a plain react-admin
// app): this dashboard's production build, the plain react-admin app of bench/plain (one bundle,
// nine resources with guessers) and the floor of bench/floor (react-admin's context and an MUI
// login form only), each served with gzip against ONE demo api/v1 in node (scripts/api.mjs, the
// demo's latency), measured in two conditions, desktop (no throttling) and mobile (Lighthouse's
// mobile conditions through the DevTools protocol). Figures only, no thresholds: the budget that
// fails is scripts/bundleBudget.mjs.
//
// Per page and app: JS loaded (gzip -9 of each script body, all scripts until the network is idle),
// requests before the measured thing was visible (the document plus every Resource Timing entry
// that started before, API calls included), time to visible (median), JS heap after load (median).
// Each round measures every app in turn, so load noise on the machine spreads evenly over them.

/* global window, document, requestAnimationFrame, MutationObserver -- used only inside functions run in the page */
import { gzipSync } from 'node:zlib';
import { startApiServer } from './api.mjs';
import { median, ms } from './benchFigures.mjs';

const ROWS = 100;
const VENDOR = { email: 'vendor@demo.test', password: 'demo1234' };
const STAFF = { email: 'staff@demo.test', password: 'demo1234' };

/** Lighthouse's mobile preset: 150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU slowed 4x. */
export const CONDITIONS = [
  { name: 'desktop', note: 'no throttling' },
  {
    name: 'mobile',
    note: '150 ms RTT, 1.6 Mbps down, 750 kbps up, CPU 4x slower (CDP)',
    network: { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 },
    cpu: 4,
  },
];

/**
 * The compared apps. The plain app uses react-admin's default (hash) router and login page
 * (a "Username" field, which its authProvider sends as the email).
 */
export const APPS = [
  {
    key: 'plain',
    title: 'plain react-admin',
    dir: 'bench/plain/dist',
    paths: { login: '/#/login', list: `/#/applications?perPage=${ROWS}` },
    user: /username/i,
    // Its list's Email filter (a stock TextInput, always shown), applied as typed, debounced.
    textFilter: {},
  },
  { key: 'floor', title: 'floor (login only)', dir: 'bench/floor/dist', paths: { login: '/login' } },
  {
    key: 'dashboard',
    title: 'dashboard',
    dir: 'dist',
    paths: { login: '/login', list: `/applications?perPage=${ROWS}` },
    user: /email/i,
    // Email is in the Advanced search dialog (opened first, not measured), applied by Enter.
    textFilter: { open: /^advanced$/i, submit: 'Enter' },
  },
];

const PAGES = [
  { key: 'login', title: '/login, form visible' },
  { key: 'list', title: `/applications, ${ROWS} rows visible` },
];

/**
 * The dashboard's other screens, against /applications opened by the same person: the first
 * meaningful paint of each, goal within 1.1x of /applications' (issue 29): a table's first row;
 * Summary's first chart region; Settings' first field with its value; Dieds' form with its note
 * (it lists nothing until vendors are chosen); the crawler log's first line. A vendor's screens,
 * then staff's (Bank Modules, Metric Modules, Regex, Settings, Analysis Stats, Dieds, the log of
 * the first crawler staff's Crawlers list shows).
 */
const LIST = { kind: 'list', rows: 1 };
const SCREENS = [
  { path: '/applications', probe: LIST },
  { path: '/crawlers', probe: LIST },
  { path: '/analyses', probe: LIST },
  { path: '/labels', probe: LIST },
  { path: '/tokens', probe: LIST },
  { path: '/summary', probe: { kind: 'region' } },
  { path: '/applications', staff: true, probe: LIST },
  { path: '/bankmodules', staff: true, probe: LIST },
  { path: '/metricmodules', staff: true, probe: LIST },
  { path: '/regex', staff: true, probe: LIST },
  { path: '/settings', staff: true, probe: { kind: 'form' } },
  { path: '/analysis-stats', staff: true, probe: LIST },
  { path: '/dieds', staff: true, probe: { kind: 'notice' } },
  { path: '/crawler/:uuid', staff: true, probe: { kind: 'log' } },
];
const screenTitle = screen => `${screen.staff ? 'staff' : 'vendor'} ${screen.path}`;

/**
 * Installed before any page script: on every animation frame, until it holds, checks whether the
 * measured thing is on screen and keeps performance.now() of the first frame where it is.
 */
const readyProbe = ({ kind, rows }) => {
  const visible = element =>
    !!element && element.getBoundingClientRect().width > 0 && element.getBoundingClientRect().height > 0;
  const check = () => {
    if (kind === 'list') return document.querySelectorAll('tbody tr').length >= rows;
    if (kind === 'region') return visible(document.querySelector('[data-chart] svg'));
    if (kind === 'log') return visible(document.querySelector('[data-log-row="entry"]'));
    if (kind === 'notice') return visible(document.querySelector('main .MuiAlert-root'));
    if (kind === 'form')
      return [...document.querySelectorAll('main input:not([type="hidden"])')].some(
        input => input.value !== '' && visible(input),
      );
    const button = [...document.querySelectorAll('button')].find(item => /sign in/i.test(item.textContent ?? ''));
    return visible(button) && visible(document.querySelector('input[type="password"]'));
  };
  const frame = () => {
    if (check()) window.__benchReadyAt = performance.now();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
};

const kB = bytes => `${(bytes / 1000).toFixed(1)} kB`;
const MB = bytes => `${(bytes / 1e6).toFixed(1)} MB`;

const signIn = async (page, base, app, account = VENDOR) => {
  await page.goto(`${base}${app.paths.login}`);
  const button = page.getByRole('button', { name: /sign in/i });
  await button.waitFor({ state: 'visible', timeout: 30_000 });
  await page.getByRole('textbox', { name: app.user }).fill(account.email);
  await page.getByLabel(/^password/i).fill(account.password);
  await button.click();
  await page.waitForURL(url => !`${url.pathname}${url.hash}`.endsWith('/login'), { timeout: 30_000 });
};

export const throttle = async (page, condition) => {
  if (!condition.network) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', condition.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: condition.cpu });
};

const heapUsed = async page => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  await cdp.detach();
  return metrics.find(metric => metric.name === 'JSHeapUsedSize')?.value ?? null;
};

/** Resolves with `window[name]` once a probe in the page has set it (checked every 50 ms). */
const waitForMark = async (page, name, condition, failure) => {
  const deadline = Date.now() + (condition.network ? 120_000 : 60_000);
  while (Date.now() < deadline) {
    await page.waitForTimeout(50);
    const value = await page.evaluate(key => window[key] ?? null, name);
    if (value != null) return value;
  }
  throw new Error(failure);
};

/** One load of `page` of `app` in a fresh context; the sign-in before a list is not measured. */
const measure = async ({ browser, base, app, page: pageKey, condition, path, probe, account }) => {
  const context = await browser.newContext();
  try {
    if (pageKey !== 'login') {
      const first = await context.newPage();
      await signIn(first, base, app, account);
      await first.close();
    }
    const page = await context.newPage();
    await page.addInitScript(readyProbe, probe ?? { kind: pageKey, rows: ROWS });
    await throttle(page, condition);
    const scripts = new Map();
    const bodies = [];
    page.on('response', response => {
      if (response.request().resourceType() !== 'script') return;
      bodies.push(
        response.body().then(
          body => scripts.set(response.url(), gzipSync(body, { level: 9 }).length),
          () => undefined,
        ),
      );
    });
    await page.goto(`${base}${path ?? app.paths[pageKey]}`, { waitUntil: 'commit' });
    const readyAt = await waitForMark(page, '__benchReadyAt', condition, `${app.key} ${pageKey}: not visible in time`);
    const requests = await page.evaluate(at => {
      const before = performance.getEntriesByType('resource').filter(entry => entry.startTime <= at);
      return {
        all: before.length + 1,
        js: before.filter(entry => /\.m?js(\?|$)/.test(new URL(entry.name).pathname)).length,
        api: before.filter(entry => new URL(entry.name).pathname.includes('/api/')).length,
        scripts: before.filter(entry => /\.m?js(\?|$)/.test(new URL(entry.name).pathname)).map(entry => entry.name),
        apiPaths: before
          .map(entry => new URL(entry.name).pathname)
          .filter(path => path.includes('/api/'))
          .map(path => path.replace(/^.*\/api\/v\d+\//, '')),
      };
    }, readyAt);
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await Promise.all(bodies);
    const heap = await heapUsed(page);
    const js = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    // What the page needed before it showed (its critical path), apart from what it loaded after.
    const jsBefore = requests.scripts.reduce((sum, url) => sum + (scripts.get(url) ?? 0), 0);
    return { readyAt, requests, heap, js, jsBefore, files: scripts.size };
  } finally {
    await context.close();
  }
};

/**
 * Scripts asked for when navigating (client-side, through the menu) back and forth between two
 * screens already visited; the goal is none.
 */
const navigationScripts = async ({ browser, base, app }) => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, base, app);
    const firstRow = () => page.locator('tbody tr').first().waitFor({ timeout: 30_000 });
    // The screen asked for, shown: its address and a column only it has, then a row. A row alone is
    // not enough: the screen left behind still shows its own until the new one renders.
    const open = async (name, path, column) => {
      await page
        .getByRole('menuitem', { name })
        .or(page.getByRole('link', { name, exact: true }))
        .first()
        .click();
      await page.waitForURL(url => url.pathname.endsWith(path), { timeout: 30_000 });
      await page.getByRole('columnheader', { name: column }).first().waitFor({ timeout: 30_000 });
      await firstRow();
    };
    await page.goto(`${base}/applications`);
    await firstRow();
    await open('Crawlers', '/crawlers', 'UUID');
    let scripts = 0;
    page.on('request', request => {
      if (request.resourceType() === 'script') scripts += 1;
    });
    await open('Applications', '/applications', 'Start Time');
    await open('Crawlers', '/crawlers', 'UUID');
    return scripts;
  } finally {
    await context.close();
  }
};

/**
 * After the first paint (issue 29): on /applications?perPage=100, the same two interactions in the
 * plain app and the dashboard, each measured from the input event to the first frame whose rows
 * are the result: clicking the Start Time header (newest first -> oldest first), then typing
 * FILTER_TEXT into the Email filter, which both send as `email` (docs/api.md#applications).
 */
const FILTER_TEXT = 'smith';
const INTERACTIONS = [
  {
    key: 'sort',
    title: 'sort: click Start Time',
    query: 'ordering=timestamp',
    event: 'click',
  },
  {
    key: 'filter',
    title: `filter: type "${FILTER_TEXT}" in Email`,
    query: `ordering=timestamp&email=${FILTER_TEXT}`,
    event: 'keydown',
  },
];
const SHOWN = 3;

/**
 * What the rows must be once an interaction has painted, read from the api/v1 both apps use: the
 * first SHOWN rows' vendor-specific ids (a column of both tables) and the number of rows.
 */
const expectedRows = async (base, query) => {
  const api = `${base}/api/v1/`;
  const login = await fetch(`${api}rest-auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(VENDOR),
  });
  const { key } = await login.json();
  const answer = await fetch(`${api}applications/?page=1&page_size=${ROWS}&${query}`, {
    headers: { Authorization: `Token ${key}` },
  });
  const { results } = await answer.json();
  return { ids: results.slice(0, SHOWN).map(row => row.vendor_specific_id), rows: results.length };
};

/**
 * Run in the page before an interaction: keeps `event.timeStamp` of the last `type` event (capture
 * phase, so before the app's handlers) and, once a DOM change shows the result, takes
 * `performance.now()` in the next animation frame (the frame that paints it). The result is either
 * `rows` table rows whose first ones hold `ids`, or (`selector`) an element whose text is no longer
 * `changedFrom`. `window.__benchInteraction` is a promise of the ms it took and, for the api/v1
 * calls matching `calls` (a RegExp source) made since the event, when the first left, when the last
 * answered (Resource Timing, ms from the event) and how many there were; it fails after `timeout` ms.
 */
export const armInteraction = ({ type, ids, rows, selector, changedFrom, calls: callPattern, timeout }) => {
  let start = null;
  const onEvent = event => {
    start = event.timeStamp;
  };
  document.addEventListener(type, onEvent, true);
  const shown = () => {
    if (selector) return document.querySelector(selector)?.textContent !== changedFrom;
    const trs = document.querySelectorAll('tbody tr');
    return trs.length === rows && ids.every((id, index) => trs[index].textContent.includes(id));
  };
  window.__benchInteraction = new Promise((resolve, reject) => {
    const observer = new MutationObserver(() => {
      if (start == null || !shown()) return;
      observer.disconnect();
      document.removeEventListener(type, onEvent, true);
      requestAnimationFrame(() => {
        const took = performance.now() - start;
        const pattern = callPattern ? new RegExp(callPattern) : null;
        const made = pattern
          ? performance
              .getEntriesByType('resource')
              .filter(entry => entry.startTime >= start && pattern.test(entry.name))
          : [];
        resolve({
          took,
          asked: made.length ? Math.min(...made.map(entry => entry.startTime)) - start : null,
          answered: made.length ? Math.max(...made.map(entry => entry.responseEnd)) - start : null,
          calls: made.length,
        });
      });
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    setTimeout(() => {
      observer.disconnect();
      reject(new Error(start == null ? `no ${type} event` : 'the result was not shown in time'));
    }, timeout);
  });
};

/** Waits (one call, no polling) for the interaction armed by armInteraction: its figures. */
export const interactionDone = page => page.evaluate(() => window.__benchInteraction);

/** armInteraction's time limit: the mobile profile's CPU and network are slower. */
export const interactionTimeout = condition => (condition.network ? 60_000 : 30_000);

const LIST_CALLS = String.raw`/api/v1/applications/\?`;

/**
 * One fresh load of the app's /applications?perPage=100 (signed in, not measured; the condition's
 * throttling is set once the list has loaded and the network is idle), then the sort, then the
 * filter: ms from each one's input event to its painted rows.
 */
const measureInteractions = async ({ browser, base, app, condition, expected }) => {
  const context = await browser.newContext();
  try {
    const first = await context.newPage();
    await signIn(first, base, app);
    await first.close();
    const page = await context.newPage();
    await page.addInitScript(readyProbe, { kind: 'list', rows: ROWS });
    await page.goto(`${base}${app.paths.list}`);
    await waitForMark(page, '__benchReadyAt', condition, `${app.key}: rows not visible in time`);
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await throttle(page, condition);
    const times = {};

    const sort = INTERACTIONS[0];
    const arm = (interaction, result) =>
      page.evaluate(armInteraction, {
        type: interaction.event,
        ...result,
        calls: LIST_CALLS,
        timeout: interactionTimeout(condition),
      });
    await arm(sort, expected.sort);
    await page
      .locator('th')
      .filter({ hasText: /start time/i })
      .first()
      .locator('.MuiTableSortLabel-root')
      .click();
    times.sort = await interactionDone(page);

    const { open, submit } = app.textFilter;
    if (open) await page.getByRole('button', { name: open }).click();
    const field = page.getByRole('textbox', { name: /^email$/i });
    await field.click();
    await arm(INTERACTIONS[1], expected.filter);
    await field.pressSequentially(FILTER_TEXT, { delay: 50 });
    if (submit) await field.press(submit);
    times.filter = await interactionDone(page);
    return times;
  } finally {
    await context.close();
  }
};

/** Both apps, `runs` fresh loads each (interleaved), in each condition: a table of medians and ratios. */
const runInteractions = async ({ browser, bases, runs, attempt }) => {
  const apps = APPS.filter(app => app.textFilter);
  const expected = {};
  for (const app of apps) {
    expected[app.key] = Object.fromEntries(
      await Promise.all(
        INTERACTIONS.map(async interaction => [interaction.key, await expectedRows(bases[app.key], interaction.query)]),
      ),
    );
  }
  for (const condition of CONDITIONS) {
    const results = Object.fromEntries(apps.map(app => [app.key, []]));
    for (let round = 0; round < runs; round += 1) {
      for (const app of apps) {
        results[app.key].push(
          await attempt(`${condition.name} ${app.key} interactions`, () =>
            measureInteractions({ browser, base: bases[app.key], app, condition, expected: expected[app.key] }),
          ),
        );
      }
    }
    console.log(
      `\n== after the first paint, ${condition.name} (${condition.note}): input event -> painted rows, ` +
        `median of ${runs} loads; goal dashboard <= 0.8x plain ==`,
    );
    const median0 = list => median(list.map(result => result?.took ?? null));
    const runsOf = list => list.map(result => (result ? Math.round(result.took) : 'n/a')).join(', ');
    const at = (list, key) => ms(median(list.map(result => result?.[key] ?? null)));
    const calls = list => median(list.map(result => result?.calls ?? null)) ?? 'n/a';
    printTable(
      [
        'interaction on /applications, 100 rows',
        'plain react-admin [runs]',
        'dashboard [runs]',
        'dashboard / plain',
        'list call asked / answered, plain; dashboard',
        'list calls',
      ],
      INTERACTIONS.map(interaction => {
        const [plain, dashboard] = ['plain', 'dashboard'].map(key =>
          results[key].map(result => result?.[interaction.key] ?? null),
        );
        return [
          interaction.title,
          `${ms(median0(plain))} [${runsOf(plain)}]`,
          `${ms(median0(dashboard))} [${runsOf(dashboard)}]`,
          ratio(median0(dashboard), median0(plain)),
          `${at(plain, 'asked')} / ${at(plain, 'answered')}; ${at(dashboard, 'asked')} / ${at(dashboard, 'answered')}`,
          `${calls(plain)} / ${calls(dashboard)}`,
        ];
      }),
    );
  }
  console.log(
    '\nsort: from the click on the Start Time header (newest first -> oldest first) to the frame whose first rows are the' +
      "\n  api/v1's oldest; filter: from the last key's keydown to the frame showing the rows the api/v1 answers for" +
      `\n  email=${FILTER_TEXT}. The plain app applies its Email filter as typed after react-admin's 500 ms debounce (part of` +
      "\n  its time); the dashboard's Email is in its Advanced dialog, applied by Enter (the last key), no debounce." +
      '\n  Mobile: the throttling is set once the list has loaded, before the interactions. list call asked / answered: ms' +
      '\n  from the event to the first applications/ call after it leaving and to the last one answered (medians);' +
      '\n  list calls: how many (median).',
  );
};

export const ratio = (a, b) => (a != null && b ? `${(a / b).toFixed(2)}x` : 'n/a');

export const printTable = (header, rows) => {
  const width = header.map((title, col) => Math.max(title.length, ...rows.map(row => String(row[col]).length)));
  const line = row =>
    row
      .map((cell, col) => String(cell).padEnd(width[col]))
      .join(' | ')
      .trimEnd();
  console.log(line(header));
  console.log(width.map(w => '-'.repeat(w)).join('-|-'));
  for (const row of rows) console.log(line(row));
};

const summary = results => {
  const ok = results.filter(Boolean);
  if (!ok.length) return null;
  return {
    time: median(ok.map(result => result.readyAt)),
    requests: median(ok.map(result => result.requests.all)),
    js: ok[0].js,
    jsBefore: ok[0].jsBefore,
    jsRequests: median(ok.map(result => result.requests.js)),
    otherRequests: median(ok.map(result => result.requests.all - 1 - result.requests.js - result.requests.api)),
    apiRequests: median(ok.map(result => result.requests.api)),
    heap: median(ok.map(result => result.heap)),
    files: ok[0].files,
    apiPaths: ok[0].requests.apiPaths,
    runs: results.map(result => (result ? Math.round(result.readyAt) : 'n/a')),
  };
};

const cell = figures => {
  if (!figures) return ['failed', '', '', ''];
  return [
    `${kB(figures.js)} (${figures.files}); ${kB(figures.jsBefore)} before visible`,
    `${figures.requests} (js ${figures.jsRequests}, api ${figures.apiRequests}, other ${figures.otherRequests})`,
    `${ms(figures.time)} [${figures.runs.join(', ')}]`,
    figures.heap == null ? 'n/a' : MB(figures.heap),
  ];
};

const printCondition = (condition, figures, runs) => {
  console.log(`\n== comparison, ${condition.name} (${condition.note}); times: median of ${runs} ==`);
  const rows = [];
  for (const page of PAGES) {
    for (const app of APPS.filter(candidate => candidate.paths[page.key])) {
      rows.push([page.title, app.title, ...cell(figures[page.key][app.key])]);
    }
    const plain = figures[page.key].plain;
    const dashboard = figures[page.key].dashboard;
    const against = (title, other) =>
      rows.push([
        page.title,
        title,
        `${ratio(dashboard?.js, other?.js)}; ${ratio(dashboard?.jsBefore, other?.jsBefore)} before visible`,
        ratio(dashboard?.requests, other?.requests),
        ratio(dashboard?.time, other?.time),
        ratio(dashboard?.heap, other?.heap),
      ]);
    against('dashboard / plain', plain);
    if (page.key === 'login') against('dashboard / floor', figures.login.floor);
  }
  printTable(['page', 'app', 'JS gzip (files)', 'requests before visible', 'time to visible [runs]', 'JS heap'], rows);
  for (const page of PAGES) {
    for (const app of APPS) {
      const calls = figures[page.key][app.key]?.apiPaths;
      if (calls?.length) console.log(`  api/v1 calls before visible, ${app.title} ${page.title}: ${calls.join(', ')}`);
    }
  }
};

/**
 * Serves the three builds (one demo api/v1 process, gzip); measures the first paints (unless
 * `interactionsOnly`; only the dashboard's screens with `screensOnly`), then the interactions after
 * the first paint (unless `screensOnly`), printing a table each.
 */
export const runComparison = async ({ browser, runs, attempt, interactionsOnly = false, screensOnly = false }) => {
  const servers = [];
  try {
    const bases = {};
    const served = APPS.filter(candidate =>
      screensOnly ? candidate.key === 'dashboard' : !interactionsOnly || candidate.textFilter,
    );
    for (const app of served) {
      const server = await startApiServer({ dir: app.dir, port: 0, quiet: true });
      servers.push(server);
      bases[app.key] = `http://127.0.0.1:${server.address().port}`;
    }
    if (!interactionsOnly) await runFirstPaints({ browser, bases, runs, attempt, screensOnly });
    if (!screensOnly) await runInteractions({ browser, bases, runs, attempt });
  } finally {
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
  }
};

/**
 * Each screen's address; the crawler log's is the first link staff's Crawlers list shows (the demo
 * api/v1 makes its crawlers as it starts).
 */
const screenPaths = async ({ browser, base }) => {
  const app = APPS.find(candidate => candidate.key === 'dashboard');
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, base, app, STAFF);
    await page.goto(`${base}/crawlers`);
    const link = page.locator('tbody tr a[href*="/crawler/"]').first();
    await link.waitFor({ timeout: 60_000 });
    const log = new URL((await link.getAttribute('href')) ?? '', base).pathname;
    return SCREENS.map(screen => (screen.path === '/crawler/:uuid' ? log : screen.path));
  } finally {
    await context.close();
  }
};

/**
 * The first paints: warms the store and the gzip cache with one unmeasured load of each page, then
 * measures `runs` rounds per condition (every page of every app, then the dashboard's screens) and
 * the scripts of navigating between visited screens.
 */
const runFirstPaints = async ({ browser, bases, runs, attempt, screensOnly }) => {
  const jobs = screensOnly
    ? []
    : PAGES.flatMap(page => APPS.filter(app => app.paths[page.key]).map(app => ({ app, page: page.key })));
  const paths = await screenPaths({ browser, base: bases.dashboard });
  for (const job of jobs) {
    await attempt(`warm-up ${job.app.key} ${job.page}`, () =>
      measure({ browser, base: bases[job.app.key], app: job.app, page: job.page, condition: CONDITIONS[0] }),
    );
  }
  for (const condition of CONDITIONS) {
    const results = Object.fromEntries(
      PAGES.map(page => [page.key, Object.fromEntries(APPS.map(app => [app.key, []]))]),
    );
    for (let round = 0; round < runs; round += 1) {
      for (const { app, page } of jobs) {
        const result = await attempt(`${condition.name} ${app.key} ${page}`, () =>
          measure({ browser, base: bases[app.key], app, page, condition }),
        );
        results[page][app.key].push(result);
      }
    }
    const figures = Object.fromEntries(
      Object.entries(results).map(([page, byApp]) => [
        page,
        Object.fromEntries(Object.entries(byApp).map(([key, list]) => [key, summary(list)])),
      ]),
    );
    if (!screensOnly) printCondition(condition, figures, runs);

    const dashboard = APPS.find(app => app.key === 'dashboard');
    const screens = SCREENS.map(() => []);
    for (let round = 0; round < runs; round += 1) {
      for (const [index, screen] of SCREENS.entries()) {
        const result = await attempt(`${condition.name} dashboard ${screenTitle(screen)}`, () =>
          measure({
            browser,
            base: bases.dashboard,
            app: dashboard,
            page: 'screen',
            condition,
            path: paths[index],
            probe: screen.probe,
            account: screen.staff ? STAFF : VENDOR,
          }),
        );
        screens[index].push(result);
      }
    }
    const references = {
      vendor: summary(screens[SCREENS.findIndex(screen => !screen.staff && screen.path === '/applications')]),
      staff: summary(screens[SCREENS.findIndex(screen => screen.staff && screen.path === '/applications')]),
    };
    console.log(
      `\n== the dashboard's screens, ${condition.name}: first meaningful paint; goal within 1.1x of /applications opened by the same person ==`,
    );
    printTable(
      [
        'screen',
        'JS gzip (files)',
        'requests before visible',
        'time to visible [runs]',
        'JS heap',
        'time / /applications',
      ],
      SCREENS.map((screen, index) => {
        const figures = summary(screens[index]);
        const reference = references[screen.staff ? 'staff' : 'vendor'];
        return [screenTitle(screen), ...cell(figures), ratio(figures?.time, reference?.time)];
      }),
    );
  }
  if (screensOnly) return;
  const scripts = await attempt('navigation between visited screens', () =>
    navigationScripts({ browser, base: bases.dashboard, app: APPS.find(app => app.key === 'dashboard') }),
  );
  console.log(
    `\nScripts asked for navigating /applications -> /crawlers -> /applications, both visited: ${scripts ?? 'n/a'} (goal 0)`,
  );
  console.log(
    '\nrequests before visible: the document plus every resource started before the page showed the form or the rows (API calls included;' +
      '\n  js counts config.js, other e.g. the favicon);' +
      '\nJS gzip: every script the page loaded until the network was idle (files), then those asked for before it showed;' +
      '\n  JS heap: used heap after load (median).',
  );
};
