import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { STATISTICS_VOLUME_KEY } from '../../../../src/demo/handlers/analyses';
import { tokenStorage } from '../../../../src/providers/http';
import { server } from '../../../setup';
import { renderApp, signInAs } from '../../helpers';

/** The demo's statistics: `rows` rows in pages of `pageSize` (the demo's volume switch). */
const volume = (rows: number, pageSize: number) =>
  window.localStorage.setItem(STATISTICS_VOLUME_KEY, JSON.stringify({ rows, pageSize }));

const table = () => screen.findByRole('table', { name: 'Analysis Statistics' }, { timeout: 20_000 });
const bodyRows = (element: HTMLElement) => within(element).getAllByRole('row').slice(2);
const shown = () => screen.getByTestId('stats-shown').textContent;

// These screens load the demo's activity tables (thousands of rows) and answer slowly on a busy
// machine: each wait gets 15 s (tests/setup.ts gives 5 s), each test up to 90 s.
configure({ asyncUtilTimeout: 15_000 });

describe('Analysis Stats', { timeout: 90_000 }, () => {
  it('loads page after page with "Load More Data" until "All data loaded", saying how far it got', async () => {
    await signInAs('staff');
    volume(12, 5);
    renderApp('/analysis-stats');
    const grid = await table();
    expect(screen.getByRole('heading', { level: 1, name: 'Analysis Statistics' })).toBeInTheDocument();
    expect(bodyRows(grid)).toHaveLength(5);
    // Start Time cut to 19 characters.
    expect(within(bodyRows(grid)[0]).getAllByRole('cell')[0].textContent).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(shown()).toBe('5 of 5 loaded rows shown (12 in all)');
    fireEvent.click(screen.getByRole('button', { name: 'Load More Data' }));
    expect(await screen.findByText('Data has downloaded successfully (2/3)')).toBeInTheDocument();
    await waitFor(() => expect(shown()).toBe('10 of 10 loaded rows shown (12 in all)'));
    fireEvent.click(await screen.findByRole('button', { name: 'Load More Data' }));
    expect(await screen.findByText('There is no more data to download')).toBeInTheDocument();
    expect(await screen.findByText('All data loaded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More Data' })).not.toBeInTheDocument();
    expect(shown()).toBe('12 of 12 loaded rows shown (12 in all)');
    expect(bodyRows(grid)).toHaveLength(12);
  }, 90_000);

  it('filters and sorts every loaded row on the client, pages 50/100/200, and charts the same numbers as a table', async () => {
    await signInAs('staff');
    volume(70, 40);
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('analyses/statistics')) requests.push(request.url);
    });
    renderApp('/analysis-stats');
    const grid = await table();
    fireEvent.click(screen.getByRole('button', { name: 'Load More Data' }));
    await screen.findByText('All data loaded');
    expect(requests).toHaveLength(2);
    // 50 rows a page, then 100 shows all 70 loaded rows.
    expect(bodyRows(grid)).toHaveLength(50);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Rows per page/ }));
    expect((await screen.findAllByRole('option')).map(option => option.textContent)).toEqual(['50', '100', '200']);
    fireEvent.click(screen.getByRole('option', { name: '100' }));
    await waitFor(() => expect(bodyRows(grid)).toHaveLength(70));
    // Filter by one bank: only its rows, and the chart's table agrees.
    const bankFilter = screen.getByRole('combobox', { name: 'Filter Bank' });
    fireEvent.mouseDown(bankFilter);
    fireEvent.click(bankFilter);
    const options = await screen.findAllByRole('option');
    const bank = options[0].textContent!;
    fireEvent.click(options[0]);
    await waitFor(() =>
      bodyRows(grid).forEach(row => expect(within(row).getAllByRole('cell')[1]).toHaveTextContent(bank)),
    );
    const kept = bodyRows(grid).length;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(70);
    expect(shown()).toBe(`${kept} of 70 loaded rows shown (70 in all)`);
    // No new request: the filter works on what is loaded.
    expect(requests).toHaveLength(2);
    // Sort by Transactions, descending on the second click.
    const sortBy = screen.getByRole('button', { name: 'Transactions' });
    fireEvent.click(sortBy);
    fireEvent.click(sortBy);
    const counts = bodyRows(grid).map(row => Number(within(row).getAllByRole('cell')[5].textContent));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // Each row's percentages follow the rule.
    for (const row of bodyRows(grid)) {
      const cells = within(row)
        .getAllByRole('cell')
        .map(cell => Number(cell.textContent));
      const [transactions, typeCount, typePct, categoryCount, categoryPct] = cells.slice(5);
      expect(typePct).toBe(transactions ? Math.round((100 * typeCount) / transactions) : 0);
      expect(categoryPct).toBe(transactions ? Math.round((100 * categoryCount) / transactions) : 0);
    }
    // The chart, and its numbers as a table reachable by keyboard.
    expect(screen.getByRole('img', { name: /Bar chart of unidentified transaction/ })).toBeInTheDocument();
    const asTable = screen.getByRole('button', { name: 'Table' });
    asTable.focus();
    fireEvent.click(asTable);
    const chartTable = await screen.findByRole('table', { name: 'Unidentified transactions by bank' });
    const chartRows = within(chartTable).getAllByRole('row').slice(1);
    expect(chartRows).toHaveLength(1);
    expect(within(chartRows[0]).getByRole('rowheader')).toHaveTextContent(bank);
    expect(within(chartRows[0]).getAllByRole('cell')[0]).toHaveTextContent(String(kept));
  }, 90_000);

  it('says "No data available" when there are no statistics', async () => {
    await signInAs('staff');
    volume(0, 50);
    renderApp('/analysis-stats');
    expect(await within(await table()).findByText('No data available')).toBeInTheDocument();
    expect(screen.getByText('All data loaded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More Data' })).not.toBeInTheDocument();
  });

  it('shows why the first page failed, with a Retry that loads it', async () => {
    await signInAs('staff');
    volume(30, 50);
    let fail = true;
    let answer: () => void = () => {};
    const gate = new Promise<void>(resolve => (answer = resolve));
    server.use(
      http.get('*/api/v1/analyses/statistics/', async () => {
        await gate;
        return fail ? HttpResponse.json({ detail: 'Statistics are down' }, { status: 500 }) : undefined;
      }),
    );
    renderApp('/analysis-stats');
    expect(await screen.findByText('Loading Data...', {}, { timeout: 20_000 })).toBeInTheDocument();
    answer();
    expect(
      await screen.findByText(
        'The analysis statistics could not be loaded: Statistics are down',
        {},
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(bodyRows(await table())).toHaveLength(30);
  });

  it('follows a next link without a page number by the link itself; a failed later page keeps the rows', async () => {
    await signInAs('staff');
    const row = {
      start_time: '2026-01-02T03:04:05.123Z',
      bank: 'ANZ',
      label_name: 'acme-web',
      account_id: 7,
      type: 'savings',
      transaction_count: 8,
      unidentified_transaction_type_count: 1,
      unidentified_transaction_category_count: 0,
    };
    const asked: string[] = [];
    server.use(
      http.get('*/api/v1/analyses/statistics/', ({ request }) => {
        const url = new URL(request.url);
        asked.push(`${url.pathname}${url.search}`);
        const cursor = url.searchParams.get('cursor');
        // A relative link with a cursor, not a page number.
        if (!cursor)
          return HttpResponse.json({ count: 3, next: '/api/v1/analyses/statistics/?cursor=b', results: [row] });
        if (cursor === 'b' && asked.length === 2) return HttpResponse.json({ detail: 'Timed out' }, { status: 500 });
        if (cursor === 'b')
          return HttpResponse.json({ count: 3, next: '?cursor=c', results: [{ ...row, account_id: 8 }] });
        return HttpResponse.json({ count: 3, next: null, results: [{ ...row, account_id: 9 }] });
      }),
    );
    renderApp('/analysis-stats');
    const grid = await table();
    expect(within(bodyRows(grid)[0]).getAllByRole('cell')[0]).toHaveTextContent(/^2026-01-02T03:04:05$/);
    expect(within(bodyRows(grid)[0]).getAllByRole('cell')[7]).toHaveTextContent(/^13$/);
    fireEvent.click(screen.getByRole('button', { name: 'Load More Data' }));
    expect(await screen.findByText('An error occured: Timed out')).toBeInTheDocument();
    expect(bodyRows(grid)).toHaveLength(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Load More Data' }));
    await waitFor(() => expect(bodyRows(grid)).toHaveLength(2));
    fireEvent.click(await screen.findByRole('button', { name: 'Load More Data' }));
    expect(await screen.findByText('All data loaded')).toBeInTheDocument();
    expect(bodyRows(grid)).toHaveLength(3);
    expect(asked).toEqual([
      '/api/v1/analyses/statistics/',
      '/api/v1/analyses/statistics/?cursor=b',
      '/api/v1/analyses/statistics/?cursor=b',
      '/api/v1/analyses/statistics/?cursor=c',
    ]);
    expect(screen.queryByText('There has been an error. Please refresh and try again.')).not.toBeInTheDocument();
  });

  it('does not follow a next link on another host: it says so and keeps the rows', async () => {
    await signInAs('staff');
    const row = {
      start_time: '2026-01-02T03:04:05.123Z',
      bank: 'ANZ',
      label_name: 'acme-web',
      account_id: 7,
      type: 'savings',
      transaction_count: 8,
      unidentified_transaction_type_count: 1,
      unidentified_transaction_category_count: 0,
    };
    let calls = 0;
    server.use(
      http.get('*/api/v1/analyses/statistics/', () => {
        calls += 1;
        return HttpResponse.json({
          count: 3,
          next: 'https://elsewhere.example.org/api/v1/analyses/statistics/?page=2',
          results: [row],
        });
      }),
    );
    renderApp('/analysis-stats');
    const grid = await table();
    expect(bodyRows(grid)).toHaveLength(1);
    expect(
      await screen.findByText(
        'The server sent the next page on another address, which is not followed: what was loaded is shown.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More Data' })).not.toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('says the wait of a throttled page (429 with Retry-After) and asks nothing again by itself', async () => {
    await signInAs('staff');
    const row = {
      start_time: '2026-01-02T03:04:05.123Z',
      bank: 'ANZ',
      label_name: 'acme-web',
      account_id: 7,
      type: 'savings',
      transaction_count: 8,
      unidentified_transaction_type_count: 1,
      unidentified_transaction_category_count: 0,
    };
    const asked: string[] = [];
    server.use(
      http.get('*/api/v1/analyses/statistics/', ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        if (!url.searchParams.get('page'))
          return HttpResponse.json({ count: 2, next: `${url.origin}${url.pathname}?page=2`, results: [row] });
        return HttpResponse.json(
          { detail: 'Request was throttled. Expected available in 7 seconds.' },
          { status: 429, headers: { 'Retry-After': '7' } },
        );
      }),
    );
    renderApp('/analysis-stats');
    const grid = await table();
    fireEvent.click(screen.getByRole('button', { name: 'Load More Data' }));
    expect(await screen.findByText('An error occured: Too many requests: try again in 7 s')).toBeInTheDocument();
    expect(bodyRows(grid)).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Load More Data' })).toBeEnabled();
    await new Promise(resolve => setTimeout(resolve, 1500));
    expect(asked).toEqual(['', '?page=2']);
  });

  it('a first page throttled says the wait with Retry', async () => {
    await signInAs('staff');
    server.use(
      http.get('*/api/v1/analyses/statistics/', () =>
        HttpResponse.json({ detail: 'Request was throttled.' }, { status: 429, headers: { 'Retry-After': '7' } }),
      ),
    );
    renderApp('/analysis-stats');
    expect(
      await screen.findByText(
        'The analysis statistics could not be loaded: Too many requests: try again in 7 s',
        {},
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it.each([403, 502])('a later page answered %i ends the session without a word: back to sign-in', async status => {
    await signInAs('staff');
    const row = {
      start_time: '2026-01-02T03:04:05.123Z',
      bank: 'ANZ',
      label_name: 'acme-web',
      account_id: 7,
      type: 'savings',
      transaction_count: 8,
      unidentified_transaction_type_count: 1,
      unidentified_transaction_category_count: 0,
    };
    server.use(
      http.get('*/api/v1/analyses/statistics/', ({ request }) => {
        const url = new URL(request.url);
        if (!url.searchParams.get('page'))
          return HttpResponse.json({ count: 2, next: `${url.origin}${url.pathname}?page=2`, results: [row] });
        return HttpResponse.json({ detail: 'You do not have permission to perform this action.' }, { status });
      }),
    );
    const { router } = renderApp('/analysis-stats');
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Load More Data' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(tokenStorage.get()).toBeNull();
    expect(screen.queryByText(/An error occured/)).not.toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });

  it('stops asking for a page when the page is left (the request is aborted)', async () => {
    await signInAs('staff');
    let signal: AbortSignal | null = null;
    server.use(
      http.get('*/api/v1/analyses/statistics/', async ({ request }) => {
        signal = request.signal;
        await new Promise(resolve => setTimeout(resolve, 30_000));
        return HttpResponse.json({ count: 0, next: null, results: [] });
      }),
    );
    const { router } = renderApp('/analysis-stats');
    expect(await screen.findByText('Loading Data...', {}, { timeout: 20_000 })).toBeInTheDocument();
    await waitFor(() => expect(signal).not.toBeNull());
    await router.navigate('/');
    await waitFor(() => expect(signal!.aborted).toBe(true));
  });

  it('is refused to a vendor user, without asking for the statistics', async () => {
    await signInAs('vendor');
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('analyses/statistics')) requests.push(request.url);
    });
    renderApp('/analysis-stats');
    expect(
      await screen.findByText('You are not authorised to access this page', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
