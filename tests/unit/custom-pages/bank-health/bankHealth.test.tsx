import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { memoryStore } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AdminApp } from '../../../../src/App';
import { buildEndpointMap } from '../../../../src/lib/accessTable';
import { createDataProvider } from '../../../../src/providers';
import { resources } from '../../../../src/resources';
import { server } from '../../../setup';
import { drfPage, signInAs } from '../../helpers';

/** The app with a dataProvider of its own: the bank-modules list is kept a minute by a dataProvider. */
const renderApp = (path: string) => {
  const App = () => {
    const [store] = useState(() => memoryStore());
    const [queryClient] = useState(
      () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
    );
    const [dataProvider] = useState(() => createDataProvider(buildEndpointMap(resources)));
    return <AdminApp store={store} queryClient={queryClient} dataProvider={dataProvider} />;
  };
  const router = createMemoryRouter([{ path: '*', element: <App /> }], { initialEntries: [path] });
  return { ...render(<RouterProvider router={router} />), router };
};

const BANK = '*/api/v1/bank/';
const RATIOS = '*/api/v1/bank/ratios/';
const CRAWLERS = '*/api/v1/crawlers/';
const LOOKUP = '*/api/v1/applications/lookup/';
const APPLICATION = '*/api/v1/applications/:id/';
const RECRAWL = '*/applications/:id/recrawl/';

const module = (id: number, name: string, overrides: Record<string, unknown> = {}) => ({
  id,
  name,
  country_code: 'AU',
  module: true,
  cache_seed: false,
  is_offline: false,
  totals: 100,
  completeds: 0,
  dieds: 0,
  faileds: 0,
  has_balances: true,
  has_transactions: true,
  has_estatements: false,
  has_interimstatements: false,
  has_detailedaccounts: false,
  failed_warn_threshold: '0.50',
  died_warn_threshold: '0.30',
  died_offline_threshold: '1.20',
  back_onlined_timestamp: null,
  died_timestamp: null,
  died_warning_timestamp: null,
  failed_warning_timestamp: null,
  ...overrides,
});

const ratio = (id: number, died: number, failed: number) => ({
  id,
  total: 100,
  completed: 100 - died - failed,
  died,
  failed,
  timedout: 0,
});

const run = (uuid: string, status = 'FAILED') => ({
  uuid,
  status,
  timestamp: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
  error: { code: 'BANK_UNAVAILABLE', message: 'The bank site answered with a maintenance page' },
  bank: 'Bank',
  vendor_label: 'acme',
});

/**
 * Three banks: Alpha online (no share over its thresholds), Bravo offline since a died timestamp,
 * Charlie in warning (failed 60 % against 50 %). Alpha has four failed runs of the last day, Bravo
 * two. `bravoOnline()` switches Bravo back, as PATCH bank/ would.
 */
const useBanks = () => {
  let bravoOffline = true;
  const patches: Record<string, unknown>[] = [];
  const crawlerQueries: URLSearchParams[] = [];
  const bravo = () =>
    module(2, 'Bravo Bank', {
      country_code: 'NZ',
      is_offline: bravoOffline,
      died_timestamp: '2026-11-26T05:00:00Z',
      back_onlined_timestamp: bravoOffline ? '2026-11-01T05:00:00Z' : '2026-11-27T05:00:00Z',
    });
  server.use(
    http.get(BANK, () => HttpResponse.json(drfPage([module(1, 'Alpha Bank'), bravo(), module(3, 'Charlie Bank')]))),
    http.patch(BANK, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      patches.push(body);
      if (body.id === 2 && body.is_offline === false) bravoOffline = false;
      return HttpResponse.json(bravo());
    }),
    http.get(RATIOS, () => HttpResponse.json(drfPage([ratio(1, 5, 10), ratio(2, 25, 10), ratio(3, 5, 60)]))),
    http.get(CRAWLERS, ({ request }) => {
      const query = new URL(request.url).searchParams;
      crawlerQueries.push(query);
      const bank = query.get('bank_id');
      const rows =
        bank === '1'
          ? ['r1', 'r2', 'r3', 'r4'].map(uuid => run(uuid))
          : bank === '2'
            ? [run('b1', 'DIED'), run('b2')]
            : [];
      return HttpResponse.json(drfPage(rows));
    }),
    http.get(LOOKUP, ({ request }) => {
      const uuid = new URL(request.url).searchParams.get('crawler_uuid') ?? '';
      return HttpResponse.json(drfPage([{ id: 100 + Number(uuid.slice(1)), vendor_label: 'acme' }]));
    }),
    http.get(APPLICATION, ({ params }) =>
      HttpResponse.json({
        id: Number(params.id),
        vendor_label: 'acme',
        options: { transactions: true, analysis: true },
        profiles: [],
      }),
    ),
  );
  return { patches, crawlerQueries };
};

const card = async (name: string) => {
  const heading = await screen.findByRole('button', { name: `Open the bank module of ${name}` }, { timeout: 20_000 });
  return heading.closest('article') as HTMLElement;
};

afterEach(() => server.events.removeAllListeners());

describe('Bank health', { timeout: 60_000 }, () => {
  it('shows each bank online, in warning or offline by its own thresholds, worst first, with why and since when', async () => {
    useBanks();
    await signInAs('staff');
    renderApp('/bank-health');
    expect(
      await screen.findByText('3 banks: 1 offline, 1 in warning, 1 online.', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    const names = screen
      .getAllByRole('button', { name: /^Open the bank module of / })
      .map(button => button.textContent);
    expect(names).toEqual(['Bravo Bank', 'Charlie Bank', 'Alpha Bank']);

    const bravo = await card('Bravo Bank');
    expect(within(bravo).getByText('Offline')).toBeInTheDocument();
    expect(within(bravo).getByText(/^Offline since /)).toBeInTheDocument();
    expect(within(bravo).getByText('Switched offline (the bank module is not enabled)')).toBeInTheDocument();

    const charlie = await card('Charlie Bank');
    expect(within(charlie).getByText('Warning')).toBeInTheDocument();
    expect(
      within(charlie).getByText('Failed 60% of crawls: at or over its warning threshold of 50%'),
    ).toBeInTheDocument();

    const alpha = await card('Alpha Bank');
    expect(within(alpha).getByText('Online')).toBeInTheDocument();
    expect(within(alpha).getByText('Every share is under its thresholds.')).toBeInTheDocument();
  });

  it("lists an offline bank's failed runs of the last 24 hours with Recrawl affected disabled and why", async () => {
    const { crawlerQueries } = useBanks();
    await signInAs('staff');
    renderApp('/bank-health');
    const bravo = await card('Bravo Bank');
    expect(await within(bravo).findByText('2 runs failed in the last 24 hours')).toBeInTheDocument();
    expect(within(bravo).getByRole('link', { name: 'Crawler log of run b1' })).toHaveAttribute('href', '/crawler/b1');
    const recrawl = within(bravo).getByRole('button', { name: /^Recrawl affected: 2 runs \(at most 20\)$/ });
    expect(recrawl).toBeDisabled();
    expect(recrawl).toHaveAccessibleDescription(
      'Recrawl is off while the bank is offline: switch it back online first.',
    );
    const query = crawlerQueries.find(params => params.get('bank_id') === '2')!;
    expect(query.getAll('status').join(',')).toBe('FAILED,DIED,TIMEDOUT');
    const since = Date.parse(query.get('timestamp') ?? '');
    expect(Date.now() - since).toBeGreaterThan(23.9 * 3600_000);
    expect(Date.now() - since).toBeLessThan(24.1 * 3600_000);
  });

  it('enables Recrawl affected once the bank is switched back online in its bank-module dialog', async () => {
    const { patches } = useBanks();
    const user = userEvent.setup({ delay: null });
    await signInAs('staff');
    renderApp('/bank-health');
    const bravo = await card('Bravo Bank');
    expect(await within(bravo).findByRole('button', { name: /^Recrawl affected/ })).toBeDisabled();
    await user.click(within(bravo).getByRole('button', { name: 'Open the bank module of Bravo Bank' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('switch', { name: /online/i }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches).toEqual([{ id: 2, is_offline: false }]);
    await waitFor(() => expect(within(bravo).getByText('Online')).toBeInTheDocument(), { timeout: 10_000 });
    expect(within(bravo).getByRole('button', { name: /^Recrawl affected/ })).toBeEnabled();
  });

  it('recrawls the failed runs with 90/90, one call a run, and says each outcome: a 500 fails its row, a 429 waits and retries', async () => {
    useBanks();
    const bodies: Record<string, unknown>[] = [];
    let throttled = false;
    server.use(
      http.post(RECRAWL, async ({ request, params }) => {
        const body = (await request.json()) as Record<string, unknown>;
        if (params.id === '102') return HttpResponse.json({ detail: 'The crawler service failed.' }, { status: 500 });
        if (params.id === '103' && !throttled) {
          throttled = true;
          return HttpResponse.json(
            { detail: 'Request was throttled. Expected available in 1 second.' },
            { status: 429, headers: { 'Retry-After': '1' } },
          );
        }
        bodies.push(body);
        return HttpResponse.json({ detail: 'Recrawl started' });
      }),
    );
    const user = userEvent.setup({ delay: null });
    await signInAs('staff');
    renderApp('/bank-health');
    const alpha = await card('Alpha Bank');
    await user.click(within(alpha).getByRole('button', { name: 'Show the failed runs of Alpha Bank' }));
    const recrawl = await within(alpha).findByRole('button', { name: 'Recrawl affected: 4 runs (at most 20)' });
    expect(recrawl).toBeEnabled();
    await user.click(recrawl);
    const outcome = await within(alpha).findByRole('region', { name: 'Recrawl of the failed runs of Alpha Bank' });
    await waitFor(() => expect(within(outcome).getByRole('status')).toHaveTextContent('3 done, 1 failed, 0 skipped'), {
      timeout: 10_000,
    });
    const row = (uuid: string) =>
      within(outcome)
        .getByText(new RegExp(`^Run ${uuid}: `))
        .closest('li')!;
    expect(row('r1')).toHaveAttribute('data-state', 'done');
    expect(row('r2')).toHaveAttribute('data-state', 'failed');
    expect(row('r2')).toHaveTextContent('The crawler service failed.');
    expect(row('r3')).toHaveAttribute('data-state', 'done');
    expect(row('r4')).toHaveAttribute('data-state', 'done');
    expect(bodies.map(body => body.crawler_uuid).sort()).toEqual(['r1', 'r3', 'r4']);
    expect(bodies.find(body => body.crawler_uuid === 'r1')).toMatchObject({
      id: 101,
      vendorref: 'acme',
      days_to_retrieve: 90,
      days_to_display: 90,
      transactions: true,
      analysis: true,
    });
  });

  it('stops and says no success when a recrawl meets 403: the session ends', async () => {
    useBanks();
    server.use(
      http.post(RECRAWL, () =>
        HttpResponse.json({ detail: 'Authentication credentials were not provided.' }, { status: 403 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    await signInAs('staff');
    const { router } = renderApp('/bank-health');
    const alpha = await card('Alpha Bank');
    await user.click(within(alpha).getByRole('button', { name: 'Show the failed runs of Alpha Bank' }));
    await user.click(await within(alpha).findByRole('button', { name: /^Recrawl affected/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 10_000 });
    // No row says it was done, and nothing says a recrawl started.
    expect(document.querySelector('li[data-state="done"]')).toBeNull();
    expect(screen.queryByText(/^[1-9]\d* done/)).not.toBeInTheDocument();
    expect(screen.queryByText('Recrawl started')).not.toBeInTheDocument();
  });

  it('filters by state and country', async () => {
    useBanks();
    const user = userEvent.setup({ delay: null });
    await signInAs('staff');
    renderApp('/bank-health');
    await card('Alpha Bank');
    await user.click(screen.getByRole('combobox', { name: /^State/ }));
    await user.click(await screen.findByRole('option', { name: 'Warning' }));
    expect(screen.getByText('Showing 1 of 3 banks.')).toBeInTheDocument();
    expect(
      screen.getAllByRole('article').map(article => within(article).getAllByRole('button')[0].textContent),
    ).toEqual(['Charlie Bank']);
    await user.click(screen.getByRole('combobox', { name: /^Country/ }));
    await user.click(await screen.findByRole('option', { name: 'NZ' }));
    expect(screen.getByText('No bank matches these filters.')).toBeInTheDocument();
  });

  it('says when there are no bank modules', async () => {
    server.use(http.get(BANK, () => HttpResponse.json(drfPage([]))));
    await signInAs('staff');
    renderApp('/bank-health');
    expect(await screen.findByText('There are no bank modules.', {}, { timeout: 20_000 })).toBeInTheDocument();
  });

  it("shows the server's message and a Retry when the banks cannot be read", async () => {
    let fail = true;
    server.use(
      http.get(BANK, () =>
        fail
          ? HttpResponse.json({ detail: 'The database is being upgraded.' }, { status: 500 })
          : HttpResponse.json(drfPage([module(1, 'Alpha Bank')])),
      ),
      http.get(RATIOS, () => HttpResponse.json(drfPage([ratio(1, 0, 0)]))),
    );
    const user = userEvent.setup({ delay: null });
    await signInAs('staff');
    renderApp('/bank-health');
    expect(
      await screen.findByText(
        'The banks could not be loaded: The database is being upgraded.',
        {},
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('There are no bank modules.')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await card('Alpha Bank')).toBeInTheDocument();
  });

  it("shows a bank's failed runs error with the server's message and a Retry", async () => {
    useBanks();
    let fail = true;
    server.use(
      http.get(CRAWLERS, () =>
        fail
          ? HttpResponse.json({ detail: 'Crawler list unavailable.' }, { status: 503 })
          : HttpResponse.json(drfPage([run('b1')])),
      ),
    );
    const user = userEvent.setup({ delay: null });
    await signInAs('staff');
    renderApp('/bank-health');
    const bravo = await card('Bravo Bank');
    expect(
      await within(bravo).findByText('The failed runs could not be loaded: Crawler list unavailable.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(within(bravo).getByRole('button', { name: 'Retry' }));
    expect(await within(bravo).findByText('1 run failed in the last 24 hours')).toBeInTheDocument();
  });
});
