import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { AdminContext, DataTable, ListBase, memoryStore } from 'react-admin';
import { LiveRowsProvider, LiveTable, PollingControl } from '../../../src/components/polling';
import { POLL_RULES } from '../../../src/lib/polling';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { screenI18nProvider as i18nProvider } from '../helpers';
import { server } from '../../setup';

/**
 * "See what changed" on a live list (docs/product.md#tables): rows a poll added or changed are
 * marked for a minute and the toolbar says so; new rows wait behind a bar while the person reads
 * lower down; a hidden tab asks for nothing.
 */

const CRAWLERS = '*/api/v1/crawlers/';
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute)).toISOString();

interface CrawlerRow {
  uuid: string;
  timestamp: string;
  status: string;
  elapsed?: number;
}
type Listed = CrawlerRow & { id: string };

/** Crawlers newest first, reading `timestamp` as "at or after"; every query is recorded. */
const serve = (rows: CrawlerRow[]) => {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(CRAWLERS, ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const since = params.get('timestamp');
      const matching = rows
        .filter(row => !since || Date.parse(row.timestamp) >= Date.parse(since))
        .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
      const size = Number(params.get('page_size') ?? 100);
      return HttpResponse.json({
        count: matching.length,
        next: null,
        previous: null,
        results: matching.slice(0, size),
      });
    }),
  );
  return queries;
};

const seed = (): CrawlerRow[] => [
  { uuid: 'a', timestamp: at(40), status: 'COMPLETED' },
  { uuid: 'b', timestamp: at(30), status: 'PROCESSING' },
  { uuid: 'c', timestamp: at(20), status: 'AUTH' },
  { uuid: 'd', timestamp: at(10), status: 'DIED' },
];

/** A live list as AppList and ResponsiveTable put it together: the toolbar's control and the marked table. */
const renderList = ({ selectable = false } = {}) =>
  render(
    <AdminContext
      dataProvider={createDataProvider({ crawlers: { path: 'crawlers/', idField: 'uuid' } })}
      i18nProvider={i18nProvider}
      store={memoryStore()}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <LiveRowsProvider>
        <ListBase
          resource="crawlers"
          perPage={10}
          sort={{ field: 'timestamp', order: 'DESC' }}
          disableAuthentication
          disableSyncWithLocation
        >
          <PollingControl rules={POLL_RULES.crawlers} />
          <LiveTable>
            <DataTable<Listed> rowClick={false} bulkActionButtons={selectable ? <span /> : false}>
              <DataTable.Col source="uuid" />
              <DataTable.Col source="status" />
              <DataTable.Col source="elapsed" />
            </DataTable>
          </LiveTable>
        </ListBase>
      </LiveRowsProvider>
    </AdminContext>,
  );

const rowOf = (uuid: string) => screen.getByRole('cell', { name: uuid }).closest('tr')!;
const markOf = (uuid: string) => rowOf(uuid).querySelector('[data-mark]')?.textContent ?? null;
const isShown = (uuid: string) => screen.queryByRole('cell', { name: uuid }) !== null;
const status = () => screen.getByRole('status');
const nextPoll = () => act(() => vi.advanceTimersByTimeAsync(31_000));

let scrolled = 0;
let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  scrolled = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrolled });
  scrollTo = vi.fn((options: ScrollToOptions) => {
    scrolled = options.top ?? scrolled;
  });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('rows a poll added or changed', () => {
  it('are marked "New" and "Changed" for a minute, and the toolbar says so in words', async () => {
    const rows = seed();
    serve(rows);
    renderList();
    await screen.findByRole('cell', { name: 'a' });
    expect(markOf('a')).toBeNull();
    expect(status()).toHaveTextContent(/^Live updates$/);

    rows[2] = { ...rows[2], status: 'COMPLETED' };
    rows.push({ uuid: 'f', timestamp: at(50), status: 'QUEUED' }, { uuid: 'g', timestamp: at(45), status: 'QUEUED' });
    await nextPoll();
    // At the top of the page new rows come in directly, marked.
    await waitFor(() => expect(markOf('f')).toBe('New'));
    expect(markOf('g')).toBe('New');
    expect(markOf('c')).toBe('Changed');
    expect(markOf('a')).toBeNull();
    expect(within(rowOf('c')).getByText('COMPLETED')).toBeInTheDocument();
    // Shown (not only read out) and in the polite status region.
    const changes = screen.getByTestId('poll-changes');
    expect(changes).toHaveTextContent(/^· 2 new, 1 changed since \d\d:\d\d$/);
    expect(getComputedStyle(changes).position).not.toBe('absolute');
    expect(status()).toContainElement(changes);

    // Still marked before the minute is out (another poll that changes nothing), gone after it.
    await nextPoll();
    expect(markOf('f')).toBe('New');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(markOf('f')).toBeNull());
    expect(markOf('c')).toBeNull();
    expect(status()).toHaveTextContent(/^Live updates$/);
  });

  it("are not a running crawler's elapsed time growing: updated, not marked", async () => {
    const rows = seed().map(row => ({ ...row, elapsed: 10 }));
    serve(rows);
    renderList();
    await screen.findByRole('cell', { name: 'a' });
    rows[1] = { ...rows[1], elapsed: 41 };
    await nextPoll();
    await waitFor(() => expect(within(rowOf('b')).getByRole('cell', { name: '41' })).toBeInTheDocument());
    expect(markOf('b')).toBeNull();
    expect(status()).toHaveTextContent(/^Live updates$/);
    rows[1] = { ...rows[1], elapsed: 72, status: 'COMPLETED' };
    await nextPoll();
    await waitFor(() => expect(markOf('b')).toBe('Changed'));
  });

  it('a column of its own holds the marks, so that the other columns never move', async () => {
    serve(seed());
    renderList();
    await screen.findByRole('cell', { name: 'a' });
    expect(screen.getByRole('columnheader', { name: 'Update' })).toBeInTheDocument();
    // The mark cell comes first in every row, empty while the row is not marked.
    expect(within(rowOf('a')).getAllByRole('cell')[0]).toHaveTextContent('');
  });
});

describe('new rows while the person reads lower down', () => {
  it('wait behind a "n new rows" bar when the page is scrolled; the changed rows change in place', async () => {
    const rows = seed();
    serve(rows);
    renderList();
    await screen.findByRole('cell', { name: 'a' });
    scrolled = 600;

    rows[1] = { ...rows[1], status: 'COMPLETED' };
    rows.push({ uuid: 'f', timestamp: at(50), status: 'QUEUED' }, { uuid: 'g', timestamp: at(45), status: 'QUEUED' });
    await nextPoll();
    const bar = await screen.findByRole('button', { name: '2 new rows' });
    expect(isShown('f')).toBe(false);
    expect(isShown('g')).toBe(false);
    expect(within(rowOf('b')).getByText('COMPLETED')).toBeInTheDocument();
    expect(markOf('b')).toBe('Changed');
    // A count of nothing is not said: "1 changed since", never "0 new, 1 changed".
    expect(status()).toHaveTextContent(/· 1 changed since \d\d:\d\d/);
    expect(status()).not.toHaveTextContent('0 new');
    expect(status()).toHaveTextContent('2 new rows');
    // Nothing scrolled the page.
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrolled).toBe(600);

    // A later poll still holds them (and counts a third one).
    rows.push({ uuid: 'h', timestamp: at(55), status: 'QUEUED' });
    await nextPoll();
    await screen.findByRole('button', { name: '3 new rows' });
    expect(isShown('h')).toBe(false);

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: '3 new rows' }));
    await waitFor(() => expect(isShown('f')).toBe(true));
    expect(markOf('f')).toBe('New');
    expect(markOf('h')).toBe('New');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    // The focus, on the bar a moment ago, is on the table, not lost.
    expect(screen.getByRole('table')).toHaveFocus();
    expect(screen.queryByRole('button', { name: /new rows?$/ })).not.toBeInTheDocument();
    expect(bar).not.toBeInTheDocument();
  });

  it('wait while the focus is in the rows or a row is selected, which stay as they were', async () => {
    const rows = seed();
    serve(rows);
    renderList({ selectable: true });
    await screen.findByRole('cell', { name: 'a' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const box = within(rowOf('c')).getByRole('checkbox');
    await user.click(box);
    expect(box).toHaveFocus();
    const rowC = rowOf('c');

    rows.push({ uuid: 'f', timestamp: at(50), status: 'QUEUED' });
    await nextPoll();
    await screen.findByRole('button', { name: '1 new row' });
    expect(isShown('f')).toBe(false);
    expect(box).toHaveFocus();
    expect(rowOf('c')).toBe(rowC);
    expect(box).toBeChecked();
  });

  it('at the top of the page, with no focus in the rows, come in at once', async () => {
    const rows = seed();
    serve(rows);
    renderList();
    await screen.findByRole('cell', { name: 'a' });
    rows.push({ uuid: 'f', timestamp: at(50), status: 'QUEUED' });
    await nextPoll();
    await waitFor(() => expect(isShown('f')).toBe(true));
    expect(screen.queryByRole('button', { name: /new row/ })).not.toBeInTheDocument();
  });
});

describe('a hidden tab', () => {
  it('asks for nothing, however long; shown again it polls once at once, then every 30 s', async () => {
    const rows = seed();
    const queries = serve(rows);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    renderList();
    await screen.findByRole('cell', { name: 'a' });
    const loads = queries.length;

    visibility.mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    rows.push({ uuid: 'f', timestamp: at(50), status: 'QUEUED' });
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
    expect(queries.length).toBe(loads);

    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(isShown('f')).toBe(true));
    expect(queries.length).toBe(loads + 1);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(queries.length).toBe(loads + 1);
    await act(() => vi.advanceTimersByTimeAsync(11_000));
    expect(queries.length).toBe(loads + 2);
    visibility.mockRestore();
  });
});
