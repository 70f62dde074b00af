import { memo } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { AdminContext, DataTable, ListBase, memoryStore } from 'react-admin';
import { PollingControl, usePolling, type PollingState } from '../../../src/components/polling';
import { POLL_RULES } from '../../../src/lib/polling';
import { createDataProvider } from '../../../src/providers/dataProvider';
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
 * A small API over a mutable list of crawlers: honours `timestamp` (rows at or after), newest
 * first, page and page_size, and records every query.
 */
const serve = (rows: CrawlerRow[], options: { ignoreTimestamp?: boolean } = {}) => {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(CRAWLERS, ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const since = params.get('timestamp');
      const matching = rows
        .filter(row => options.ignoreTimestamp || !since || Date.parse(row.timestamp) >= Date.parse(since))
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
const Probe = () => {
  polling = usePolling(POLL_RULES.crawlers);
  return null;
};

const dataProvider = createDataProvider({ crawlers: { path: 'crawlers/', idField: 'uuid' } });

/** With `probe`, the test polls by hand through the hook; otherwise the toolbar's control runs it. */
const renderList = ({ probe = true, perPage = 4 } = {}) =>
  render(
    <AdminContext
      dataProvider={dataProvider}
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
        <DataTable<Listed> rowClick={false} bulkActionButtons={false}>
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
    const cells = screen.getAllByRole('row').slice(1).map(row => within(row).getAllByRole('cell')[0].textContent);
    expect(cells).toEqual(['new', 'a', 'b', 'c']);
  });

  it('merges correctly when the backend ignores `timestamp`', async () => {
    const rows = seed();
    serve(rows, { ignoreTimestamp: true });
    renderList();
    await screen.findByRole('cell', { name: 'a' });
    rows[1] = { ...rows[1], status: 'FAILED' };
    rows.push({ uuid: 'new', timestamp: at(50), status: 'QUEUED' });
    expect(await poll()).toBe('updated');
    const cells = screen.getAllByRole('row').slice(1).map(row => within(row).getAllByRole('cell')[0].textContent);
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
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/List updated at \d\d:\d\d: 1 new, 1 changed/));
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
