import { memo } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { AdminContext, DataTable, ListBase, memoryStore, useListContext, type DataProvider } from 'react-admin';
import { PollingControl, usePolling, type PollingState } from '../../../src/components/polling';
import { POLL_RULES } from '../../../src/lib/polling';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { withSessionRule } from '../../../src/providers/sessionRule';
import { screenI18nProvider as i18nProvider } from '../helpers';
import { server } from '../../setup';

const CRAWLERS = '*/api/v1/crawlers/';
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute)).toISOString();

interface CrawlerRow {
  uuid: string;
  timestamp: string;
  status: string;
}

/**
 * What a backend may take the `timestamp` query to mean (the specification does not say): rows at
 * or after it (what the client asks for), strictly after it, exactly at it, older than it, or
 * nothing at all (the newest rows come back).
 */
type Meaning = '>=' | '>' | 'exact' | '<=' | 'ignored';
const MEANINGS: Meaning[] = ['>=', '>', 'exact', 'ignored', '<='];
const reads = (meaning: Meaning, time: number, since: number): boolean =>
  meaning === '>='
    ? time >= since
    : meaning === '>'
      ? time > since
      : meaning === 'exact'
        ? time === since
        : meaning === '<='
          ? time <= since
          : true;

/**
 * A small API over a mutable list of crawlers: reads `timestamp` as `meaning` (rows at or after
 * it unless told), newest first, page and page_size, and records every query; `fault` may answer
 * a request instead (a failure as the server would send it).
 */
const serve = (
  rows: CrawlerRow[],
  { meaning = '>=', fault }: { meaning?: Meaning; fault?: (params: URLSearchParams) => Response | undefined } = {},
) => {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(CRAWLERS, ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const failed = fault?.(params);
      if (failed) return failed;
      const since = params.get('timestamp');
      const matching = rows
        .filter(row => !since || reads(meaning, Date.parse(row.timestamp), Date.parse(since)))
        .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
      const size = Number(params.get('page_size') ?? 100);
      const page = Number(params.get('page') ?? 1);
      return HttpResponse.json({
        count: matching.length,
        next: null,
        previous: null,
        results: matching.slice((page - 1) * size, page * size),
      });
    }),
  );
  return queries;
};

const renders = new Map<string, number>();
const StatusCell = memo(({ uuid, status }: { uuid: string; status: string }) => {
  renders.set(uuid, (renders.get(uuid) ?? 0) + 1);
  return <span>{status}</span>;
});
type Listed = CrawlerRow & { id: string };
const renderStatus = (row: Listed) => <StatusCell uuid={row.uuid} status={row.status} />;

let polling: PollingState | undefined;
/** Every loading state the list went through while rendered (a reconcile must show none). */
const loadingSeen: boolean[] = [];
const Probe = () => {
  polling = usePolling(POLL_RULES.crawlers);
  const { isFetching, isPending } = useListContext();
  loadingSeen.push(isFetching || isPending);
  return null;
};

const createProvider = () => createDataProvider({ crawlers: { path: 'crawlers/', idField: 'uuid' } });
const dataProvider = createProvider();

/**
 * With `probe`, the test polls by hand through the hook; otherwise the toolbar's control runs it.
 * With `selectable`, rows have their selection checkboxes.
 */
const renderList = ({ probe = true, perPage = 4, selectable = false, provider = dataProvider as DataProvider } = {}) =>
  render(
    <AdminContext
      dataProvider={provider}
      i18nProvider={i18nProvider}
      store={memoryStore()}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <ListBase
        resource="crawlers"
        perPage={perPage}
        sort={{ field: 'timestamp', order: 'DESC' }}
        disableAuthentication
        disableSyncWithLocation
      >
        {probe ? <Probe /> : <PollingControl rules={POLL_RULES.crawlers} />}
        <DataTable<Listed> rowClick={false} bulkActionButtons={selectable ? <span /> : false}>
          <DataTable.Col source="uuid" />
          <DataTable.Col source="status" render={renderStatus} />
        </DataTable>
      </ListBase>
    </AdminContext>,
  );

const rowOf = (uuid: string) => screen.getByRole('cell', { name: uuid }).closest('tr')!;
const poll = async () => {
  let outcome: string | undefined;
  await act(async () => {
    outcome = await polling!.poll();
  });
  // react-query tells its observers on the next macrotask.
  await act(() => new Promise(resolve => setTimeout(resolve, 20)));
  return outcome;
};

const seed = (): CrawlerRow[] => [
  { uuid: 'a', timestamp: at(40), status: 'COMPLETED' },
  { uuid: 'b', timestamp: at(30), status: 'PROCESSING' },
  { uuid: 'c', timestamp: at(20), status: 'AUTH' },
  { uuid: 'd', timestamp: at(10), status: 'DIED' },
  { uuid: 'e', timestamp: at(5), status: 'COMPLETED' },
];

afterEach(() => {
  renders.clear();
  loadingSeen.length = 0;
  polling = undefined;
  vi.useRealTimers();
});

describe('usePolling', () => {
  it('asks only for rows since the oldest unfinished one and updates a row that finishes', async () => {
    const rows = seed();
    const queries = serve(rows);
    renderList();
    await screen.findByRole('cell', { name: 'a' });
    expect(within(rowOf('c')).getByText('AUTH')).toBeInTheDocument();

    rows[2] = { ...rows[2], status: 'COMPLETED' };
    expect(await poll()).toBe('updated');
    const last = queries[queries.length - 1];
    expect(last.get('timestamp')).toBe(at(20));
    expect(last.get('ordering')).toBe('-timestamp');
    expect(last.get('page_size')).toBe('8');
    expect(within(rowOf('c')).getByText('COMPLETED')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(5);
  });

  it('re-renders no row when nothing changed, and only the changed row otherwise', async () => {
    const rows = seed();
    serve(rows);
    renderList();
    await screen.findByRole('cell', { name: 'a' });
    await waitFor(() => expect(renders.get('d')).toBeGreaterThan(0));
    const before = new Map(renders);

    expect(await poll()).toBe('unchanged');
    expect(renders).toEqual(before);

    rows[1] = { ...rows[1], status: 'COMPLETED' };
    expect(await poll()).toBe('updated');
    expect(renders.get('b')).toBe(before.get('b')! + 1);
    for (const uuid of ['a', 'c', 'd']) expect(renders.get(uuid)).toBe(before.get(uuid));
  });

  it('adds new rows on top and trims the page; with nothing unfinished it asks from the newest row', async () => {
    const rows = seed().map(row => ({ ...row, status: 'COMPLETED' }));
    const queries = serve(rows);
    renderList();
    await screen.findByRole('cell', { name: 'a' });
    rows.push({ uuid: 'new', timestamp: at(50), status: 'QUEUED' });
    expect(await poll()).toBe('updated');
    expect(queries[queries.length - 1].get('timestamp')).toBe(at(40));
    const cells = screen
      .getAllByRole('row')
      .slice(1)
      .map(row => within(row).getAllByRole('cell')[0].textContent);
    expect(cells).toEqual(['new', 'a', 'b', 'c']);
  });

  it('merges correctly when the backend ignores `timestamp`', async () => {
    const rows = seed();
    serve(rows, { meaning: 'ignored' });
    renderList();
    await screen.findByRole('cell', { name: 'a' });
    rows[1] = { ...rows[1], status: 'FAILED' };
    rows.push({ uuid: 'new', timestamp: at(50), status: 'QUEUED' });
    expect(await poll()).toBe('updated');
    const cells = screen
      .getAllByRole('row')
      .slice(1)
      .map(row => within(row).getAllByRole('cell')[0].textContent);
    expect(cells).toEqual(['new', 'a', 'b', 'c']);
    expect(within(rowOf('b')).getByText('FAILED')).toBeInTheDocument();
  });

  it('keeps the rows when a poll fails and recovers by itself', async () => {
    const rows = seed();
    serve(rows);
    renderList();
    await screen.findByRole('cell', { name: 'a' });

    server.use(http.get(CRAWLERS, () => HttpResponse.json({ detail: 'boom' }, { status: 500 }), { once: true }));
    expect(await poll()).toBe('failed');
    expect(polling!.failing).toBe(true);
    expect(screen.getAllByRole('row')).toHaveLength(5);
    expect(within(rowOf('c')).getByText('AUTH')).toBeInTheDocument();

    rows[2] = { ...rows[2], status: 'COMPLETED' };
    expect(await poll()).toBe('updated');
    expect(polling!.failing).toBe(false);
    expect(within(rowOf('c')).getByText('COMPLETED')).toBeInTheDocument();
  });

  it('shows "Updates paused, retrying" after a failed poll, backs off, and no error toast', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const rows = seed();
    const queries = serve(rows);
    renderList({ probe: false });
    await screen.findByRole('cell', { name: 'a' });
    expect(screen.getByRole('status')).toHaveTextContent('Live updates');
    const loads = queries.length;

    server.use(http.get(CRAWLERS, () => HttpResponse.json({ detail: 'boom' }, { status: 500 }), { once: true }));
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Updates paused, retrying'));
    expect(screen.getAllByRole('row')).toHaveLength(5);
    expect(screen.queryByText(/An error occured/)).not.toBeInTheDocument();

    // The first retry waits 60 s ±20%: nothing at 40 s, a poll by 75 s.
    rows[2] = { ...rows[2], status: 'COMPLETED' };
    await act(() => vi.advanceTimersByTimeAsync(40_000));
    expect(queries.length).toBe(loads);
    await act(() => vi.advanceTimersByTimeAsync(35_000));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Live updates'));
    expect(within(rowOf('c')).getByText('COMPLETED')).toBeInTheDocument();
  });

  it('polls every 30 s, not while paused, and at once on resume', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const rows = seed();
    const queries = serve(rows);
    renderList({ probe: false });
    await screen.findByRole('cell', { name: 'a' });
    const loads = queries.length;

    rows[2] = { ...rows[2], status: 'COMPLETED' };
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    await waitFor(() => expect(within(rowOf('c')).getByText('COMPLETED')).toBeInTheDocument());
    expect(queries.length).toBe(loads + 1);

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Pause updates' }));
    expect(screen.getByRole('status')).toHaveTextContent('Updates paused');
    rows[1] = { ...rows[1], status: 'COMPLETED' };
    await act(() => vi.advanceTimersByTimeAsync(95_000));
    expect(queries.length).toBe(loads + 1);
    expect(within(rowOf('b')).getByText('PROCESSING')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resume updates' }));
    await waitFor(() => expect(within(rowOf('b')).getByText('COMPLETED')).toBeInTheDocument());
    expect(queries.length).toBe(loads + 2);
  });

  it('announces what a poll changed in the status region, leaving the focus where it was', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const rows = seed();
    serve(rows);
    renderList({ probe: false });
    await screen.findByRole('cell', { name: 'a' });
    const pause = screen.getByRole('button', { name: 'Pause updates' });
    pause.focus();

    rows[2] = { ...rows[2], status: 'COMPLETED' };
    rows.push({ uuid: 'f', timestamp: at(50), status: 'PROCESSING' });
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/1 new, 1 changed since \d\d:\d\d/));
    expect(screen.getByRole('status')).toHaveTextContent(/^Live updates/);
    expect(document.activeElement).toBe(pause);

    // A poll that changes nothing says nothing new.
    const said = screen.getByRole('status').textContent;
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    expect(screen.getByRole('status').textContent).toBe(said);
  });

  it('does not poll while the tab is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const queries = serve(seed());
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    renderList({ probe: false });
    await screen.findByRole('cell', { name: 'a' });
    const loads = queries.length;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await act(() => vi.advanceTimersByTimeAsync(65_000));
    expect(queries.length).toBe(loads);
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(queries.length).toBe(loads + 1));
    visibility.mockRestore();
  });
});

const isShown = (uuid: string) => screen.queryByRole('cell', { name: uuid }) !== null;
const uuids = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map(row => within(row).getAllByRole('cell')[0].textContent);
const NEW_ROW: CrawlerRow = { uuid: 'new', timestamp: at(50), status: 'QUEUED' };
const finished = () => seed().map(row => ({ ...row, status: 'COMPLETED' }));
/** Polls until `done` holds, at most `limit` times: how many polls it took (Infinity: never). */
const pollUntil = async (done: () => boolean, limit: number) => {
  for (let count = 1; count <= limit; count++) {
    await poll();
    if (done()) return count;
  }
  return Infinity;
};

describe('whatever the server reads `timestamp` as, the page converges within 4 polls (2 minutes)', () => {
  it.each(MEANINGS)('%s: a new row shows and the oldest unfinished row finishes', async meaning => {
    const rows = seed();
    serve(rows, { meaning });
    renderList();
    await screen.findByRole('cell', { name: 'a' });
    rows.push(NEW_ROW);
    rows[2] = { ...rows[2], status: 'COMPLETED' };
    const polls = await pollUntil(() => isShown('new') && within(rowOf('c')).queryByText('COMPLETED') !== null, 4);
    expect(polls).toBeLessThanOrEqual(4);
    expect(uuids()).toEqual(['new', 'a', 'b', 'c']);
  });

  it.each(MEANINGS)('%s: a new row shows when every row shown is finished', async meaning => {
    const rows = finished();
    serve(rows, { meaning });
    renderList();
    await screen.findByRole('cell', { name: 'a' });
    rows.push(NEW_ROW);
    expect(await pollUntil(() => isShown('new'), 4)).toBeLessThanOrEqual(4);
    expect(uuids()).toEqual(['new', 'a', 'b', 'c']);
  });

  it('on the timer, every 4th poll loads the page in full: a row no answer showed is there by 120 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const rows = finished();
    // Exact match on the newest row: each answer is that row alone, which looks right.
    const queries = serve(rows, { meaning: 'exact' });
    renderList({ probe: false });
    await screen.findByRole('cell', { name: 'a' });
    const loads = queries.length;
    rows.push({ ...NEW_ROW, status: 'COMPLETED' });
    // One 30 s step at a time, as the page lives them (React runs the next timer's effect between).
    const steps = async (count: number) => {
      for (let step = 0; step < count; step++) await act(() => vi.advanceTimersByTimeAsync(30_000));
    };
    await steps(3);
    expect(isShown('new')).toBe(false);
    await steps(1);
    await waitFor(() => expect(isShown('new')).toBe(true));
    await steps(4);
    const asked = queries.slice(loads).map(query => query.get('timestamp'));
    expect(asked).toEqual([at(40), at(40), at(40), null, at(50), at(50), at(50), null]);
    // The full load is the page's own query: same page, size, order and filters.
    expect(queries[queries.length - 1].toString()).toBe(queries[loads - 1].toString());
  });

  it('a failed poll is not counted as one: the first answer after a failure is a full load', async () => {
    const rows = finished();
    const queries = serve(rows, { meaning: 'exact' });
    renderList();
    await screen.findByRole('cell', { name: 'a' });
    expect(await poll()).toBe('unchanged');
    rows.push(NEW_ROW);
    server.use(
      http.get(CRAWLERS, () => HttpResponse.json({ detail: 'Service unavailable.' }, { status: 503 }), { once: true }),
    );
    expect(await poll()).toBe('failed');
    expect(polling!.failing).toBe(true);
    expect(await poll()).toBe('updated');
    expect(polling!.failing).toBe(false);
    expect(isShown('new')).toBe(true);
    expect(queries[queries.length - 1].has('timestamp')).toBe(false);
  });
});

describe('an answer that cannot be right loads the page in full at once', () => {
  it('rows older than asked for (a server that reads "older than"): the same poll reloads page 1', async () => {
    const rows = seed();
    const queries = serve(rows, { meaning: '<=' });
    renderList();
    await screen.findByRole('cell', { name: 'a' });
    const loads = queries.length;
    rows.push(NEW_ROW);
    expect(await poll()).toBe('updated');
    expect(queries.slice(loads).map(query => query.get('timestamp'))).toEqual([at(20), null]);
    expect(queries[queries.length - 1].toString()).toBe(queries[loads - 1].toString());
    expect(uuids()).toEqual(['new', 'a', 'b', 'c']);
  });

  it('a shown row at or after the timestamp missing from the answer (deleted on the server) leaves the page', async () => {
    const rows = seed();
    const queries = serve(rows, { meaning: '>=' });
    renderList();
    await screen.findByRole('cell', { name: 'a' });
    const loads = queries.length;
    rows.splice(1, 1);
    expect(await poll()).toBe('updated');
    expect(queries.slice(loads).map(query => query.get('timestamp'))).toEqual([at(20), null]);
    expect(uuids()).toEqual(['a', 'c', 'd', 'e']);
  });

  it('keeps the selection and the rows on screen and never shows the list loading', async () => {
    const rows = seed();
    serve(rows, { meaning: '<=' });
    renderList({ selectable: true });
    await screen.findByRole('cell', { name: 'a' });
    const user = userEvent.setup();
    await user.click(within(rowOf('b')).getByRole('checkbox'));
    const rowB = rowOf('b');
    const from = loadingSeen.length;
    rows.push(NEW_ROW);
    expect(await poll()).toBe('updated');
    // A selection holds new rows back (docs/product.md#tables) until they are asked for.
    expect(isShown('new')).toBe(false);
    expect(polling!.held).toBe(1);
    act(() => polling!.reveal());
    await waitFor(() => expect(isShown('new')).toBe(true));
    expect(rowOf('b')).toBe(rowB);
    expect(within(rowOf('b')).getByRole('checkbox')).toBeChecked();
    expect(loadingSeen.slice(from)).not.toContain(true);
  });

  it('a failed reload backs off like a poll, keeps the rows, and is tried again first', async () => {
    const rows = seed();
    let failFull = false;
    const queries = serve(rows, {
      meaning: '<=',
      fault: params =>
        failFull && !params.has('timestamp')
          ? HttpResponse.json({ detail: 'Server error.' }, { status: 500 })
          : undefined,
    });
    renderList();
    await screen.findByRole('cell', { name: 'a' });
    failFull = true;
    rows.push(NEW_ROW);
    expect(await poll()).toBe('failed');
    expect(polling!.failing).toBe(true);
    expect(uuids()).toEqual(['a', 'b', 'c', 'd']);
    failFull = false;
    const before = queries.length;
    expect(await poll()).toBe('updated');
    expect(queries.slice(before).map(query => query.has('timestamp'))).toEqual([false]);
    expect(uuids()).toEqual(['new', 'a', 'b', 'c']);
  });

  it('a reload answered 401 ends the session, as a poll does', async () => {
    const rows = seed();
    const endSession = vi.fn();
    let failFull = false;
    serve(rows, {
      meaning: '<=',
      fault: params =>
        failFull && !params.has('timestamp')
          ? HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 })
          : undefined,
    });
    renderList({ provider: withSessionRule(createProvider(), endSession) });
    await screen.findByRole('cell', { name: 'a' });
    failFull = true;
    expect(await poll()).toBe('failed');
    expect(endSession).toHaveBeenCalledWith(401);
  });
});
