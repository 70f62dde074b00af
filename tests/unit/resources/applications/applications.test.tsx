import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db } from '../../../../src/demo/store';
import { server } from '../../../setup';
import { drfPage, renderApp, signInAs } from '../../helpers';

const APPLICATIONS = '*/api/v1/applications/';

const COLUMNS = [
  'Start Time',
  'Vendor',
  'Bank',
  'Status',
  'Vendor Specific Id',
  'Options',
  'Initiator',
  'P C A',
  'Latest Webhook',
  'Analysed',
  'Finalised',
];

const account = (id: number) => ({
  id,
  nickname: `Account ${id}`,
  bsb: '062-000',
  number: String(id),
  type: 'savings',
});

/** An application as api/v1 sends it (docs/api.md#applications): no status, bank name or account count. */
const row = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  timestamp: new Date(Date.UTC(2026, 0, 1, 0, id)).toISOString(),
  analysed: id % 2 === 0,
  finalised: false,
  vendor: { name: 'Acme Lending', country_code: 'AU' },
  vendor_label: 'acme-web',
  vendor_specific_id: `VSI-${id}`,
  full_name: `Customer ${id}`,
  email: `c${id}@example.test`,
  mobile: null,
  score_id: null,
  options: { analysis: true, select_accounts: false, transactions: 'completed', estatements: 'not_requested' },
  webhook_log: [],
  profile_count: 1,
  crawler_count: 2,
  bank_id: 1,
  initiator: 'customer',
  profiles: [
    {
      id: id * 10,
      initiator: 'customer',
      bank_id: 1,
      crawler: { uuid: `c-${id}`, status: 'COMPLETED' },
      accounts: [1, 2, 3].map(n => account(id * 100 + n)),
    },
  ],
  ...overrides,
});

/** The column headers once the first page of the demo API's applications is shown. */
const headers = async () => {
  const table = await screen.findByRole('table', {}, { timeout: 5000 });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 5000 });
  return within(table)
    .getAllByRole('columnheader')
    .map(cell => cell.textContent?.trim());
};

describe('Applications list', () => {
  it('shows the columns, without Full Name for a user without show_pii (staff@demo.test)', async () => {
    await signInAs('staff');
    renderApp('/applications');
    const shown = await headers();
    expect(shown).toEqual(expect.arrayContaining(COLUMNS));
    expect(shown).not.toContain('Full Name');
  });

  it('shows Full Name to a user with show_pii (vendor@demo.test)', async () => {
    await signInAs('vendor');
    renderApp('/applications');
    await waitFor(async () => expect(await headers()).toContain('Full Name'), { timeout: 5000 });
  });

  it('asks for 50 rows, newest first', async () => {
    const queries: URLSearchParams[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname.endsWith('/applications/')) {
        queries.push(new URL(request.url).searchParams);
      }
    });
    await signInAs('staff');
    renderApp('/applications');
    await screen.findByRole('table');
    expect(queries[0].get('ordering')).toBe('-timestamp');
    expect(queries[0].get('page_size')).toBe('50');
    server.events.removeAllListeners();
  });

  it('renders the cells of a row', async () => {
    server.use(
      http.get(APPLICATIONS, () =>
        HttpResponse.json(
          drfPage([
            row(1, {
              analysed: true,
              finalised: false,
              webhook_log: [
                { event: 'bundle_ready', success: true, timestamp: '2026-01-01T00:00:00Z', response_code: 200 },
                { event: 'report_ready', success: false, timestamp: '2026-01-01T01:00:00Z', response_code: 500 },
                { event: 'summary', success: true, timestamp: '2026-01-01T02:00:00Z', response_code: 200 },
              ],
            }),
            row(2),
          ]),
        ),
      ),
    );
    await signInAs('vendor');
    renderApp('/applications');
    const first = (await screen.findByRole('cell', { name: 'VSI-1' })).closest('tr')!;
    const cells = within(first);
    expect(cells.getByText('Acme Lending')).toBeInTheDocument();
    expect(await cells.findByText(db().banks.get(1)!.name)).toBeInTheDocument();
    expect(cells.getByText('COMPLETED')).toBeInTheDocument();
    expect(cells.getByText('Customer 1')).toBeInTheDocument();
    expect(cells.getByText('Analysis')).toBeInTheDocument();
    expect(cells.getByText('Transactions')).toHaveAttribute('title', 'completed');
    expect(cells.getByText('1 / 2 / 3')).toBeInTheDocument();
    expect(cells.getByText('report_ready')).toHaveAttribute('data-success', 'false');
    expect(cells.getByTitle('Not delivered')).toBeInTheDocument();
    expect(cells.getByTitle('Analysed')).toBeInTheDocument();
    expect(cells.getByTitle('Not finalised')).toBeInTheDocument();
    const second = (await screen.findByRole('cell', { name: 'VSI-2' })).closest('tr')!;
    expect(within(second).getByText('-')).toBeInTheDocument();
  });

  it('says "No data available" when there is no application', async () => {
    server.use(http.get(APPLICATIONS, () => HttpResponse.json(drfPage([]))));
    await signInAs('staff');
    renderApp('/applications');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('renders a page of 100 rows without a request per row', async () => {
    const rows = Array.from({ length: 100 }, (_, index) => row(index + 1));
    server.use(http.get(APPLICATIONS, () => HttpResponse.json({ ...drfPage(rows), count: 250 })));
    await signInAs('vendor');
    const requests: string[] = [];
    const count = ({ request }: { request: Request }) => void requests.push(request.url);
    server.events.on('request:start', count);
    renderApp('/applications?perPage=100');
    await screen.findByRole('cell', { name: 'VSI-100' });
    server.events.removeListener('request:start', count);
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(101);
    // Session, banks and labels for the filters, the page itself: never one call per row.
    expect(requests.length).toBeLessThan(20);
    // 100 rows of 13 cells is the heaviest single render of the suite: 5-8 s alone, 19 s seen in a
    // CI run on a busy machine, against the 20 s default.
  }, 60_000);
});
