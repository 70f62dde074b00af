import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AdminApp } from '../../../src/App';
import { createAppStore } from '../../../src/layout/appStore';
import { http, HttpResponse } from 'msw';
import { HttpError, localStorageStore } from 'react-admin';
import { authProvider } from '../../../src/app';
import { askLandingPageEarly, askScreenEarly } from '../../../src/app/landingPage';
import { storedListParams } from '../../../src/lib/firstPage';
import { askEarly, EARLY_FOR_MS, httpClient, tokenStorage } from '../../../src/providers/http';
import { createQueryClient } from '../../../src/layout/queryClient';
import { server } from '../../setup';
import { recordListQueries, renderApp, signInAs } from '../helpers';

/**
 * Opened on the landing list with a session, the entry asks for the first page while the app's
 * scripts load (app/landingPage.ts); the list then takes that answer instead of asking again
 * (providers/http `askEarly`), with the same parameters it would have asked with.
 */

afterEach(() => {
  server.events.removeAllListeners();
  localStorage.removeItem('RaStore.applications.listParams');
  vi.useRealTimers();
});

const address = (pathname: string, search = '') => ({ pathname, search });

describe('the landing list asked for by the entry', () => {
  it('is asked for once: the list shows the early answer', async () => {
    await signInAs('vendor');
    const queries = recordListQueries('/applications/');
    expect(askLandingPageEarly(address('/applications', '?perPage=20'))).not.toBeNull();
    renderApp('/applications?perPage=20');
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(20), { timeout: 10_000 });
    expect(queries.map(query => query.toString())).toEqual(['page=1&page_size=20&ordering=-timestamp']);
  });

  it('asks with what the store keeps when the address has no query, as the list does', async () => {
    await signInAs('vendor');
    localStorageStore().setItem('applications.listParams', {
      filter: { email: 'smith' },
      sort: 'vendor.name',
      order: 'ASC',
      page: 1,
      perPage: 20,
    });
    const queries = recordListQueries('/applications/');
    askLandingPageEarly(address('/applications'));
    // The app as the browser has it: react-admin's store in localStorage.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter(
      [{ path: '*', element: <AdminApp store={createAppStore()} queryClient={queryClient} /> }],
      { initialEntries: ['/applications'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByRole('table');
    await waitFor(() => expect(queries.length).toBeGreaterThan(0));
    expect(queries.map(query => query.toString())).toEqual(['email=smith&page=1&page_size=20&ordering=vendor__name']);
  });

  it(
    "a throttled early answer taken late: the list counts what is left of the server's wait and asks again when it is over",
    { timeout: 40_000 },
    async () => {
      await signInAs('vendor');
      const answeredAt: number[] = [];
      server.use(
        http.get('*/api/v1/applications/', () => {
          answeredAt.push(Date.now());
          return answeredAt.length === 1
            ? HttpResponse.json(
                { detail: 'Request was throttled. Expected available in 12 seconds.' },
                { status: 429, headers: { 'Retry-After': '12' } },
              )
            : HttpResponse.json({ count: 0, next: null, previous: null, results: [] });
        }),
      );
      askLandingPageEarly(address('/applications'));
      await waitFor(() => expect(answeredAt).toHaveLength(1));
      // The app's scripts take their time on a slow phone: the list mounts 3 s after the answer.
      await new Promise(resolve => setTimeout(resolve, 3_000));
      renderApp('/applications', { queryClient: createQueryClient });
      const wait = await screen.findByText(/Too many requests: try again in \d+ s/, {}, { timeout: 8_000 });
      const shownAt = Date.now();
      const shown = Number(/in (\d+) s/.exec(wait.textContent ?? '')?.[1]);
      // What is left of the 12 s from the answer, not the whole wait again from when the list saw it
      // (a second of rounding up, and up to 1.5 s for this test to read it on a busy machine).
      const left = answeredAt[0] + 12_000 - shownAt;
      expect(shown * 1000).toBeGreaterThanOrEqual(left - 100);
      expect(shown * 1000).toBeLessThan(left + 1_000 + 1_500);
      await waitFor(() => expect(answeredAt).toHaveLength(2), { timeout: 12_000 });
      // Asked again when the server said, not 12 s after the list first took the answer.
      expect(answeredAt[1] - answeredAt[0]).toBeGreaterThanOrEqual(11_950);
      expect(answeredAt[1] - answeredAt[0]).toBeLessThan(14_500);
    },
  );

  it.each([
    ['/crawlers', '/crawlers/', true],
    ['/analyses', '/analyses/', true],
    ['/labels', '/dashboard/vendors/labels/', false],
    ['/tokens', '/users/me/tokens', false],
  ])(
    "on %s asks for that list's first page, which the list then shows without asking again",
    async (path, endpoint, banks) => {
      await signInAs('vendor');
      const queries = recordListQueries(endpoint);
      const bankQueries = recordListQueries('/banks');
      const answers = askLandingPageEarly(address(path));
      expect(answers?.landing.name).toBe(path.slice(1));
      expect(answers?.banks !== null).toBe(banks);
      renderApp(path);
      await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1), { timeout: 10_000 });
      await new Promise(resolve => setTimeout(resolve, 300));
      expect(queries).toHaveLength(1);
      if (banks) expect(bankQueries).toHaveLength(1);
    },
  );

  it('asks for nothing on another address, or without a session', async () => {
    const queries = recordListQueries('/applications/');
    tokenStorage.clear();
    expect(askLandingPageEarly(address('/applications'))).toBeNull();
    await signInAs('vendor');
    expect(askLandingPageEarly(address('/webhooks'))).toBeNull();
    expect(askLandingPageEarly(address('/crawlers/abc'))).toBeNull();
    expect(askLandingPageEarly(address('/applications/12/show'))).toBeNull();
    expect(queries).toHaveLength(0);
  });

  it("reads the list's params where react-admin's browser store keeps them", () => {
    const params = { filter: { bank_id: 3 }, sort: 'timestamp', order: 'ASC', page: 2, perPage: 50 };
    localStorageStore().setItem('applications.listParams', params);
    expect(storedListParams('applications', localStorage)).toEqual(params);
    localStorage.setItem('RaStore.applications.listParams', '{not json');
    expect(storedListParams('applications', localStorage)).toBeUndefined();
  });
});

describe('askEarly (providers/http)', () => {
  const THINGS = '*/api/v1/things/';
  const count = () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/things/')) seen.push(`${request.method} ${request.url}`);
    });
    return seen;
  };

  it('hands a failure to its taker as the server said it, and the next call asks again', async () => {
    tokenStorage.set('t1');
    server.use(
      http.get(THINGS, () => HttpResponse.json({ detail: 'Not now.' }, { status: 500 }), { once: true }),
      http.get(THINGS, () => HttpResponse.json({ results: [], count: 0, next: null, previous: null })),
    );
    const seen = count();
    askEarly('things/', { page: 1 });
    const failure = await httpClient('things/', { query: { page: 1 } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 500, message: 'Not now.' });
    await httpClient('things/', { query: { page: 1 } });
    expect(seen).toHaveLength(2);
  });

  it('is not taken by another address, another verb, another token, or after EARLY_FOR_MS', async () => {
    tokenStorage.set('t1');
    server.use(http.all(THINGS, () => HttpResponse.json({ results: [], count: 0, next: null, previous: null })));
    const seen = count();
    askEarly('things/', { page: 1 });
    await httpClient('things/', { query: { page: 2 } });
    await httpClient('things/', { method: 'POST', query: { page: 1 }, body: {} });
    tokenStorage.set('t2');
    await httpClient('things/', { query: { page: 1 } });
    expect(seen).toHaveLength(4);

    vi.useFakeTimers({ shouldAdvanceTime: true });
    tokenStorage.set('t1');
    askEarly('things/', { page: 3 });
    vi.advanceTimersByTime(EARLY_FOR_MS + 1);
    await httpClient('things/', { query: { page: 3 } });
    expect(seen).toHaveLength(6);
  });
});

/**
 * Opened on a screen that describes its first GETs (app/earlyScreens.ts) by someone who may open
 * it, the entry asks for them once the identity answers (app/landingPage.ts askScreenEarly); the
 * screen's provider methods then take those answers instead of asking again.
 */
describe("a screen's first GETs asked for by the entry", () => {
  const shown = {
    rows: async () => waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(2), { timeout: 15_000 }),
    statistics: async () => screen.findByRole('table', { name: 'Analysis Statistics' }, { timeout: 15_000 }),
    tabs: async () => screen.findAllByRole('tab', {}, { timeout: 15_000 }),
    metrics: async () => screen.findAllByRole('table', {}, { timeout: 15_000 }),
    dieds: async () =>
      screen.findByText('Choose at least one vendor to see the crawlers that died.', {}, { timeout: 15_000 }),
  };

  it.each([
    ['/bankmodules', ['/api/v1/bank/', '/api/v1/bank/ratios/'], shown.rows],
    ['/analysis-stats', ['/api/v1/analyses/statistics/'], shown.statistics],
    ['/settings/email', ['/api/v1/users/me/vendor/settings'], shown.tabs],
    ['/metricmodules', ['/api/v1/metrics/statuses/', '/api/v1/users/vendors'], shown.metrics],
    ['/dieds', ['/api/v1/users/vendors'], shown.dieds],
  ] as const)('staff on %s: asked for before the screen loads, asked once', async (path, endpoints, isShown) => {
    await signInAs('staff');
    const asked = endpoints.map(endpoint => recordListQueries(endpoint));
    // As the entry does (main.tsx): the landing list's page (Bank Modules is one), then the screen's other GETs.
    const landing = askLandingPageEarly(address(path));
    const early = askScreenEarly(address(path), authProvider);
    expect(early).not.toBeNull();
    await Promise.all([early, landing?.list]);
    // Asked now, before the app is rendered at all.
    await waitFor(() => asked.forEach(queries => expect(queries).toHaveLength(1)));
    renderApp(path);
    await isShown();
    await new Promise(resolve => setTimeout(resolve, 500));
    asked.forEach(queries => expect(queries).toHaveLength(1));
  });

  it("staff whose level this browser knows: the staff list and the screen's GETs are asked at once, not after the identity", async () => {
    await signInAs('staff');
    // An earlier start of the app on this token read the identity (kept as a hint: knownLevel).
    await authProvider.level();
    const level = vi.spyOn(authProvider, 'level');
    const banks = recordListQueries('/api/v1/bank/');
    const ratios = recordListQueries('/api/v1/bank/ratios/');
    const landing = askLandingPageEarly(address('/bankmodules'));
    await askScreenEarly(address('/bankmodules'), authProvider);
    expect(level).not.toHaveBeenCalled();
    await landing?.list;
    expect(banks).toHaveLength(1);
    await waitFor(() => expect(ratios).toHaveLength(1));
  });

  it('a vendor on /bankmodules asks for nothing: the screen refuses them without asking', async () => {
    await signInAs('vendor');
    const banks = recordListQueries('/api/v1/bank/');
    const ratios = recordListQueries('/api/v1/bank/ratios/');
    const landing = askLandingPageEarly(address('/bankmodules'));
    await askScreenEarly(address('/bankmodules'), authProvider);
    // The list's page is refused to the preview (which then draws nothing), never asked.
    await expect(landing?.list).rejects.toThrow();
    renderApp('/bankmodules');
    await screen.findByText(/not authori[sz]ed|You do not have/i, {}, { timeout: 15_000 });
    await new Promise(resolve => setTimeout(resolve, 300));
    expect(banks).toHaveLength(0);
    expect(ratios).toHaveLength(0);
  });

  it('asks for nothing when the identity fails, nor without a session, nor on a screen with no first GETs', async () => {
    await signInAs('staff');
    const banks = recordListQueries('/api/v1/bank/');
    server.use(http.get('*/api/v1/users/me/detailed', () => HttpResponse.json({ detail: 'down' }, { status: 500 })));
    await askScreenEarly(address('/bankmodules'), authProvider);
    await expect(askLandingPageEarly(address('/bankmodules'))?.list).rejects.toThrow();
    expect(askScreenEarly(address('/regex'), authProvider)).toBeNull();
    tokenStorage.clear();
    expect(askScreenEarly(address('/bankmodules'), authProvider)).toBeNull();
    await new Promise(resolve => setTimeout(resolve, 300));
    expect(banks).toHaveLength(0);
  });
});
