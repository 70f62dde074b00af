// A working day open (issue 29): /applications left open with its live updates on, 960 polls of
// 30 s (8 hours), run in minutes on Playwright's clock. The page's clock drives the polls; the demo
// API, in a Web Worker the fake clock does not reach, is moved on by as much (its `clock` message,
// src/demo/remote/protocol.ts), so the demo's runs move on in step as in tests/e2e/lists.spec.ts.
// After each simulated 30 s it waits until that poll's api/v1 request has answered and the page
// has settled. Requests are put in polls by the page's clock (a tiny wrapper of the page's fetch
// notes when each left, drained every poll): a list request more than 5 s after the last poll
// starts a poll, requests within 5 s of it belong to it (a reload an answer set off, lib/polling
// pollDoubt). Windows of the bench's own would not do: a poll due on a window's edge lands in
// either. After poll 1, every 120th poll and poll 960 it forces a garbage collection and reads
// the page's JS heap, DOM nodes and event listeners (CDP Performance.getMetrics).
//
// Prints: heap first/last and their ratio (goal <= 1.1x), DOM nodes and listeners first/last
// (goal: flat), the curve, list requests per poll (goal: exactly one) with every other api/v1
// request the day made, and the wall time. Figures only, no assertions.
//
// `--polls=N` (default 960) runs a shorter day, e.g.
// `npm run bench -- --no-build --no-compare --only=workingday --polls=60`.

/* global window, location -- used only inside functions evaluated in the page */
import { median } from '../benchFigures.mjs';

const VENDOR = { email: 'vendor@demo.test', password: 'demo1234' };
const POLL_MS = 30_000;
const POLLS = Number(process.argv.find(arg => arg.startsWith('--polls='))?.split('=')[1] ?? 960);
const CURVE_EVERY = 120;
/** The list's own requests, polls and reloads alike (GET api/v1/applications/, any query). */
const LIST = /\/api\/v1\/applications\/$/;
/** Real time a poll's request may take on a busy machine before the poll is counted as silent. */
const ANSWER_WAIT_MS = 20_000;
/** Page-clock time after a poll's first list request within which further requests are that poll's. */
const SAME_POLL_MS = 5_000;

const MB = bytes => `${(bytes / 1e6).toFixed(2)} MB`;

/** `applications/12000/` -> `applications/{id}/`: the kinds of request, not each one. */
const kindOf = (method, url) =>
  `${method} ${url.pathname.replace(/^.*\/api\/v\d+\//, '').replace(/\/[0-9a-f-]{1,36}(?=\/|$)/gi, '/{id}')}`;

/** Counts the page's api/v1 requests (answered by the demo's service worker, seen as the page's own). */
const trackRequests = page => {
  const log = [];
  const open = new Set();
  page.on('request', request => {
    const url = new URL(request.url());
    if (!/\/api\/v\d+\//.test(url.pathname)) return;
    const entry = { method: request.method(), url, list: request.method() === 'GET' && LIST.test(url.pathname) };
    log.push(entry);
    open.add(request);
  });
  const done = request => open.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { log, open };
};

/** Notes, on the page's clock, when each api/v1 request leaves the page's fetch (read with `drain`). */
const noteRequests = page =>
  page.addInitScript(() => {
    const seen = [];
    const original = window.fetch.bind(window);
    window.__soakRequests = () => seen.splice(0);
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      if (/\/api\/v\d+\//.test(new URL(url, location.href).pathname)) seen.push({ at: Date.now(), method, url });
      return original(input, init);
    };
  });
const drain = page => page.evaluate(() => window.__soakRequests?.() ?? []);

/** Resolves once the page's main thread has run its queued tasks (React renders on MessageChannel). */
const settle = async page => {
  await page.evaluate(
    () =>
      new Promise(resolve => {
        let rounds = 0;
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          if (++rounds < 3) return channel.port2.postMessage(0);
          // A port left open with a handler stays alive: closed, or the bench itself would leak one a poll.
          channel.port1.close();
          resolve(undefined);
        };
        channel.port2.postMessage(0);
      }),
  );
};

const metricsOf = async cdp => {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = Object.fromEntries(metrics.map(metric => [metric.name, metric.value]));
  return { heap: value.JSHeapUsedSize, nodes: value.Nodes, listeners: value.JSEventListeners };
};

/**
 * The day's api/v1 requests (page clock) in polls: a list request more than SAME_POLL_MS after the
 * last poll's start starts a poll; every request within SAME_POLL_MS of that start is the poll's.
 */
const pollsOf = seen => {
  const polls = [];
  for (const entry of seen) {
    const current = polls[polls.length - 1];
    if (current && entry.at - current.at <= SAME_POLL_MS) current.requests.push(entry);
    else if (entry.list) polls.push({ at: entry.at, requests: [entry] });
  }
  return polls;
};

export default async ({ browser, demo }) => {
  const started = Date.now();
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const page = await context.newPage();
  try {
    await page.clock.install();
    await noteRequests(page);
    const requests = trackRequests(page);
    await page.goto(`${demo.base}/login?next=${encodeURIComponent('/applications')}`);
    await page.getByRole('textbox', { name: /email/i }).fill(VENDOR.email);
    await page.getByLabel(/^password$/i).fill(VENDOR.password);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(url => url.pathname.endsWith('/applications'), { timeout: 60_000 });
    await page.locator('tbody tr').first().waitFor({ timeout: 60_000 });
    await page.getByRole('status').filter({ hasText: 'Live updates' }).first().waitFor({ timeout: 30_000 });
    const rows = await page.locator('tbody tr').count();
    // The load's own requests are not a poll's.
    while (requests.open.size) await page.waitForTimeout(50);
    await settle(page);
    await drain(page);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const curve = [];
    const seen = [];
    let ahead = 0;
    for (let step = 1; step <= POLLS; step++) {
      const from = requests.log.length;
      ahead += POLL_MS;
      await page.evaluate(offset => window.__DEMO_API_WORKER__?.postMessage({ type: 'clock', offset }), ahead);
      await page.clock.runFor(POLL_MS);
      // The poll's request went out while the clock ran; wait for it (and anything it set off) to answer.
      const deadline = Date.now() + ANSWER_WAIT_MS;
      while (Date.now() < deadline && (requests.log.length === from || requests.open.size))
        await page.waitForTimeout(10);
      await settle(page);
      for (const entry of await drain(page)) {
        const url = new URL(entry.url);
        seen.push({ ...entry, url, list: entry.method === 'GET' && LIST.test(url.pathname) });
      }
      if (step === 1 || step % CURVE_EVERY === 0 || step === POLLS) curve.push({ step, ...(await metricsOf(cdp)) });
    }
    const wall = Date.now() - started;
    await cdp.detach();

    const first = curve[0];
    const last = curve[curve.length - 1];
    const warm = curve.find(point => point.step === CURVE_EVERY);
    const polls = pollsOf(seen);
    const lists = polls.map(poll => poll.requests.filter(entry => entry.list).length);
    const gaps = polls.slice(1).map((poll, index) => Math.round((poll.at - polls[index].at) / 100) / 10);
    const loose = seen.filter(entry => !polls.some(poll => poll.requests.includes(entry)));
    const others = new Map();
    for (const entry of requests.log) {
      if (entry.list) continue;
      const kind = kindOf(entry.method, entry.url);
      others.set(kind, (others.get(kind) ?? 0) + 1);
    }
    const listed = seen.filter(entry => entry.list);
    const incremental = listed.filter(entry => entry.url.searchParams.has('timestamp')).length;
    const spread = values =>
      values.length ? `${Math.min(...values)} / ${median(values)} / ${Math.max(...values)}` : 'n/a';
    console.table([
      {
        figure: `simulated ${POLL_MS / 1000} s steps on the page's clock (vendor, /applications, ${rows} rows)`,
        value: POLLS,
      },
      { figure: 'polls seen (a list request and what it set off)', value: polls.length },
      {
        figure: `JS heap after GC: after step 1 / after step ${last.step}`,
        value: `${MB(first.heap)} / ${MB(last.heap)}`,
      },
      { figure: 'heap ratio last / first (goal <= 1.1x)', value: `${(last.heap / first.heap).toFixed(3)}x` },
      {
        // Up to then the table's rows re-render for the first time (React's second fiber of each)
        // and V8 optimises the poll's code: one-off growth, not a leak.
        figure: `heap ratio last / after step ${CURVE_EVERY} (warmed up)`,
        value: warm ? `${(last.heap / warm.heap).toFixed(3)}x` : 'n/a',
      },
      { figure: 'DOM nodes after GC: first / last (goal flat)', value: `${first.nodes} / ${last.nodes}` },
      { figure: 'JS event listeners: first / last', value: `${first.listeners} / ${last.listeners}` },
      { figure: 'list requests per poll: min / median / max (goal 1)', value: spread(lists) },
      { figure: 'polls with more than one list request', value: lists.filter(count => count > 1).length },
      {
        figure: 'api/v1 requests per poll: min / median / max',
        value: spread(polls.map(poll => poll.requests.length)),
      },
      { figure: 'api/v1 requests outside any poll', value: loose.length },
      { figure: 'page-clock seconds between polls: min / median / max', value: spread(gaps) },
      {
        figure: 'list requests of the polls: incremental / full',
        value: `${incremental} / ${listed.length - incremental}`,
      },
      { figure: 'wall time', value: `${(wall / 60_000).toFixed(1)} min` },
    ]);
    console.log('Curve (after a forced GC):');
    console.table(
      curve.map(point => ({
        step: point.step,
        heap: MB(point.heap),
        'vs step 1': `${(point.heap / first.heap).toFixed(3)}x`,
        nodes: point.nodes,
        listeners: point.listeners,
      })),
    );
    const doubled = polls.filter((poll, index) => lists[index] > 1 || poll.requests.length > 1);
    if (doubled.length) {
      // A poll whose answer could not be right reloads the page at once (lib/polling pollDoubt).
      console.log(`Polls with more than one request (${doubled.length}; the first 10):`);
      for (const poll of doubled.slice(0, 10))
        console.log(
          `  ${poll.requests.map(entry => `${entry.method} ${entry.url.pathname}${entry.url.search}`).join('  then  ')}`,
        );
    }
    for (const entry of loose.slice(0, 10))
      console.log(`  outside a poll: ${entry.method} ${entry.url.pathname}${entry.url.search}`);
    console.log('Other api/v1 requests of the day (sign-in and page load included):');
    if (!others.size) console.log('  none');
    for (const [kind, count] of [...others.entries()].sort((a, b) => b[1] - a[1])) console.log(`  ${count}  ${kind}`);
  } finally {
    await context.close();
  }
};
