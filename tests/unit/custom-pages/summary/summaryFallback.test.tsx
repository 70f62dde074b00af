import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../setup';
import { renderApp, signInAs } from '../../helpers';

/**
 * docs/screens/inlineframe-summary.md#charts: a backend without the product's chart endpoints (404, as
 * DRF answers a path it does not route) still gets both charts, counted from the specification's
 * lists for the window, with a line saying so.
 */

const region = (name: string) => screen.findByRole('region', { name }, { timeout: 25_000 });
const at = (local: string) => new Date(`${local}+10:00`).toISOString();
const API = 'http://localhost:3000/api/v1/';

/** GET requests to exactly /api/v1/{path}, with their query. */
const record = (path: string) => {
  const asked: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === `/api/v1/${path}`) asked.push(url.searchParams);
  });
  return asked;
};

const paged = (path: string, pages: unknown[][]) =>
  http.get(`*/api/v1/${path}`, ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
    const next = page < pages.length ? `${API}${path}?ordering=-timestamp&page_size=500&page=${page + 1}` : null;
    return HttpResponse.json({ count: pages.flat().length, next, previous: null, results: pages[page - 1] ?? [] });
  });

const notFound = (path: string) =>
  http.get(`*/api/v1/${path}`, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 }));

/** The table view's rows as text: period then each series. */
const tableRows = (card: HTMLElement, name: string) => {
  fireEvent.click(within(card).getByRole('button', { name: 'Table' }));
  const table = within(card).getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map(row => [...row.querySelectorAll('th, td')].map(cell => cell.textContent));
};

afterEach(() => server.events.removeAllListeners());

describe('Summary on a backend without the chart endpoints', { timeout: 40_000 }, () => {
  it('draws both charts from the lists of the window, says so, and reads no page older than the start', async () => {
    const applications = record('applications/');
    const crawlers = record('crawlers/');
    server.use(
      notFound('dashboard/vendors/applications/'),
      notFound('dashboard/vendors/crawlers/'),
      paged('applications/', [
        [
          { id: 9, timestamp: at('2026-11-04T08:00:00'), analysed: true, finalised: true },
          { id: 8, timestamp: at('2026-11-03T22:00:00'), analysed: true, finalised: false },
          { id: 7, timestamp: at('2026-11-03T00:30:00'), analysed: false, finalised: false },
        ],
        [
          { id: 6, timestamp: at('2026-11-02T12:00:00'), analysed: true, finalised: true },
          { id: 5, timestamp: at('2026-10-31T23:59:00'), analysed: true, finalised: true },
        ],
        [{ id: 3, timestamp: at('2026-10-30T10:00:00'), analysed: true, finalised: true }],
      ]),
      paged('crawlers/', [
        [
          { uuid: 'a', timestamp: at('2026-11-03T10:00:00'), status: 'COMPLETED' },
          { uuid: 'b', timestamp: at('2026-11-01T09:00:00'), status: 'DIED' },
          { uuid: 'c', timestamp: at('2026-10-31T09:00:00'), status: 'DIED' },
        ],
        [{ uuid: 'd', timestamp: at('2026-10-30T09:00:00'), status: 'FAILED' }],
      ]),
    );
    await signInAs('vendor');
    renderApp('/summary?from=2026-11-01&to=2026-11-03');

    const appCard = await region('Applications');
    await waitFor(() => expect(appCard.querySelector('svg.recharts-surface')).not.toBeNull(), { timeout: 15_000 });
    expect(
      within(appCard).getByText('Counted from the applications list: this backend has no chart endpoint.'),
    ).toBeInTheDocument();
    expect(within(appCard).getByRole('img').getAttribute('aria-label')).toBe(
      'Applications, 2026-11-01 to 2026-11-03: Total 3, Analysed 2, Finalised 1.',
    );
    // The table view shows the same numbers, a row a day at UTC+10, and still says where they come from.
    expect(tableRows(appCard, 'Applications by period')).toEqual([
      ['2026-11-01', '0', '0', '0'],
      ['2026-11-02', '1', '1', '1'],
      ['2026-11-03', '2', '1', '0'],
      ['Whole range', '3', '2', '1'],
    ]);
    expect(
      within(appCard).getByText('Counted from the applications list: this backend has no chart endpoint.'),
    ).toBeInTheDocument();

    const crawlerCard = await region('Crawlers');
    await waitFor(() =>
      expect(
        within(crawlerCard).getByText('Counted from the crawlers list: this backend has no chart endpoint.'),
      ).toBeInTheDocument(),
    );
    expect(tableRows(crawlerCard, 'Crawlers by period')).toEqual([
      ['2026-11-01', '0', '0', '0', '1', '0', '0'],
      ['2026-11-02', '0', '0', '0', '0', '0', '0'],
      ['2026-11-03', '1', '0', '0', '0', '0', '0'],
      ['Whole range', '1', '0', '0', '1', '0', '0'],
    ]);

    // Newest first; the page holding a row older than the window's start is the last one read.
    expect(applications.map(query => query.get('page'))).toEqual([null, '2']);
    expect(applications[0].get('ordering')).toBe('-timestamp');
    expect(crawlers.map(query => query.get('page'))).toEqual([null]);
    expect(screen.queryByText(/An error occured/)).toBeNull();
  });

  it('still shows the error of a chart endpoint that fails otherwise (500), and reads no list', async () => {
    const applications = record('applications/');
    server.use(
      http.get('*/api/v1/dashboard/vendors/applications/', () =>
        HttpResponse.json({ detail: 'Charts are down' }, { status: 500 }),
      ),
    );
    await signInAs('vendor');
    renderApp('/summary?from=2026-11-01&to=2026-11-03');
    // The failed block (with its Retry) stands in the Applications chart's place; the crawlers chart is drawn.
    expect(await screen.findByText('The summary could not be loaded.', {}, { timeout: 25_000 })).toBeInTheDocument();
    expect(await screen.findByText('An error occured: Charts are down')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Applications' })).toBeNull();
    await region('Crawlers');
    expect(screen.queryByText(/Counted from/)).toBeNull();
    expect(applications).toHaveLength(0);
  });

  it('says so when the chart endpoint or the vendor stats have more pages than the client reads (21)', async () => {
    /** 21 pages of one row each, every page linking the next. */
    const pages21 = (path: string, row: (page: number) => object) =>
      http.get(`*/api/v1/${path}`, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
        return HttpResponse.json({
          count: 21,
          next: page < 21 ? `${API}${path}?page=${page + 1}` : null,
          previous: null,
          results: [row(page)],
        });
      });
    server.use(
      pages21('dashboard/vendors/applications/', page => ({
        period: at('2026-11-01T00:00:00'),
        vendor_id: page,
        total: 1,
        analysed: 0,
        finalised: 0,
      })),
      pages21('dashboard/vendors/stats/', page => ({ id: page, name: `Vendor ${page}`, total: 1 })),
    );
    await signInAs('vendor');
    renderApp('/summary?from=2026-11-01&to=2026-11-03');
    const appCard = await region('Applications');
    expect(
      await within(appCard).findByText(
        'Counted from the first pages of the chart endpoint only: it sent more than the client reads.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('First 20 of 21 rows.', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
