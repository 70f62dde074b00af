import { useState } from 'react';
import { HttpResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { createMemoryRouter } from 'react-router-dom';
import { AppRouterProvider } from '../../src/app/AppRouterProvider';
import { AdminApp } from '../../src/App';
import { screenMessages } from '../../src/i18n/screens';
import { resourceMessages } from '../../src/lib/registry';
import { resources } from '../../src/resources';
import { i18nProvider as appI18nProvider } from '../../src/providers/i18nProvider';
import { server } from '../setup';

export { DEMO_PASSWORD, signInAs, type DemoAccount } from './signIn';

/**
 * The catalogue as a signed-in screen sees it, for tests that render a component outside the app:
 * the shell's messages plus every screen's and resource's, which the app adds when the signed-in part loads
 * (src/AdminUI.tsx). Tests through `renderApp` get them the app's own way.
 */
export const screenI18nProvider = (() => {
  for (const messages of screenMessages) appI18nProvider.addMessages(messages);
  appI18nProvider.addMessages(resourceMessages(resources));
  return appI18nProvider;
})();

/**
 * The whole app at `path`, in a memory data router, with a fresh store and a QueryClient that
 * never retries (react-query's retries would make every error test wait seconds), unless the test
 * brings its own (`queryClient`, the app's retry policy under test).
 */
export const renderApp = (path = '/', { queryClient }: { queryClient?: () => QueryClient } = {}) => {
  const router = createMemoryRouter([{ path: '*', element: <AdminAppUnderTest queryClient={queryClient} /> }], {
    initialEntries: [path],
  });
  const view = render(<AppRouterProvider router={router} />);
  return { ...view, router };
};

const AdminAppUnderTest = ({ queryClient: makeQueryClient }: { queryClient?: () => QueryClient }) => {
  const [store] = useState(() => memoryStore());
  const [queryClient] = useState(
    makeQueryClient ??
      (() => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })),
  );
  return <AdminApp store={store} queryClient={queryClient} />;
};

/** A DRF page of `results` (docs/product.md, decision 5), for `server.use` answers. */
export const drfPage = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

/**
 * A DRF list of `pages` pages with one row each, `next` linking page to page: past the 20 pages the
 * client reads in full (pages.ts MAX_PAGES) when `pages` is 21, so the list comes back cut.
 */
export const onePerPage =
  (row: (page: number) => unknown, pages = 21) =>
  ({ request }: { request: Request }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
    const next = page < pages ? new URL(`?page=${page + 1}`, request.url).href : null;
    return HttpResponse.json({ count: pages, next, previous: null, results: [row(page)] });
  };

/** The query strings of the GET requests whose path ends with `pathEnd`, as the app sends them. */
export const recordListQueries = (pathEnd: string) => {
  const queries: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname.endsWith(pathEnd)) queries.push(url.searchParams);
  });
  return queries;
};

/**
 * Answers the window's media queries with `matches(query)` (jsdom has none) until the returned
 * function restores what was there.
 */
export const mockMatchMedia = (matches: (query: string) => boolean) => {
  const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
  return () => {
    if (original) Object.defineProperty(window, 'matchMedia', original);
    else delete (window as { matchMedia?: unknown }).matchMedia;
  };
};

/**
 * Makes the window a phone for MUI's media queries (below `sm`: lists show cards) until the
 * returned function restores it. jsdom has no layout, so `max-width` queries match and others not.
 */
export const asPhone = () => mockMatchMedia(query => query.includes('max-width'));
