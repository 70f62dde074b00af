#!/usr/bin/env node
// `npm run bench`: builds the production app (dist) and the demo build (dist-demo), serves both
// with scripts/serve.mjs and measures them in headless chromium. It prints figures only: no
// assertions, no thresholds.
//
//   (a) JS loaded (gzip, zlib over each .js body) for /login and /applications
//   (b) time to the login form and to 100 application rows, median of 5 fresh contexts
//   (c) JS heap after load
//   (d) bytes of one poll of /applications?perPage=100 against the page load (demo, vendor)
//   (e) demo mode's first api/v1 answer after a page load, against the demo's simulated latency
//   then the comparison with a plain react-admin app and a login-only floor (bench/README.md,
//   scripts/benchCompare.mjs): one table per condition, desktop and mobile, with the ratios.
//
// Options: --no-build (reuse dist, dist-demo, bench/plain/dist and bench/floor/dist), --runs=N
// (default 5), --compare-only (just the comparison), --no-compare (everything but it),
// --only-interactions (just the comparison's interactions after the first paint: sort and filter
// on /applications, dashboard against the plain app), --only-screens (just the comparison's first
// paints of the dashboard's screens against its /applications), --only=<part of a file name> (just those
// screen benches of scripts/bench), --demo-dir=<dir> (serve that demo build instead of dist-demo).

/* global document -- used only inside functions evaluated in the page */
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { serve } from './serve.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { median, ms } from './benchFigures.mjs';
import { runComparison } from './benchCompare.mjs';

const args = process.argv.slice(2);
const BUILD = !args.includes('--no-build');
const RUNS = Number(args.find(arg => arg.startsWith('--runs='))?.split('=')[1] ?? 5);
const ONLY_INTERACTIONS = args.includes('--only-interactions');
const ONLY_SCREENS = args.includes('--only-screens');
const COMPARE_ONLY = ONLY_INTERACTIONS || ONLY_SCREENS || args.includes('--compare-only');
const COMPARE = !args.includes('--no-compare');
const DEMO_DIR = args.find(arg => arg.startsWith('--demo-dir='))?.split('=')[1] ?? 'dist-demo';
const VENDOR = { email: 'vendor@demo.test', password: 'demo1234' };
const TARGET_KB = 215;
const REFERENCE_KB = 430;
const ROWS = 100;
const BASE_PREFIX = /^(\/v\d+)?\/dashboard(?=\/|$)/;

const kB = bytes => `${(bytes / 1000).toFixed(1)} kB`;
const MB = bytes => `${(bytes / 1e6).toFixed(1)} MB`;

const run = command => {
  console.log(`\n$ ${command}`);
  execSync(command, { stdio: 'inherit', env: process.env });
};

/** Collects every .js the page loads (not the service worker itself): url -> raw and gzip size. */
const trackScripts = (page, root) => {
  const scripts = new Map();
  const pending = [];
  page.on('response', response => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js') || url.pathname.endsWith('/demoServiceWorker.js')) return;
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      (async () => {
        let body;
        try {
          body = await response.body();
        } catch {
          // Bodies served through the service worker may be unavailable: the file is the same bytes.
          body = readFileSync(join(root, url.pathname.replace(BASE_PREFIX, '')));
        }
        scripts.set(url.pathname, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
      })(),
    );
  });
  return {
    settle: async () => {
      await Promise.all(pending);
      return scripts;
    },
  };
};

const totalGzip = scripts => [...scripts.values()].reduce((sum, script) => sum + script.gzip, 0);
const totalRaw = scripts => [...scripts.values()].reduce((sum, script) => sum + script.raw, 0);

const heapOf = async page => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map(m => [m.name, m.value]));
  await cdp.send('HeapProfiler.collectGarbage');
  const afterGc = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return { used: metrics.JSHeapUsedSize, total: metrics.JSHeapTotalSize, usedAfterGc: afterGc.usedSize };
};

const loginForm = page => page.getByRole('button', { name: /sign in/i });

const waitForLoginForm = async page => {
  await loginForm(page).waitFor({ state: 'visible', timeout: 30_000 });
  await page.getByRole('textbox', { name: /email/i }).waitFor({ state: 'visible', timeout: 30_000 });
};

const STAFF = { email: 'staff@demo.test', password: 'demo1234' };

const signIn = async (page, base, account = VENDOR) => {
  await page.goto(`${base}/login`);
  await waitForLoginForm(page);
  await page.getByRole('textbox', { name: /email/i }).fill(account.email);
  await page.getByLabel(/^password$/i).fill(account.password);
  await loginForm(page).click();
  await page.waitForURL(url => !url.pathname.endsWith('/login'), { timeout: 30_000 });
};

/** Resolves with performance.now() (ms since navigation start) when `count` data rows are shown. */
const waitForRows = (page, count) =>
  page
    .waitForFunction(
      wanted => {
        const rows = document.querySelectorAll('tbody tr').length;
        return rows >= wanted && performance.now();
      },
      count,
      { polling: 'raf', timeout: 60_000 },
    )
    .then(handle => handle.jsonValue())
    .catch(() => null);

const rowCount = page => page.evaluate(() => document.querySelectorAll('tbody tr').length);

const measureLoad = async (browser, base, root, path, { signedIn = false, ready }) => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (signedIn) {
      await signIn(page, base);
      // Only the page load itself is measured: a fresh page in the signed-in context.
      await page.close();
    }
    const measured = await context.newPage();
    const tracker = trackScripts(measured, root);
    await measured.goto(`${base}${path}`);
    const readyAt = await ready(measured);
    await measured.waitForLoadState('networkidle').catch(() => undefined);
    const scripts = await tracker.settle();
    const heap = await heapOf(measured);
    const rows = signedIn ? await rowCount(measured) : undefined;
    // The page's first api/v1 call: when it was asked (ms from navigation) and how long its answer took.
    const firstApi = await measured.evaluate(() => {
      const entry = performance
        .getEntriesByType('resource')
        .find(item => new URL(item.name).pathname.includes('/api/v'));
      return entry
        ? {
            path: new URL(entry.name).pathname.replace(/^.*\/api\/v\d+\//, ''),
            at: entry.startTime,
            took: entry.responseEnd - entry.startTime,
          }
        : null;
    });
    return { scripts, heap, readyAt, rows, firstApi };
  } finally {
    await context.close();
  }
};

const loginReady = async page => {
  await waitForLoginForm(page);
  return page.evaluate(() => performance.now());
};

const rowsReady = page => waitForRows(page, ROWS);

/** The demo answers every api/v1 call after this simulated latency (src/demo/route.ts). */
const DEMO_LATENCY_MS = 120;

/**
 * (e) Demo mode's first api/v1 answer after a page load (a reload of /applications, signed in):
 * request -> answer, against the demo's own simulated latency (goal: within 2x), and when the
 * request left (ms from navigation start).
 */
const firstApiRows = firstApis => {
  if (!firstApis.length) return [['(e) first api/v1 answer after a load, demo /applications', 'n/a', '']];
  const took = median(firstApis.map(item => item.took));
  return [
    [
      '(e) first api/v1 answer after a load, demo /applications',
      ms(took),
      `${(took / DEMO_LATENCY_MS).toFixed(2)}x the demo's ${DEMO_LATENCY_MS} ms latency (goal <= 2x); ${firstApis[0].path}`,
    ],
    [
      '    asked at, from navigation start',
      ms(median(firstApis.map(item => item.at))),
      `runs: ${firstApis.map(item => Math.round(item.took)).join(', ')} ms`,
    ],
  ];
};

/** Runs one measurement; a failure is reported and leaves a gap in the table, not a crash. */
const attempt = async (label, measure) => {
  try {
    return await measure();
  } catch (error) {
    console.error(`! ${label} failed: ${String(error?.message ?? error).split('\n')[0]}`);
    return null;
  }
};

const scriptsRow = (label, load) =>
  load
    ? [
        label,
        kB(totalGzip(load.scripts)),
        `${load.scripts.size} files, raw ${kB(totalRaw(load.scripts))}, ${Math.round((totalGzip(load.scripts) / 1000 / TARGET_KB) * 100)}% of the ${TARGET_KB} kB target`,
      ]
    : [label, 'failed', ''];

const timesRow = (label, times, extra = '') => [label, ms(median(times)), `runs: ${times.map(ms).join(', ')}${extra}`];

const heapRow = (label, load) =>
  load
    ? [label, MB(load.heap.used), `after GC ${MB(load.heap.usedAfterGc)}, heap total ${MB(load.heap.total)}`]
    : [label, 'failed', ''];

const printTable = rows => {
  const header = ['measure', 'value', 'detail'];
  const width = header.map((title, col) => Math.max(title.length, ...rows.map(row => row[col].length)));
  const line = row =>
    row
      .map((cell, col) => cell.padEnd(width[col]))
      .join(' | ')
      .trimEnd();
  console.log(line(header));
  console.log(width.map(w => '-'.repeat(w)).join('-|-'));
  for (const row of rows) console.log(line(row));
};

const listChunks = (title, load, limit = 12) => {
  console.log(`\n${title}`);
  if (!load) return console.log('  (not measured)');
  const sorted = [...load.scripts.entries()].sort((a, b) => b[1].gzip - a[1].gzip);
  for (const [path, size] of sorted.slice(0, limit)) {
    console.log(
      `  ${kB(size.gzip).padStart(9)} gzip  ${kB(size.raw).padStart(10)} raw  ${path.replace(BASE_PREFIX, '')}`,
    );
  }
  if (sorted.length > limit) console.log(`  ... and ${sorted.length - limit} smaller`);
};

const APPLICATIONS_LIST = /\/api\/v1\/applications\/$/;
const POLL_WAIT_MS = 35_000;

/** Body size of a response; service-worker answers may hide the body, then Resource Timing tells. */
const bodyOf = async (page, response) => {
  try {
    const body = await response.body();
    let rows;
    try {
      rows = JSON.parse(body.toString('utf8')).results;
    } catch {
      rows = undefined;
    }
    return { bytes: body.length, rows };
  } catch {
    const url = response.url();
    const bytes = await page
      .evaluate(
        name => performance.getEntriesByType('resource').find(entry => entry.name === name)?.decodedBodySize ?? null,
        url,
      )
      .catch(() => null);
    return { bytes, rows: undefined };
  }
};

/**
 * (d) Opens /applications?perPage=100 signed in as the vendor and waits up to 35 s for the list's
 * own 30 s poll (an applications/ request carrying `timestamp`), then compares its answer's size
 * with that of the page load. Nothing in the app is triggered from here.
 */
const measurePoll = async (browser, base) => {
  const context = await browser.newContext();
  try {
    const first = await context.newPage();
    await signIn(first, base);
    await first.close();
    const page = await context.newPage();
    const loads = [];
    const polls = [];
    page.on('response', response => {
      const url = new URL(response.url());
      if (response.request().method() !== 'GET' || !APPLICATIONS_LIST.test(url.pathname)) return;
      const entry = { url, measured: bodyOf(page, response) };
      (url.searchParams.has('timestamp') ? polls : loads).push(entry);
    });
    await page.goto(`${base}/applications?perPage=${ROWS}`);
    await waitForRows(page, ROWS);
    const deadline = Date.now() + POLL_WAIT_MS;
    while (!polls.length && Date.now() < deadline) await page.waitForTimeout(250);
    await page.waitForTimeout(500);
    const load = loads.length ? { ...loads[0], ...(await loads[0].measured) } : null;
    const poll = polls.length ? { ...polls[0], ...(await polls[0].measured) } : null;
    return { load, poll };
  } finally {
    await context.close();
  }
};

const isUnfinishedApplication = row => !(row?.analysed === true && row?.finalised === true);

const pollRows = result => {
  if (!result) return [['(d) poll of /applications?perPage=100 vs page load, demo', 'failed', '']];
  const { load, poll } = result;
  if (!load?.bytes)
    return [['(d) poll of /applications?perPage=100 vs page load, demo', 'n/a', 'page load not measured']];
  if (!poll)
    return [
      ['(d) poll of /applications?perPage=100 vs page load, demo', 'n/a', `no poll within ${POLL_WAIT_MS / 1000} s`],
    ];
  const unfinished = load.rows ? load.rows.filter(isUnfinishedApplication).length : 'n/a';
  const ratio = poll.bytes != null ? `${((poll.bytes / load.bytes) * 100).toFixed(1)}%` : 'n/a';
  // The demo's own page decides how far back a poll reaches; this models the issue's case of 5
  // unfinished rows that are the newest ones: the poll answers those 5 rows (same envelope).
  const modelled = load.rows
    ? Buffer.byteLength(JSON.stringify({ count: 5, next: null, previous: null, results: load.rows.slice(0, 5) }))
    : null;
  return [
    [
      '(d) one poll / full page refetch, /applications?perPage=100, demo',
      ratio,
      `poll ${poll.bytes == null ? 'n/a' : kB(poll.bytes)} vs page ${kB(load.bytes)}`,
    ],
    [
      '    rows: page / unfinished on page / in the poll',
      `${load.rows?.length ?? 'n/a'} / ${unfinished} / ${poll.rows?.length ?? 'n/a'}`,
      `poll query: timestamp=${poll.url.searchParams.get('timestamp')}, page_size=${poll.url.searchParams.get('page_size')}`,
    ],
    [
      '    modelled: only the 5 newest rows unfinished',
      modelled == null ? 'n/a' : `${((modelled / load.bytes) * 100).toFixed(1)}%`,
      modelled == null ? '' : `a poll would answer ${kB(modelled)} (those 5 rows) vs page ${kB(load.bytes)}`,
    ],
  ];
};

/**
 * Screen benches: every `scripts/bench/*.mjs` exports `default async ({ browser, demo, runs, signIn })`
 * (demo = { base, root } of the served demo build; signIn(page, account?) signs staff@demo.test in, or
 * the { email, password } given)
 * and prints its own figures. `--only=<name>` runs just the screen benches whose file name contains it.
 */
const ONLY = args.find(arg => arg.startsWith('--only='))?.split('=')[1];
const runScreenBenches = async context => {
  const dir = resolve('scripts/bench');
  const files = readdirSync(dir)
    .filter(file => file.endsWith('.mjs') && (!ONLY || file.includes(ONLY)))
    .sort();
  for (const file of files) {
    console.log(`\n== ${file.replace(/\.mjs$/, '')} ==`);
    const bench = await import(pathToFileURL(join(dir, file)).href);
    await attempt(file, () => bench.default(context));
  }
};

const main = async () => {
  if (BUILD) {
    if (!ONLY) run('npx vite build');
    if (!COMPARE_ONLY) run(`npx vite build --mode demo --outDir ${DEMO_DIR}`);
    if (COMPARE && !ONLY && !ONLY_SCREENS) {
      run('npx vite build --config bench/plain/vite.config.ts');
      if (!ONLY_INTERACTIONS) run('npx vite build --config bench/floor/vite.config.ts');
    }
  }
  if (COMPARE_ONLY) {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
    try {
      console.log(`\nchromium ${browser.version()}`);
      await runComparison({
        browser,
        runs: RUNS,
        attempt,
        interactionsOnly: ONLY_INTERACTIONS,
        screensOnly: ONLY_SCREENS,
      });
    } finally {
      await browser.close();
    }
    return;
  }
  const prodRoot = resolve('dist');
  const demoRoot = resolve(DEMO_DIR);
  const prodServer = await serve({ dir: prodRoot, port: 0, quiet: true });
  const demoServer = await serve({ dir: demoRoot, port: 0, quiet: true });
  const prod = { base: `http://127.0.0.1:${prodServer.address().port}`, root: prodRoot };
  const demo = { base: `http://127.0.0.1:${demoServer.address().port}`, root: demoRoot };
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });

  const login = build => measureLoad(browser, build.base, build.root, '/login', { ready: loginReady });
  const applications = () =>
    measureLoad(browser, demo.base, demo.root, `/applications?perPage=${ROWS}`, { signedIn: true, ready: rowsReady });

  const screenBenches = () =>
    runScreenBenches({
      browser,
      demo,
      runs: RUNS,
      signIn: (page, account = STAFF) => signIn(page, demo.base, account),
    });

  try {
    if (ONLY) {
      console.log(`\nchromium ${browser.version()}`);
      await screenBenches();
      return;
    }
    console.log(`\nchromium ${browser.version()}; times are medians of ${RUNS} runs, each in a fresh context\n`);

    // (a) and (c): one measured load each; (b): RUNS more loads in fresh contexts.
    const prodLogin = await attempt('/login (production)', () => login(prod));
    const demoLogin = await attempt('/login (demo)', () => login(demo));
    const demoApps = await attempt('/applications (demo)', applications);

    const prodLoginTimes = [];
    const demoLoginTimes = [];
    const rowTimes = [];
    const rowsShown = [];
    const firstApis = [];
    for (let i = 0; i < RUNS; i += 1) {
      prodLoginTimes.push((await attempt('/login (production)', () => login(prod)))?.readyAt ?? null);
      demoLoginTimes.push((await attempt('/login (demo)', () => login(demo)))?.readyAt ?? null);
      const apps = await attempt('/applications (demo)', applications);
      rowTimes.push(apps?.readyAt ?? null);
      rowsShown.push(apps?.rows ?? 0);
      if (apps?.firstApi) firstApis.push(apps.firstApi);
    }

    const pollResult = await attempt('poll of /applications (demo)', () => measurePoll(browser, demo.base));

    printTable([
      scriptsRow('(a) JS gzip loaded by /login, production build', prodLogin),
      scriptsRow('(a) JS gzip loaded by /login, demo build', demoLogin),
      scriptsRow('(a) JS gzip loaded by /applications, demo build (vendor)', demoApps),
      ['    target / plain one-bundle react-admin app', `${TARGET_KB} kB / ~${REFERENCE_KB} kB`, 'gzip'],
      timesRow('(b) login form visible, production build', prodLoginTimes),
      timesRow('(b) login form visible, demo build', demoLoginTimes),
      timesRow(`(b) ${ROWS} application rows visible, demo build`, rowTimes, `; rows shown: ${rowsShown.join(', ')}`),
      heapRow('(c) JS heap used after load, /login production', prodLogin),
      heapRow('(c) JS heap used after load, /login demo', demoLogin),
      heapRow('(c) JS heap used after load, /applications demo', demoApps),
      ...pollRows(pollResult),
      ...firstApiRows(firstApis),
    ]);
    console.log('\nTimes: ms from navigation start (performance.now()) in the measured page; n/a = not reached.');
    console.log('/applications is opened in a new page of a context already signed in through /login.');
    console.log(
      "(d) compares the answer of the list's own 30 s poll (applications/ with `timestamp`) with the page load.",
    );

    listChunks('Largest JS chunks loaded by /login, production build:', prodLogin);
    listChunks('Largest JS chunks loaded by /login, demo build:', demoLogin);
    listChunks('Largest JS chunks loaded by /applications, demo build:', demoApps);

    await screenBenches();

    if (COMPARE) await runComparison({ browser, runs: RUNS, attempt });
  } finally {
    await browser.close();
    prodServer.close();
    demoServer.close();
  }
};

main().catch(error => {
  console.error(error);
  process.exit(1);
});
