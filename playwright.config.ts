import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

/**
 * End-to-end tests against the demo build (`npm run build:demo` -> dist-demo), whose service worker
 * answers api/v1, so no backend is needed. The browser is Debian's chromium, never a downloaded one.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_URL = `http://127.0.0.1:${PORT}`;
// The demo build to serve: dist-demo, unless E2E_DIST names another (a build of one's own, e.g. when
// several checkouts or people test on one machine).
const DIST = process.env.E2E_DIST ?? 'dist-demo';


export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  forbidOnly: !!process.env.CI,
  // No retries: a story that passes only on its second run is a failure to fix.
  retries: 0,
  workers: 2,
  // Margin for shared 2-core machines, where one page load of the demo build can take seconds.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    headless: true,
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `node scripts/serve.mjs ${DIST} ${PORT}`,
    url: `${BASE_URL}/login`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
