import { http as route, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createAuthProvider, onSessionEnd } from '../../../../src/providers/authProvider';
import { createDataProvider } from '../../../../src/providers/dataProvider';
import { tokenStorage } from '../../../../src/providers/http';
import { FALLBACK_MAX_PAGES } from '../../../../src/providers/methods/summary';
import { MAX_PAGES } from '../../../../src/providers/methods/pages';
import { FEATURE_ACCESS } from '../../../../src/providers/permissions';
import { isSessionEnded, withSessionRule } from '../../../../src/providers/sessionRule';
import { server } from '../../../setup';

/**
 * docs/api.md#summary: the charts read the product's chart endpoints, or, on a backend that has none
 * (404 or 405, as DRF answers a path it does not route), count the specification's lists for the window.
 */

const API = 'http://localhost:3000/api/v1/';
/** Three days at UTC+10: daily periods starting at UTC+10 midnights. */
const WINDOW = { start_date: '2026-11-01T00:00:00+10:00', end_date: '2026-11-03T23:59:59+10:00' };
const at = (local: string) => new Date(`${local}+10:00`).toISOString();

/** GET requests made to a path (its pathname ends with it), with their query. */
const record = (path: string) => {
  const asked: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === `/api/v1/${path}`) asked.push(url.searchParams);
  });
  return asked;
};

/** A DRF list answered in the given pages (newest first), each linking the next by `page`. */
const paged = (path: string, pages: unknown[][]) =>
  route.get(`*/api/v1/${path}`, ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
    const next = page < pages.length ? `${API}${path}?ordering=-timestamp&page_size=500&page=${page + 1}` : null;
    return HttpResponse.json({ count: pages.flat().length, next, previous: null, results: pages[page - 1] ?? [] });
  });

const notFound = (path: string, status = 404) =>
  route.get(`*/api/v1/${path}`, () =>
    HttpResponse.json({ detail: status === 404 ? 'Not found.' : 'Method "GET" not allowed.' }, { status }),
  );

afterEach(() => {
  server.events.removeAllListeners();
  tokenStorage.clear();
});

describe('the chart series without the chart endpoints', () => {
  it('counts GET applications/ per day of the window when dashboard/vendors/applications/ answers 404, stopping at the window start', async () => {
    const asked = record('applications/');
    server.use(
      notFound('dashboard/vendors/applications/'),
      paged('applications/', [
        [
          { id: 9, timestamp: at('2026-11-04T08:00:00'), analysed: true, finalised: true },
          { id: 8, timestamp: at('2026-11-03T22:00:00'), analysed: true, finalised: false },
          { id: 7, timestamp: at('2026-11-03T00:30:00'), analysed: false, finalised: false },
        ],
        [
          { id: 6, timestamp: at('2026-11-02T12:00:00'), analysed: true, finalised: true },
          { id: 5, timestamp: at('2026-11-01T00:00:00'), analysed: false, finalised: false },
          { id: 4, timestamp: at('2026-10-31T23:59:00'), analysed: true, finalised: true },
        ],
        [{ id: 3, timestamp: at('2026-10-30T10:00:00'), analysed: true, finalised: true }],
      ]),
    );
    const series = await createDataProvider({}).applicationSeries(WINDOW);
    expect(series.source).toBe('list');
    expect(series.rows).toEqual([
      { period: at('2026-11-01T00:00:00'), total: 1, analysed: 0, finalised: 0 },
      { period: at('2026-11-02T00:00:00'), total: 1, analysed: 1, finalised: 1 },
      { period: at('2026-11-03T00:00:00'), total: 2, analysed: 1, finalised: 0 },
    ]);
    // Newest first, and the page holding a row older than the start is the last one asked for.
    expect(asked.map(query => Object.fromEntries(query))).toEqual([
      { ordering: '-timestamp', page_size: '500' },
      { ordering: '-timestamp', page_size: '500', page: '2' },
    ]);
  });

  it('counts GET crawlers/ by status per hour of a last day when dashboard/vendors/crawlers/ answers 405', async () => {
    const end = Date.parse('2026-11-02T12:00:00+10:00');
    const window = { start_date: '2026-11-01T12:00:00+10:00', end_date: '2026-11-02T12:00:00+10:00' };
    server.use(
      notFound('dashboard/vendors/crawlers/', 405),
      paged('crawlers/', [
        [
          { uuid: 'a', timestamp: at('2026-11-02T11:59:00'), status: 'COMPLETED' },
          { uuid: 'b', timestamp: at('2026-11-02T11:10:00'), status: 'PROCESSING' },
          { uuid: 'c', timestamp: at('2026-11-02T11:00:00'), status: 'FAILED' },
          { uuid: 'd', timestamp: at('2026-11-01T12:30:00'), status: 'TIMEDOUT' },
          { uuid: 'e', timestamp: at('2026-11-01T11:00:00'), status: 'COMPLETED' },
        ],
      ]),
    );
    const series = await createDataProvider({}).crawlerSeries(window);
    expect(series.source).toBe('list');
    // A period an hour from 12:00 the day before to the last hour, zeros included.
    expect(series.rows).toHaveLength(25);
    expect(series.rows[0]).toEqual({
      period: at('2026-11-01T12:00:00'),
      total: 1,
      completed: 0,
      active: 0,
      failed: 0,
      died: 0,
      timedout: 1,
      exited: 0,
    });
    expect(series.rows[23]).toEqual({
      period: new Date(end - 3_600_000).toISOString(),
      total: 3,
      completed: 1,
      active: 1,
      failed: 1,
      died: 0,
      timedout: 0,
      exited: 0,
    });
    expect(series.rows[24]).toMatchObject({ total: 0 });
  });

  it('says the numbers are partial when the list has more pages newer than the start than it reads', async () => {
    const asked = record('applications/');
    const pages = Array.from({ length: FALLBACK_MAX_PAGES + 5 }, () => [
      { timestamp: at('2026-11-02T10:00:00'), analysed: false, finalised: false },
    ]);
    server.use(notFound('dashboard/vendors/applications/'), paged('applications/', pages));
    const series = await createDataProvider({}).applicationSeries(WINDOW);
    expect(series.source).toBe('list_partial');
    expect(asked).toHaveLength(FALLBACK_MAX_PAGES);
    expect(series.rows[1]).toMatchObject({ total: FALLBACK_MAX_PAGES });
  });

  it('reads the chart endpoint when there is one, and never the list', async () => {
    const asked = record('applications/');
    server.use(
      route.get('*/api/v1/dashboard/vendors/applications/', () =>
        HttpResponse.json({
          results: [{ period: at('2026-11-01T00:00:00'), vendor_id: 1, total: 4, analysed: 2, finalised: 1 }],
        }),
      ),
    );
    const series = await createDataProvider({}).applicationSeries(WINDOW);
    expect(series).toEqual({
      source: 'endpoint',
      rows: [{ period: at('2026-11-01T00:00:00'), vendor_id: 1, total: 4, analysed: 2, finalised: 1 }],
    });
    expect(asked).toHaveLength(0);
  });

  it("follows the list's relative next links on the API origin", async () => {
    const asked = record('applications/');
    server.use(
      notFound('dashboard/vendors/applications/'),
      route.get('*/api/v1/applications/', ({ request }) => {
        const page = new URL(request.url).searchParams.get('page');
        if (!page)
          return HttpResponse.json({
            next: '/api/v1/applications/?ordering=-timestamp&page=2',
            results: [{ timestamp: at('2026-11-02T10:00:00') }],
          });
        return HttpResponse.json({ next: null, results: [{ timestamp: at('2026-11-01T10:00:00') }] });
      }),
    );
    const series = await createDataProvider({}).applicationSeries(WINDOW);
    expect(asked.map(query => query.get('page'))).toEqual([null, '2']);
    expect(series.source).toBe('list');
    expect(series.rows.map(row => row.total)).toEqual([1, 1, 0]);
  });

  it("says the numbers are partial when the list's next names another host (not followed)", async () => {
    const asked = record('applications/');
    server.use(
      notFound('dashboard/vendors/applications/'),
      route.get('*/api/v1/applications/', () =>
        HttpResponse.json({
          next: 'https://elsewhere.example.org/api/v1/applications/?page=2',
          results: [{ timestamp: at('2026-11-02T10:00:00') }],
        }),
      ),
    );
    const series = await createDataProvider({}).applicationSeries(WINDOW);
    expect(asked).toHaveLength(1);
    expect(series.source).toBe('list_partial');
  });

  it(`says the numbers are partial when the chart endpoint has more than ${MAX_PAGES} pages`, async () => {
    server.use(
      route.get('*/api/v1/dashboard/vendors/applications/', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
        return HttpResponse.json({
          count: MAX_PAGES + 1,
          next: `${API}dashboard/vendors/applications/?page=${page + 1}`,
          results: [{ period: at('2026-11-01T00:00:00'), vendor_id: page, total: 1, analysed: 0, finalised: 0 }],
        });
      }),
    );
    const series = await createDataProvider({}).applicationSeries(WINDOW);
    expect(series.source).toBe('endpoint_partial');
    expect(series.rows).toHaveLength(MAX_PAGES);
  });

  it('rejects a 500 of the chart endpoint as it is, without reading the list', async () => {
    const asked = record('applications/');
    server.use(
      route.get('*/api/v1/dashboard/vendors/applications/', () =>
        HttpResponse.json({ detail: 'Charts are down' }, { status: 500 }),
      ),
    );
    await expect(createDataProvider({}).applicationSeries(WINDOW)).rejects.toMatchObject({
      status: 500,
      message: 'Charts are down',
    });
    expect(asked).toHaveLength(0);
  });

  it('ends the session on a 403 of the list read instead (an own call)', async () => {
    tokenStorage.set('token-1');
    const ends: unknown[] = [];
    const stop = onSessionEnd(end => ends.push(end));
    try {
      server.use(
        notFound('dashboard/vendors/crawlers/'),
        route.get('*/api/v1/crawlers/', () =>
          HttpResponse.json({ detail: 'Authentication credentials were not provided.' }, { status: 403 }),
        ),
      );
      const authProvider = createAuthProvider(() => FEATURE_ACCESS);
      const provider = withSessionRule(createDataProvider({}), authProvider.endSession);
      const error: unknown = await provider.crawlerSeries(WINDOW).catch((reason: unknown) => reason);
      expect(isSessionEnded(error)).toBe(true);
      expect(ends).toHaveLength(1);
    } finally {
      stop();
    }
  });
});
