import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../setup';
import { asPhone, recordListQueries, renderApp, signInAs } from '../../helpers';

const region = (name: string) => screen.findByRole('region', { name }, { timeout: 25_000 });

afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

// Slowest test alone 5.9 s (4.2 s on a second run) with the machine at load 7 on 2 cores: about 4x that.
describe('Summary', { timeout: 24_000 }, () => {
  it('asks for the last day at UTC+10 and shows both charts, their table view and the vendor stats', async () => {
    const stats = recordListQueries('dashboard/vendors/stats/');
    await signInAs('vendor');
    renderApp('/summary');
    const applications = await region('Applications');
    // A fixed-size chart (no ResponsiveContainer) draws in jsdom too.
    await waitFor(() => expect(applications.querySelector('svg.recharts-surface')).not.toBeNull());
    const figure = within(applications).getByRole('img');
    expect(figure.getAttribute('aria-label')).toMatch(
      /^Applications, \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}: Total \d+, Analysed \d+, Finalised \d+\.$/,
    );

    const crawlers = await region('Crawlers');
    await waitFor(() => expect(crawlers.querySelector('svg.recharts-surface')).not.toBeNull());
    // Each status has its own fill pattern besides its colour.
    expect(crawlers.querySelectorAll('pattern')).toHaveLength(6);

    expect(stats.length).toBeGreaterThan(0);
    const start = stats[0].get('start_date')!;
    const end = stats[0].get('end_date')!;
    expect(start).toMatch(/\+10:00$/);
    expect(Date.parse(end) - Date.parse(start)).toBe(24 * 3_600_000);

    fireEvent.click(within(applications).getByRole('button', { name: 'Table' }));
    const table = within(applications).getByRole('table', { name: 'Applications by period' });
    const rows = within(table).getAllByRole('row');
    // Header, 24 or 25 hours, the whole-range totals.
    expect(rows.length).toBeGreaterThanOrEqual(26);
    expect(within(table).getByRole('rowheader', { name: 'Whole range' })).toBeInTheDocument();
    expect(within(applications).queryByRole('img')).toBeNull();

    const statsRegion = await region('Vendor stats');
    expect(await within(statsRegion).findByText('Acme Lending')).toBeInTheDocument();
    expect(within(statsRegion).getByRole('columnheader', { name: /Timed out/ })).toBeInTheDocument();
  });

  it('shows the vendor stats as a card a vendor on a phone, every count in words', async () => {
    const restore = asPhone();
    try {
      await signInAs('vendor');
      renderApp('/summary');
      const statsRegion = await region('Vendor stats');
      const name = await within(statsRegion).findByText('Acme Lending', {}, { timeout: 15_000 });
      expect(within(statsRegion).queryByRole('table')).not.toBeInTheDocument();
      const card = name.closest('li')!;
      expect(within(card).getByText(/^Total \d+ · Finalised \d+ · Completed \d+$/)).toBeInTheDocument();
      expect(within(card).getByText(/^Crawls \d+ · Died \d+ · Failed \d+ · Timed out \d+$/)).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('reads the range from the address, asks for those UTC+10 days, and writes a new one there', async () => {
    const stats = recordListQueries('dashboard/vendors/stats/');
    await signInAs('vendor');
    const { router } = renderApp('/summary?from=2026-11-01&to=2026-11-03');
    await region('Applications');
    await waitFor(() => expect(stats.length).toBeGreaterThan(0));
    expect(stats[0].get('start_date')).toBe('2026-11-01T00:00:00+10:00');
    expect(stats[0].get('end_date')).toBe('2026-11-03T23:59:59+10:00');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(screen.getByText('2026-11-01 to 2026-11-03 (UTC+10)')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-10-01&to=2026-11-03'));
    await waitFor(() =>
      expect(stats.some(query => query.get('start_date') === '2026-10-01T00:00:00+10:00')).toBe(true),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Last day' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says why a range cannot be shown and asks nothing for it', async () => {
    const stats = recordListQueries('dashboard/vendors/stats/');
    await signInAs('vendor');
    renderApp('/summary?from=2026-11-05&to=2026-11-01');
    expect(
      await screen.findByText('The end date must not be before the start date.', {}, { timeout: 10000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Applications' })).toBeNull();
    expect(stats).toHaveLength(0);
  });

  it('shows "No data available" for an empty window', async () => {
    server.use(
      http.get('*/api/v1/dashboard/vendors/applications/', () => HttpResponse.json({ results: [] })),
      http.get('*/api/v1/dashboard/vendors/crawlers/', () => HttpResponse.json({ results: [] })),
      http.get('*/api/v1/dashboard/vendors/stats/', () =>
        HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
      ),
    );
    await signInAs('vendor');
    renderApp('/summary');
    expect(await within(await region('Applications')).findByText('No data available')).toBeInTheDocument();
    expect(within(await region('Crawlers')).getByText('No data available')).toBeInTheDocument();
    expect(await within(await region('Vendor stats')).findByText('No data available')).toBeInTheDocument();
  });

  it('shows a failed block with a retry and the error toast, and the other blocks still', async () => {
    let fail = true;
    server.use(
      http.get('*/api/v1/dashboard/vendors/stats/', () =>
        fail
          ? HttpResponse.json({ detail: 'Stats are down' }, { status: 500 })
          : HttpResponse.json({
              count: 1,
              next: null,
              previous: null,
              results: [{ id: 1, contact_name: 'Victoria Reid', total: 3 }],
            }),
      ),
    );
    await signInAs('vendor');
    renderApp('/summary');
    const statsRegion = await region('Vendor stats');
    expect(await within(statsRegion).findByText('The vendor stats could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('An error occured: Stats are down')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Applications' }).querySelector('svg')).not.toBeNull(),
    );
    fail = false;
    fireEvent.click(within(statsRegion).getByRole('button', { name: 'Retry' }));
    // A backend that names the column contact_name still fills Name.
    expect(await within(statsRegion).findByText('Victoria Reid')).toBeInTheDocument();
  });

  it('refreshes every 60 s with the window moved on, and not while paused', async () => {
    const stats = recordListQueries('dashboard/vendors/stats/');
    await signInAs('vendor');
    renderApp('/summary');
    await region('Vendor stats');
    await waitFor(() => expect(stats).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Pause updates' }));
    expect(screen.getByText('Updates paused')).toBeInTheDocument();
    // react-query refreshes on setInterval, set again on resume: fake it (and the clock) from here on.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    fireEvent.click(screen.getByRole('button', { name: 'Resume updates' }));
    expect(screen.getByText('Live updates')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(61_000));
    await waitFor(() => expect(stats).toHaveLength(2));
    expect(Date.parse(stats[1].get('end_date')!) - Date.parse(stats[0].get('end_date')!)).toBeGreaterThanOrEqual(
      60_000,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Pause updates' }));
    expect(screen.getByText('Updates paused')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(130_000));
    expect(stats).toHaveLength(2);
  });
});
