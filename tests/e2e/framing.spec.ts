import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, COLD_LOAD, DEMO_PASSWORD, mainMenu, submitLogin } from './support';

/**
 * docs/product.md, decision 13 and docs/deployment.md: no page of the dashboard is shown inside a
 * page of another origin. A second origin is simulated: Playwright answers its address itself.
 */
const EVIL = 'http://evil.localhost:4999';

/** Opens a page of the other origin whose only content is the dashboard's /login in a frame. */
const framedByEvil = async (page: Page, baseURL: string) => {
  await page.route(`${EVIL}/**`, route =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><h1>Win a prize</h1><iframe src="${baseURL}/login" width="800" height="600"></iframe>`,
    }),
  );
  await page.goto(`${EVIL}/`);
  return page.frameLocator('iframe');
};

type Headers = Record<string, string>;

/**
 * The dashboard's pages reach the browser through Playwright, with their headers as `edit` leaves
 * them: a frame of a page Playwright answers may not load a loopback address directly (Chromium's
 * local network access rules), which would refuse the frame for a reason other than ours.
 */
const serveDashboard = (page: Page, baseURL: string, edit: (headers: Headers) => Headers = headers => headers) =>
  page.route(`${baseURL}/**`, async route => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    return route.fulfill({ response, headers: edit({ ...response.headers() }) });
  });

/** A host that drops the dashboard's security headers, as some static hosts and proxies do. */
const withoutSecurityHeaders = (headers: Headers) => {
  delete headers['content-security-policy'];
  delete headers['x-frame-options'];
  return headers;
};

test('the browser refuses to frame the dashboard for another origin', async ({ page, baseURL }) => {
  await serveDashboard(page, baseURL!);
  const frame = await framedByEvil(page, baseURL!);
  // Chromium replaces a frame its frame-ancestors rule refuses with its own error page.
  await expect
    .poll(() => page.frames().map(each => each.url()))
    .toContainEqual(expect.stringMatching(/^chrome-error:/));
  await expect(frame.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
});

test('framed by another origin without the headers, the dashboard shows a refusal, not its login form', async ({
  page,
  baseURL,
}) => {
  await serveDashboard(page, baseURL!, withoutSecurityHeaders);
  const frame = await framedByEvil(page, baseURL!);
  await expect(frame.getByRole('heading', { name: 'This page cannot be shown here' })).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  await expect(frame.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
});

test('the dashboard runs under its own Content Security Policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', message => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/login');
  // The demo build lets only its own host page (same origin, public/embed-host.html) frame it.
  expect(response?.headers()['content-security-policy']).toMatch(/frame-ancestors 'self'(;|$)/);
  // Signed in, the layout shows: scripts, styles, the demo's service worker and api/v1 calls ran.
  await submitLogin(page, ACCOUNTS.vendor, DEMO_PASSWORD);
  await expect(mainMenu(page)).toBeVisible();
  expect(violations).toEqual([]);
});

/**
 * Another origin of the same site: the demo build's api/v1 is a service worker, which browsers
 * refuse to frames of another site when they block third-party storage.
 */
const HOST = 'http://127.0.0.1:4998';

/** A deployment that allows HOST to embed the dashboard: config.js names it, the headers follow. */
const allowHost = async (page: Page, baseURL: string) => {
  await page.route(`${baseURL}/**`, async route => {
    const { pathname } = new URL(route.request().url());
    if (pathname.endsWith('/config.js')) {
      return route.fulfill({
        contentType: 'text/javascript',
        body: `window.__APP_CONFIG__ = { apiUrl: '', embedOrigins: ['${HOST}'] };`,
      });
    }
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const headers = { ...response.headers() };
    headers['content-security-policy'] = headers['content-security-policy'].replace(
      /frame-ancestors [^;]+/,
      `frame-ancestors ${HOST}`,
    );
    delete headers['x-frame-options'];
    return route.fulfill({ response, headers });
  });
  await page.route(`${HOST}/**`, route =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><h1>Broker portal</h1>
        <script>window.received = []; addEventListener('message', event => { if (event.origin === '${new URL(baseURL).origin}') window.received.push(event.data); });</script>
        <iframe src="${baseURL}/applications" width="1000" height="700"></iframe>`,
    }),
  );
};

test('an allowed host embeds the dashboard and signs its user in by message, the token kept in memory', async ({
  page,
  baseURL,
}) => {
  await allowHost(page, baseURL!);
  await page.goto(`${HOST}/`);
  const received = () => page.evaluate(() => (window as unknown as { received: unknown[] }).received);
  await expect.poll(received).toContainEqual({ type: 'ready' });

  const frame = page.frames().find(each => each.url().startsWith(baseURL!))!;
  const dashboard = page.frameLocator('iframe');
  // "ready" is posted before the first render: the frame's cold load goes on after it.
  await expect(dashboard.getByRole('heading', { name: 'Your session has ended' })).toBeVisible(COLD_LOAD);
  await expect(dashboard.getByRole('button', { name: 'Sign in' })).toHaveCount(0);

  // The host's own sign-in, done here through the dashboard's (demo) api/v1.
  const key = await frame.evaluate(
    async ([email, password]) => {
      const response = await fetch('api/v1/rest-auth/login/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      return ((await response.json()) as { key: string }).key;
    },
    [ACCOUNTS.vendor, DEMO_PASSWORD],
  );
  await page.evaluate(
    ([token, target]) => document.querySelector('iframe')!.contentWindow!.postMessage({ type: 'token', token }, target),
    [key, new URL(baseURL!).origin],
  );
  await expect(dashboard.getByRole('columnheader', { name: 'Bank' }).first()).toBeVisible();
  await expect(dashboard.getByRole('banner')).toHaveCount(0);
  expect(await frame.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});
