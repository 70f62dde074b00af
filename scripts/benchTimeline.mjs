// Where /applications?perPage=100's time goes, load by load (docs/performance.md, "Where the
// 100-row time goes"): from navigation, when the early list request leaves and its answer is in,
// when the labels and banks answers are in, the first row and the hundredth (a frame probe), and
// the long tasks before them (a `longtask` PerformanceObserver). Figures only.
//
//   node scripts/benchTimeline.mjs [base=http://127.0.0.1:4174] [--runs=5] [--mobile]
//
// `base` serves a production build with an api/v1, e.g. `npm run build && npm run api` (port
// 4174). Each load signs in first in the same fresh browser context, as the comparison does, so
// the scripts come from the HTTP cache. `--mobile` sets the comparison's mobile conditions after
// the sign-in (150 ms RTT, 1.6 Mbps down, 750 kbps up, CPU 4x).

/* global document, window, requestAnimationFrame -- used only inside functions evaluated in the page */
import { chromium } from '@playwright/test';
import { CONDITIONS, throttle } from './benchCompare.mjs';
import { median } from './benchFigures.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const args = process.argv.slice(2);
const base = args.find(arg => !arg.startsWith('--')) ?? 'http://127.0.0.1:4174';
const runs = Number(args.find(arg => arg.startsWith('--runs='))?.split('=')[1] ?? 5);
const condition = CONDITIONS.find(item => item.name === (args.includes('--mobile') ? 'mobile' : 'desktop'));
const VENDOR = { email: 'vendor@demo.test', password: 'demo1234' };
const ROWS = 100;

/** Installed before the page's scripts: the first row's and the hundredth's frames, and the long tasks. */
const probe = rows => {
  const marks = { long: [] };
  window.__timeline = marks;
  const frame = () => {
    const count = document.querySelectorAll('tbody tr').length;
    if (count >= 1 && marks.first == null) marks.first = performance.now();
    if (count >= rows) marks.all = performance.now();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  new PerformanceObserver(list => {
    for (const entry of list.getEntries()) marks.long.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
};

const read = rows => {
  const entries = performance.getEntriesByType('resource');
  const call = pattern => entries.find(entry => pattern.test(new URL(entry.name).pathname));
  const list = call(/\/api\/v\d+\/applications\/$/);
  const { first, all, long } = window.__timeline;
  return {
    'list asked': list?.startTime ?? null,
    'list in': list?.responseEnd ?? null,
    'labels in': call(/\/labels\/$/)?.responseEnd ?? null,
    'banks in': call(/\/banks\/?$/)?.responseEnd ?? null,
    'first row': first,
    [`${rows} rows`]: all,
    'long tasks before (start+ms)': long
      .filter(([start]) => start < all)
      .map(([start, duration]) => `${Math.round(start)}+${Math.round(duration)}`)
      .join(' '),
  };
};

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
const loads = [];
try {
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    try {
      const login = await context.newPage();
      await login.goto(`${base}/login`);
      await login.getByRole('textbox', { name: 'Email' }).fill(VENDOR.email);
      await login.getByLabel('Password', { exact: true }).fill(VENDOR.password);
      await login.getByRole('button', { name: 'Sign in' }).click();
      await login.waitForURL(url => !url.pathname.endsWith('/login'), { timeout: 60_000 });
      await login.close();
      const page = await context.newPage();
      await page.addInitScript(probe, ROWS);
      await throttle(page, condition);
      await page.goto(`${base}/applications?perPage=${ROWS}`, { waitUntil: 'commit' });
      await page.waitForFunction(() => window.__timeline?.all != null, null, { timeout: 120_000, polling: 100 });
      loads.push(await page.evaluate(read, ROWS));
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
}
const round = value => (typeof value === 'number' ? Math.round(value) : value);
console.log(`\n/applications?perPage=${ROWS}, ${condition.name} (${condition.note}), ms from navigation`);
console.table(loads.map(load => Object.fromEntries(Object.entries(load).map(([key, value]) => [key, round(value)]))));
const keys = Object.keys(loads[0] ?? {}).filter(key => typeof loads[0][key] === 'number' || loads[0][key] === null);
console.log(`medians: ${keys.map(key => `${key} ${round(median(loads.map(load => load[key])))}`).join(', ')}`);
