import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { handlers } from '../src/demo/handlers';
import { resetDemoStore } from '../src/demo/store';

// The whole app renders in jsdom behind several async steps (session, access, data): give
// findBy* queries room on a shared, busy machine.
configure({ asyncUtilTimeout: 5000 });

/** The demo API's own handlers, strict: a request no handler answers fails the test. */
export const server = setupServer(...handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  // A file run in node (`// @vitest-environment node`, e.g. tests/unit/probe) has no page to clear.
  if (typeof window === 'undefined') return void resetDemoStore();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie.split(';').forEach(cookie => {
    document.cookie = `${cookie.split('=')[0].trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  resetDemoStore();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
