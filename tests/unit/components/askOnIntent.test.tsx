import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../setup';
import { drfPage, renderApp, signInAs } from '../helpers';
import { apiApplication } from '../fixtures/apiApplication';

/**
 * A list's sort, filter and page changes ask for the new page from the event that made them
 * (components/AskOnIntent), not after react-admin has written them to the address and drawn the
 * list again: the request leaves while the address still holds the old parameters, and it is the
 * only one the list makes for them.
 */

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const row = (id: number) => apiApplication(id, { timestamp: minutesAgo(id), profiles: [] });
const ROWS = Array.from({ length: 12 }, (_, index) => row(index + 1));

/** GET applications/ ordered by `ordering` (newest first by default), paged by `page`/`page_size`. */
const serveApplications = (fail?: (params: URLSearchParams) => Response | undefined) =>
  server.use(
    http.get('*/api/v1/applications/', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const failure = fail?.(params);
      if (failure) return failure;
      const email = params.get('email');
      const kept = ROWS.filter(item => !email || item.full_name.toLowerCase().includes(email));
      const oldestFirst = params.get('ordering') === 'timestamp';
      const ordered = [...kept].sort((a, b) => (oldestFirst ? b.id - a.id : a.id - b.id));
      const size = Number(params.get('page_size') ?? 50);
      const page = Number(params.get('page') ?? 1);
      const results = ordered.slice((page - 1) * size, page * size);
      return HttpResponse.json({ ...drfPage(results), count: ordered.length });
    }),
  );

/**
 * Every applications/ read that leaves the app, with the address as it was at that moment (the
 * fetch call itself, not the server's receipt).
 */
const watchReads = (address: () => string) => {
  const reads: { params: URLSearchParams; address: string }[] = [];
  const fetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.pathname.endsWith('/applications/')) reads.push({ params: url.searchParams, address: address() });
    return fetch(input, init);
  });
  return reads;
};

const ids = () => screen.getAllByRole('cell', { name: /^VSI-\d+$/ }).map(cell => cell.textContent);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('A list asks on intent', () => {
  it(
    'sends the sorted read from the click, before the address changes, and only once',
    { timeout: 20_000 },
    async () => {
      serveApplications();
      await signInAs('vendor');
      const user = userEvent.setup({ delay: null });
      const { router } = renderApp('/applications');
      await waitFor(() => expect(ids()[0]).toBe('VSI-1'), { timeout: 10_000 });
      const reads = watchReads(() => router.state.location.search);

      await user.click(screen.getByRole('button', { name: /sort by start time/i }));
      await waitFor(() => expect(ids()[0]).toBe('VSI-12'), { timeout: 10_000 });

      const sorted = reads.filter(read => read.params.get('ordering') === 'timestamp');
      expect(sorted).toHaveLength(1);
      // It left while the address still held the old sort: react-admin writes it a task later.
      expect(sorted[0].address).not.toMatch(/order=ASC/);
      expect(router.state.location.search).toMatch(/order=ASC/);
      expect(reads).toHaveLength(1);
    },
  );

  it("sends the Advanced dialog's filter from its Search, before the address changes", async () => {
    serveApplications();
    await signInAs('vendor');
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/applications');
    await waitFor(() => expect(ids()).toHaveLength(12), { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Advanced' }));
    const dialog = await screen.findByRole('dialog', { name: 'Advanced search' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'customer 1');
    const reads = watchReads(() => router.state.location.search);

    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(ids()).toHaveLength(4), { timeout: 10_000 });

    const filtered = reads.filter(read => read.params.get('email') === 'customer 1');
    expect(filtered).toHaveLength(1);
    expect(filtered[0].address).not.toMatch(/customer/);
    expect(reads).toHaveLength(1);
  });

  it('sends the next page from the pagination click, before the address changes', async () => {
    serveApplications();
    await signInAs('vendor');
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/applications?perPage=5');
    await waitFor(() => expect(ids()).toHaveLength(5), { timeout: 10_000 });
    const reads = watchReads(() => router.state.location.search);

    await user.click(screen.getByRole('button', { name: /go to next page|next page/i }));
    await waitFor(() => expect(ids()[0]).toBe('VSI-6'), { timeout: 10_000 });

    const second = reads.filter(read => read.params.get('page') === '2');
    expect(second).toHaveLength(1);
    expect(second[0].address).not.toMatch(/page=2/);
    expect(reads).toHaveLength(1);
  });

  it('shows a sorted read that fails as the list’s failure, not the old rows', async () => {
    serveApplications(params =>
      params.get('ordering') === 'timestamp' ? HttpResponse.json({ detail: 'Boom' }, { status: 500 }) : undefined,
    );
    await signInAs('vendor');
    const user = userEvent.setup({ delay: null });
    renderApp('/applications');
    await waitFor(() => expect(ids()[0]).toBe('VSI-1'), { timeout: 10_000 });

    await user.click(screen.getByRole('button', { name: /sort by start time/i }));
    expect(await screen.findByText(/The list could not be loaded/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'VSI-1' })).not.toBeInTheDocument();
  });
});
