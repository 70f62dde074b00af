import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { tokenStorage } from '../../../../src/providers/http';
import { server } from '../../../setup';
import { drfPage, recordListQueries, renderApp, signInAs } from '../../helpers';
import { apiApplication } from '../../fixtures/apiApplication';

const APPLICATIONS = '*/api/v1/applications/';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** An application as api/v1 sends it, an hour old, its transactions_ready webhook sent. */
const row = (id: number, overrides: Record<string, unknown> = {}) =>
  apiApplication(id, {
    timestamp: minutesAgo(60 + id),
    webhook_log: [{ event: 'transactions_ready', success: true, timestamp: minutesAgo(30), response_code: 200 }],
    ...overrides,
  });

const filterIn = (search: string) =>
  JSON.parse(new URLSearchParams(search).get('filter') ?? '{}') as Record<string, unknown>;

describe('Applications search', () => {
  // The file's first test pays for the app's cold import: on a loaded machine that alone took 5 s.
  it('filters by bank, and the filter lives in the address', { timeout: 20_000 }, async () => {
    const queries = recordListQueries('/applications/');
    await signInAs('vendor');
    const user = userEvent.setup();
    const { router } = renderApp('/applications');
    await screen.findByRole('table', {}, { timeout: 10_000 });
    const bank = await screen.findByRole('combobox', { name: 'Bank' });
    await user.click(bank);
    const options = await screen.findAllByRole('option');
    const chosen = options[0].textContent!;
    await user.click(options[0]);
    await waitFor(() => expect(filterIn(router.state.location.search).bank_id).toBeDefined());
    const id = String(filterIn(router.state.location.search).bank_id);
    await waitFor(() => expect(queries.some(query => query.get('bank_id') === id)).toBe(true));
    expect(screen.getByRole('combobox', { name: 'Bank' })).toHaveValue(chosen);
    server.events.removeAllListeners();
  });

  it('reads bank, label, count and the advanced filters from the address', async () => {
    const queries = recordListQueries('/applications/');
    await signInAs('vendor');
    const filter = { bank_id: 2, label_id: 1, email: 'x@y.z', analysed: 'true', analysis: 'false', balances: 'All' };
    renderApp(`/applications?perPage=20&filter=${encodeURIComponent(JSON.stringify(filter))}`);
    await waitFor(() => expect(queries.length).toBeGreaterThan(0), { timeout: 5000 });
    const query = queries[0];
    expect(query.get('bank_id')).toBe('2');
    expect(query.get('label_id')).toBe('1');
    expect(query.get('email')).toBe('x@y.z');
    expect(query.get('analysed')).toBe('true');
    expect(query.get('analysis')).toBe('false');
    expect(query.get('balances')).toBeNull();
    expect(query.get('page_size')).toBe('20');
    expect(await screen.findByRole('combobox', { name: 'Count' })).toHaveTextContent('20');
    server.events.removeAllListeners();
  });

  it('applies the Advanced dialog to the address and the query, and clears it', async () => {
    const queries = recordListQueries('/applications/');
    server.use(http.get(APPLICATIONS, () => HttpResponse.json(drfPage([row(1)]))));
    await signInAs('vendor');
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/applications');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Advanced' }));
    const dialog = await screen.findByRole('dialog', { name: 'Advanced search' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), '  <b>demo</b> ');
    await user.click(within(dialog).getByRole('combobox', { name: 'Analysed' }));
    await user.click(await screen.findByRole('option', { name: 'Yes' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Analysis' }));
    await user.click(await screen.findByRole('option', { name: 'No' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    await waitFor(() =>
      expect(filterIn(router.state.location.search)).toEqual({ email: 'demo', analysed: 'true', analysis: 'false' }),
    );
    await waitFor(() =>
      expect(
        queries.some(
          query =>
            query.get('email') === 'demo' && query.get('analysed') === 'true' && query.get('analysis') === 'false',
        ),
      ).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Advanced' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(filterIn(router.state.location.search)).toEqual({}));
    server.events.removeAllListeners();
  });

  it('applies the Advanced dialog on Enter in a field, opened again with what the list is filtered by', async () => {
    server.use(http.get(APPLICATIONS, () => HttpResponse.json(drfPage([row(1)]))));
    await signInAs('vendor');
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/applications?filter=%7B%22analysed%22%3A%22true%22%7D');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Advanced' }));
    const dialog = await screen.findByRole('dialog', { name: 'Advanced search' });
    expect(within(dialog).getByRole('combobox', { name: 'Analysed' })).toHaveTextContent('Yes');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'smith{Enter}');
    await waitFor(() => expect(filterIn(router.state.location.search)).toEqual({ email: 'smith', analysed: 'true' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Opened again: the values the list is now filtered by.
    await user.click(screen.getByRole('button', { name: 'Advanced' }));
    expect(within(await screen.findByRole('dialog')).getByRole('textbox', { name: 'Email' })).toHaveValue('smith');
  });

  it('changes the count (rows per page) through the address', async () => {
    await signInAs('vendor');
    const user = userEvent.setup();
    const { router } = renderApp('/applications');
    await screen.findByRole('table');
    await user.click(screen.getByRole('combobox', { name: 'Count' }));
    await user.click(await screen.findByRole('option', { name: '100' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('perPage')).toBe('100'));
  });
});

describe('Applications table', () => {
  it('enables Reanalyse by the rule and reanalyses with a notice', async () => {
    const posted: string[] = [];
    server.use(
      http.get(APPLICATIONS, () =>
        HttpResponse.json(
          drfPage([
            row(1, { analysed: true, webhook_log: [], profiles: [] }),
            row(2),
            row(3, { profiles: [{ id: 30, crawler: { uuid: 'c-3', status: 'PROCESSING' } }] }),
            row(4, {
              webhook_log: [
                { event: 'transactions_ready', success: true, timestamp: minutesAgo(5), response_code: 200 },
              ],
            }),
          ]),
        ),
      ),
      http.post('*/api/v1/applications/:id/analyses', ({ params }) => {
        posted.push(String(params.id));
        return HttpResponse.json({ detail: 'ok' });
      }),
    );
    await signInAs('vendor');
    const user = userEvent.setup();
    renderApp('/applications');
    const button = (id: number) => screen.getByRole('button', { name: `Reanalyse application ${id}` });
    await screen.findByRole('button', { name: 'Reanalyse application 1' });
    expect(button(1)).toBeEnabled();
    expect(button(2)).toBeEnabled();
    expect(button(3)).toBeDisabled();
    expect(button(4)).toBeDisabled();

    await user.click(button(2));
    await waitFor(() => expect(posted).toEqual(['2']));
    expect(await screen.findByText('Reanalysis started for application 2')).toBeInTheDocument();
  });

  it('tells a failed reanalysis', async () => {
    server.use(
      http.get(APPLICATIONS, () => HttpResponse.json(drfPage([row(1, { analysed: true })]))),
      http.post('*/api/v1/applications/:id/analyses', () =>
        HttpResponse.json({ detail: 'Analysis engine busy' }, { status: 500 }),
      ),
    );
    await signInAs('vendor');
    const user = userEvent.setup();
    renderApp('/applications');
    await user.click(await screen.findByRole('button', { name: 'Reanalyse application 1' }));
    expect(await screen.findByText('An error occured: Analysis engine busy')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'VSI-1' })).toBeInTheDocument();
  });

  it(
    'keeps a throttled Reanalyse off for the Retry-After, saying how long, then offers it again; the session stays',
    { timeout: 40_000 },
    async () => {
      let posts = 0;
      server.use(
        http.get(APPLICATIONS, () => HttpResponse.json(drfPage([row(1, { analysed: true })]))),
        http.post('*/api/v1/applications/:id/analyses', () => {
          posts += 1;
          return HttpResponse.json(
            { detail: 'Request was throttled. Expected available in 7 seconds.' },
            { status: 429, headers: { 'Retry-After': '7' } },
          );
        }),
      );
      // Fake clock that still moves on its own, so react-admin's and MSW's own timers run.
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        await signInAs('vendor');
        const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
        const { router } = renderApp('/applications');
        await user.click(await screen.findByRole('button', { name: 'Reanalyse application 1' }));
        expect(await screen.findByText('An error occured: Too many requests: try again in 7 s')).toBeInTheDocument();
        const reanalyse = () => screen.getByRole('button', { name: /^Reanalyse application 1/ });
        expect(reanalyse()).toBeDisabled();
        expect(reanalyse()).toHaveAccessibleName('Reanalyse application 1 (wait 7 s)');

        await act(() => vi.advanceTimersByTimeAsync(5000));
        expect(reanalyse()).toBeDisabled();
        expect(reanalyse()).toHaveAccessibleName('Reanalyse application 1 (wait 2 s)');

        await act(() => vi.advanceTimersByTimeAsync(2000));
        await waitFor(() => expect(reanalyse()).toBeEnabled());
        expect(reanalyse()).toHaveAccessibleName('Reanalyse application 1');
        expect(posts).toBe(1);
        expect(router.state.location.pathname).toBe('/applications');
        expect(tokenStorage.get()).not.toBeNull();
      } finally {
        vi.useRealTimers();
      }
    },
  );

  it("makes one row's Reanalyse wait or busy, never another row's: the table's rows share one runner", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>(resolve => (release = resolve));
    server.use(
      http.get(APPLICATIONS, () =>
        HttpResponse.json(
          drfPage([row(1, { analysed: true }), row(2, { analysed: true }), row(3, { analysed: true })]),
        ),
      ),
      http.post('*/api/v1/applications/:id/analyses', async ({ params }) => {
        if (params.id === '1')
          return HttpResponse.json({ detail: 'Throttled.' }, { status: 429, headers: { 'Retry-After': '30' } });
        if (params.id === '2') await held;
        return HttpResponse.json({ id: 99 }, { status: 201 });
      }),
    );
    await signInAs('vendor');
    const user = userEvent.setup();
    renderApp('/applications');
    const button = (id: number) => screen.getByRole('button', { name: new RegExp(`^Reanalyse application ${id}`) });
    await user.click(await screen.findByRole('button', { name: 'Reanalyse application 1' }));
    await waitFor(() => expect(button(1)).toHaveAccessibleName('Reanalyse application 1 (wait 30 s)'));
    expect(button(1)).toBeDisabled();
    expect(button(2)).toBeEnabled();
    await user.click(button(2));
    await waitFor(() => expect(button(2)).toBeDisabled());
    expect(button(3)).toBeEnabled();
    release();
    await waitFor(() => expect(button(2)).toBeEnabled());
    expect(button(1)).toBeDisabled();
  });

  it('ends the session when Reanalyse answers 401, as every application action does, with no success notice', async () => {
    server.use(
      http.get(APPLICATIONS, () => HttpResponse.json(drfPage([row(1, { analysed: true })]))),
      http.post('*/api/v1/applications/:id/analyses', () =>
        HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 }),
      ),
    );
    await signInAs('vendor');
    const user = userEvent.setup();
    const { router } = renderApp('/applications');
    await user.click(await screen.findByRole('button', { name: 'Reanalyse application 1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // react-admin's dataProvider proxy resolves a call it logged out on: no success may follow.
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByText('Reanalysis started for application 1')).not.toBeInTheDocument();
  });

  it('tells a server error and keeps the screen', async () => {
    server.use(http.get(APPLICATIONS, () => HttpResponse.json({ detail: 'Applications are down' }, { status: 500 })));
    await signInAs('vendor');
    renderApp('/applications');
    expect(
      await screen.findByText('An error occured: Applications are down', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Advanced' })).toBeInTheDocument();
  });

  it('reanalyses the selected applications at once, skipping those the rule refuses, and reports both counts', async () => {
    let sent: unknown;
    server.use(
      http.get(APPLICATIONS, () =>
        HttpResponse.json(
          drfPage([
            row(1, { analysed: true }),
            row(2),
            row(3, { profiles: [{ id: 30, crawler: { uuid: 'c-3', status: 'PROCESSING' } }] }),
            row(4, {
              webhook_log: [
                { event: 'transactions_ready', success: true, timestamp: minutesAgo(5), response_code: 200 },
              ],
            }),
          ]),
        ),
      ),
      http.post('*/api/v1/mass-reanalysis/', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ detail: 'Reanalysis started for 2 applications.' });
      }),
    );
    await signInAs('vendor');
    const user = userEvent.setup({ delay: null });
    renderApp('/applications');
    await screen.findByRole('cell', { name: 'VSI-4' });
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(await screen.findByRole('button', { name: 'Reanalyse selected' }));
    await waitFor(() => expect(sent).toEqual({ application_ids: [1, 2] }));
    expect(await screen.findByText('2 applications queued for reanalysis, 2 skipped')).toBeInTheDocument();
  });

  it('sends nothing when the rule refuses every selected application', async () => {
    const posted: unknown[] = [];
    server.use(
      http.get(APPLICATIONS, () =>
        HttpResponse.json(drfPage([row(1, { analysed: true }), row(2, { analysed: true }), row(3, { profiles: [] })])),
      ),
      http.post('*/api/v1/mass-reanalysis/', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ detail: 'Reanalysis started for 2 applications.' });
      }),
    );
    await signInAs('vendor');
    const user = userEvent.setup({ delay: null });
    renderApp('/applications');
    const rowOf = async (id: number) => (await screen.findByRole('cell', { name: `VSI-${id}` })).closest('tr')!;
    // The row checkbox's input carries its name (react-admin puts it on the span around it).
    await user.click(within(await rowOf(1)).getByRole('checkbox', { name: 'Select this row' }));
    expect(within(await rowOf(1)).queryByLabelText('Select this row', { selector: 'span' })).toBeNull();
    await user.click(within(await rowOf(2)).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Reanalyse selected' }));
    expect(await screen.findByText('2 applications queued for reanalysis, 0 skipped')).toBeInTheDocument();

    await user.click(within(await rowOf(3)).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Reanalyse selected' }));
    expect(await screen.findByText('0 applications queued for reanalysis, 1 skipped')).toBeInTheDocument();
    expect(posted).toHaveLength(1);
  });

  it('opens the application view from a row', async () => {
    server.use(http.get(APPLICATIONS, () => HttpResponse.json(drfPage([row(7)]))));
    await signInAs('vendor');
    const user = userEvent.setup();
    const { router } = renderApp('/applications');
    await user.click(await screen.findByRole('cell', { name: 'VSI-7' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/applications/7/show'));
  });
});
