import { defineConfig } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

/**
 * End-to-end tests, two projects, both on Debian's chromium (never a downloaded browser):
 *
 * - `demo` (tests/e2e): the demo build (`npm run build:demo` -> dist-demo), whose service worker
 *   answers api/v1, so no backend is needed. Every story but the production ones.
 * - `production` (tests/e2e-production): the production build (`vite build --outDir dist-prod`, no
 *   demo code) served by scripts/api.mjs, which answers /api/v1/ with the demo's handlers in node,
 *   as a backend would: a few stories proving the shipped bundle signs in, lists, creates and
 *   downloads under its security headers, with no CSP violation and no demo code.
 */
const DEMO_PORT = Number(process.env.E2E_PORT ?? 4173);
const DEMO_URL = `http://127.0.0.1:${DEMO_PORT}`;
// The builds to serve: dist-demo and dist-prod, unless E2E_DIST / E2E_PROD_DIST name others (a
// build of one's own, e.g. when several checkouts or people test on one machine).
const DEMO_DIST = process.env.E2E_DIST ?? 'dist-demo';
// Not 4174, `npm run api`'s port: a server left running there serves dist/, which this run must not reuse.
const PROD_PORT = Number(process.env.E2E_PROD_PORT ?? 4175);
const PROD_URL = `http://127.0.0.1:${PROD_PORT}`;
const PROD_DIST = process.env.E2E_PROD_DIST ?? 'dist-prod';
const DEMO_TESTS = 'tests/e2e';
const PROD_TESTS = 'tests/e2e-production';

/** Options of `playwright test` that take the next argument as their value. */
const VALUE_OPTIONS = new Set([
  '-c',
  '--config',
  '-g',
  '--grep',
  '--grep-invert',
  '-j',
  '--workers',
  '--project',
  '--reporter',
  '--repeat-each',
  '--retries',
  '--timeout',
  '--global-timeout',
  '--max-failures',
  '--output',
  '--shard',
  '--trace',
  '--tsconfig',
  '--browser',
  '--test-list',
  '--test-list-invert',
  '--ui-host',
  '--ui-port',
]);

/**
 * Whether this run may reach a project, read from the command line as Playwright reads it:
 * `--project` names, then file filters (regular expressions over each spec's path, with an
 * optional `:line:column`). Playwright starts every `webServer` whatever the filters; each server
 * here (its own build, its own port) starts only when its project's stories can run, so that
 * `npx playwright test tests/e2e/labels.spec.ts` needs only the demo build.
 */
const runs = (project: string, testDir: string, args = process.argv.slice(2)) => {
  const projects = args.flatMap((arg, index) =>
    arg.startsWith('--project=')
      ? [arg.slice('--project='.length)]
      : arg === '--project'
        ? [args[index + 1] ?? '']
        : [],
  );
  const named = (name: string) =>
    new RegExp(
      `^${name
        .split('*')
        .map(part => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
      'i',
    ).test(project);
  if (projects.length && !projects.some(named)) return false;
  const words = args.filter((arg, index) => !arg.startsWith('-') && !VALUE_OPTIONS.has(args[index - 1] ?? ''));
  const commandAt = words.indexOf('test');
  const files = commandAt >= 0 ? words.slice(commandAt + 1) : [];
  if (!files.length) return true;
  const specs = readdirSync(testDir).map(name => resolve(testDir, name).split('\\').join('/'));
  return files.some(file => {
    const pattern = file.replace(/(:\d+){1,2}$/, '');
    const literal = pattern.match(/^\/(.*)\/([gi]*)$/);
    const expression = literal ? new RegExp(literal[1], literal[2]) : new RegExp(pattern, 'i');
    return specs.some(spec => expression.test(spec));
  });
};

const demoServer = {
  command: `node scripts/serve.mjs ${DEMO_DIST} ${DEMO_PORT}`,
  url: `${DEMO_URL}/login`,
  reuseExistingServer: !process.env.CI,
  timeout: 30_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
};

// scripts/api.mjs bundles the demo handlers for node first (a few seconds on a busy machine).
const productionServer = {
  command: `node scripts/api.mjs ${PROD_DIST} ${PROD_PORT}`,
  url: `${PROD_URL}/login`,
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
};

export default defineConfig({
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
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'demo',
      testDir: DEMO_TESTS,
      use: { baseURL: DEMO_URL, serviceWorkers: 'allow' },
    },
    {
      name: 'production',
      testDir: PROD_TESTS,
      use: { baseURL: PROD_URL, serviceWorkers: 'allow' },
    },
  ],
  webServer: [
    ...(runs('demo', DEMO_TESTS) ? [demoServer] : []),
    ...(runs('production', PROD_TESTS) ? [productionServer] : []),
  ],
});
