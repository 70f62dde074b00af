import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../setup';
import { drfPage, recordListQueries, renderApp, signInAs } from '../../helpers';

const ANALYSES = '*/api/v1/analyses/';
const COLUMNS = [
  'Id',
  'Time',
  'Bank',
  'Vendor Ref',
  'Account Id',
  'Account Type',
  'Transactions',
  'Elapsed',
  'Completed',
  'Reports',
];

const analysis = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  time: new Date(Date.now() - 60 * 60_000).toISOString(),
  bank: 'Demo Bank',
  vendorref: 'acme-main',
  account_id: 100 + id,
  account_type: 'savings',
  transaction_count: 12,
  elapsed: 30,
  completed: true,
  html: true,
  pdf: true,
  csv: true,
  ...overrides,
});

const originalCreate = URL.createObjectURL;
const originalRevoke = URL.revokeObjectURL;
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:demo');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  URL.createObjectURL = originalCreate;
  URL.revokeObjectURL = originalRevoke;
});

describe('Analyses list', () => {
  it('shows the analyses of the demo API with their columns', async () => {
    await signInAs('vendor');
    renderApp('/analyses');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    const headers = within(table)
      .getAllByRole('columnheader')
      .map(cell => cell.textContent?.trim());
    expect(headers).toEqual(expect.arrayContaining(COLUMNS));
    expect(screen.getByRole('button', { name: 'Pause updates' })).toBeInTheDocument();
  });

  it('offers reports only for completed analyses of the last 7 days, and downloads one', async () => {
    const reports: string[] = [];
    server.use(
      http.get(ANALYSES, () =>
        HttpResponse.json(
          drfPage([
            analysis(1),
            analysis(2, { completed: false, html: false, pdf: false, csv: false }),
            analysis(3, { time: new Date(Date.now() - 8 * 24 * 60 * 60_000).toISOString() }),
            analysis(4, { csv: false }),
          ]),
        ),
      ),
      http.get('*/api/v1/analyses/:id/report/:format', ({ params }) => {
        reports.push(`${params.id}/${params.format}`);
        return new HttpResponse('<html></html>', {
          headers: { 'Content-Type': 'text/html', 'Content-Disposition': 'attachment; filename="analysis-1.html"' },
        });
      }),
    );
    await signInAs('vendor');
    const user = userEvent.setup();
    renderApp('/analyses');
    const button = (format: string, id: number) =>
      screen.getByRole('button', { name: `Download ${format} report of analysis ${id}` });
    await screen.findByRole('button', { name: 'Download HTML report of analysis 1' });
    for (const format of ['HTML', 'PDF', 'CSV']) {
      expect(button(format, 1)).toBeEnabled();
      expect(button(format, 2)).toBeDisabled();
      expect(button(format, 3)).toBeDisabled();
    }
    expect(button('PDF', 4)).toBeEnabled();
    expect(button('CSV', 4)).toBeDisabled();

    await user.click(button('HTML', 1));
    await waitFor(() => expect(reports).toEqual(['1/html']));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });

  it('tells a failed download with the server status', async () => {
    server.use(
      http.get(ANALYSES, () => HttpResponse.json(drfPage([analysis(1)]))),
      http.get('*/api/v1/analyses/:id/report/:format', () => new HttpResponse(null, { status: 500 })),
    );
    await signInAs('vendor');
    const user = userEvent.setup();
    renderApp('/analyses');
    await user.click(await screen.findByRole('button', { name: 'Download PDF report of analysis 1' }));
    expect(await screen.findByText('Server responded with status: 500')).toBeInTheDocument();
  });

  it('filters by bank through the address', async () => {
    const queries: URLSearchParams[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/analyses/')) queries.push(url.searchParams);
    });
    await signInAs('vendor');
    renderApp(`/analyses?filter=${encodeURIComponent(JSON.stringify({ bank_id: 1, completed: 'true' }))}`);
    await screen.findByRole('table');
    await waitFor(() =>
      expect(queries.some(query => query.get('bank_id') === '1' && query.get('completed') === 'true')).toBe(true),
    );
    server.events.removeAllListeners();
  });

  it('reprints an analysis with the messages of the summary reprints (decision 18)', async () => {
    const printed: string[] = [];
    server.use(
      http.get(ANALYSES, () =>
        HttpResponse.json(drfPage([analysis(1), analysis(2, { completed: false }), analysis(3), analysis(4)])),
      ),
      http.post('*/api/v1/analyses/:id/print/:format', ({ params }) => {
        printed.push(`${params.id}/${params.format}`);
        if (params.id === '3')
          return HttpResponse.json({ detail: 'No HTML yet' }, { status: params.format === 'pdf' ? 401 : 500 });
        if (params.id === '4') return HttpResponse.json({ detail: 'Broken' }, { status: 500 });
        return HttpResponse.json({ detail: 'ok' });
      }),
    );
    await signInAs('vendor');
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/analyses');
    const reprint = (format: string, id: number) =>
      screen.getByRole('button', { name: `Reprint ${format} analysis ${id}` });
    await screen.findByRole('button', { name: 'Reprint HTML analysis 1' });
    expect(reprint('HTML', 2)).toBeDisabled();

    await user.click(reprint('HTML', 1));
    expect(await screen.findByText('Reprinting HTML Analysis: 1')).toBeInTheDocument();
    await user.click(reprint('PDF', 1));
    expect(await screen.findByText('Reprinting PDF Analysis: 1')).toBeInTheDocument();
    await user.click(reprint('HTML', 3));
    expect(await screen.findByText('Cannot reprint HTML Analysis: 3')).toBeInTheDocument();
    await user.click(reprint('PDF', 3));
    expect(await screen.findByText('HTML Analysis does not exist: 3')).toBeInTheDocument();
    await user.click(reprint('PDF', 4));
    expect(await screen.findByText('Cannot reprint PDF Analysis: 4')).toBeInTheDocument();
    expect(printed).toEqual(['1/html', '1/pdf', '3/html', '3/pdf', '4/pdf']);
    // The PDF reprint's 401 has its own meaning: the session stays.
    expect(router.state.location.pathname).toBe('/analyses');
  });

  it('has the search form of Applications, Advanced dialog included', async () => {
    const queries = recordListQueries('/analyses/');
    server.use(http.get(ANALYSES, () => HttpResponse.json(drfPage([analysis(1)]))));
    await signInAs('vendor');
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/analyses');
    await screen.findByRole('table');
    // The rows may come before the filters' own lists (the first page is asked for at start).
    expect(await screen.findByRole('combobox', { name: 'Bank' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Vendor Label' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Count' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Advanced' }));
    const dialog = await screen.findByRole('dialog', { name: 'Advanced search' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), '<b>demo</b>@x.test');
    await user.click(within(dialog).getByRole('combobox', { name: 'Analysed' }));
    await user.click(await screen.findByRole('option', { name: 'Yes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(queries.some(query => query.get('email') === 'demo@x.test' && query.get('analysed') === 'true')).toBe(
        true,
      ),
    );
    const filter = JSON.parse(new URLSearchParams(router.state.location.search).get('filter') ?? '{}');
    expect(filter).toMatchObject({ email: 'demo@x.test', analysed: 'true' });
    server.events.removeAllListeners();
  });

  it('says "No data available" when there is no analysis', async () => {
    server.use(http.get(ANALYSES, () => HttpResponse.json(drfPage([]))));
    await signInAs('vendor');
    renderApp('/analyses');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('tells a server error and keeps the screen', async () => {
    server.use(http.get(ANALYSES, () => HttpResponse.json({ detail: 'Analyses are down' }, { status: 500 })));
    await signInAs('vendor');
    renderApp('/analyses');
    expect(await screen.findByText('An error occured: Analyses are down', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause updates' })).toBeInTheDocument();
  });
});
