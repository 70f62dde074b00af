import { expect, test as base, type Response } from '@playwright/test';

/**
 * What the demo build ships and the production build must never ask for (vite.config.ts keeps them
 * out): MSW and its worker, the demo's service worker (demoServiceWorker.js), the demo host page
 * (embed-host.html/.js), and the demo's chunks: the api/v1 Web Worker (assets/apiWorker-*.js), the
 * activity worker (assets/activityWorker-*.js) and src/demo/browser.ts (assets/demo-*.js).
 */
const DEMO_REQUEST =
  /msw|mockServiceWorker|demoServiceWorker|embed-host|\/assets\/(demo|apiWorker|activityWorker)-[^/]*\.js/i;
/** Text only demo code carries: MSW's log prefix, the service worker's name, the API worker's handle. */
const DEMO_TEXT = ['[MSW]', 'demoServiceWorker', '__DEMO_API_WORKER__'];

/**
 * The headers of docs/deployment.md every page must be served with (scripts/securityHeaders.mjs),
 * for a production build whose config.js allows no embedding. Soft: every missing one is reported.
 */
const expectSecurityHeaders = (url: string, headers: Record<string, string>) => {
  const policy = headers['content-security-policy'] ?? '';
  const directive = (name: string) =>
    policy
      .split(';')
      .map(part => part.trim())
      .find(part => part.startsWith(`${name} `)) ?? '';
  const check = (value: string | undefined, name: string) => expect.soft(value, `${name} of ${url}`);
  check(directive('default-src'), 'CSP').toBe("default-src 'self'");
  check(directive('script-src'), 'CSP').toMatch(/^script-src 'self'/);
  check(directive('script-src'), 'CSP').not.toMatch(/'unsafe-(inline|eval)'/);
  check(directive('connect-src'), 'CSP').toMatch(/^connect-src 'self'/);
  check(directive('object-src'), 'CSP').toBe("object-src 'none'");
  check(directive('base-uri'), 'CSP').toBe("base-uri 'self'");
  // No embed origin is configured (config.js embedOrigins: []) and no demo host page is shipped.
  check(directive('frame-ancestors'), 'CSP').toBe("frame-ancestors 'none'");
  check(directive('frame-src'), 'CSP').not.toContain("'self'");
  check(headers['x-frame-options'], 'X-Frame-Options').toBe('DENY');
  check(headers['x-content-type-options'], 'X-Content-Type-Options').toBe('nosniff');
  check(headers['referrer-policy'], 'Referrer-Policy').toBe('strict-origin-when-cross-origin');
};

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/**
 * Every production story runs under this watch, and fails at its end on: a Content Security
 * Policy violation (the page's `securitypolicyviolation` events, or chromium's console lines about
 * the policy), a request for demo code or a script/page carrying it,
 * a service worker registered, or a page document served without the security headers.
 */
export const test = base.extend<{ productionWatch: void }>({
  productionWatch: [
    async ({ page, context }, use) => {
      const violations: Violation[] = [];
      const refused: string[] = [];
      const requests: string[] = [];
      const documents: Response[] = [];
      const bodies: Promise<{ url: string; text: string }>[] = [];
      await page.exposeFunction('__reportCspViolation', (violation: Violation) => violations.push(violation));
      await page.addInitScript(() => {
        const report = (window as unknown as { __reportCspViolation: (v: Violation) => void }).__reportCspViolation;
        document.addEventListener(
          'securitypolicyviolation',
          event => report({ directive: event.violatedDirective, blocked: event.blockedURI, source: event.sourceFile }),
          true,
        );
      });
      // Older chromium says "Refused to load ...", newer "Loading ... violates the following Content
      // Security Policy directive"; both name the policy or start with "Refused to".
      page.on('console', message => {
        if (/Refused to|Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      context.on('request', request => requests.push(request.url()));
      context.on('response', response => {
        const type = response.headers()['content-type'] ?? '';
        if (response.request().resourceType() === 'document') documents.push(response);
        if (/javascript|html/.test(type) && response.ok()) {
          bodies.push(
            response.text().then(
              text => ({ url: response.url(), text }),
              () => ({ url: response.url(), text: '' }),
            ),
          );
        }
      });

      await use();

      expect.soft(violations, 'CSP violations').toEqual([]);
      expect.soft(refused, 'CSP refusals in the console').toEqual([]);
      expect
        .soft(
          requests.filter(url => DEMO_REQUEST.test(url)),
          'requests for demo code',
        )
        .toEqual([]);
      const carrying = (await Promise.all(bodies)).filter(({ text }) =>
        DEMO_TEXT.some(marker => text.includes(marker)),
      );
      expect
        .soft(
          carrying.map(({ url }) => url),
          'scripts or pages carrying demo code',
        )
        .toEqual([]);
      const registrations = await page.evaluate(async () =>
        navigator.serviceWorker ? (await navigator.serviceWorker.getRegistrations()).length : 0,
      );
      expect.soft(registrations, 'service worker registrations').toBe(0);
      expect.soft(documents.length, 'page loads seen').toBeGreaterThan(0);
      for (const response of documents) expectSecurityHeaders(response.url(), response.headers());
    },
    { auto: true },
  ],
});

export { expect };
