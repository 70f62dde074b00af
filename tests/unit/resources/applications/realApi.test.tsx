import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../setup';
import { drfPage, renderApp, signInAs } from '../../helpers';

/**
 * The lists against an api/v1 that sends only the fields of docs/api.md: no application
 * `status`, no bank names, no account count; the banks list in two pages.
 */

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const BANKS = [
  { id: 1, name: 'First Page Bank' },
  { id: 101, name: 'Second Page Credit Union' },
].map(bank => ({
  ...bank,
  logo: '',
  logo_base_url: '',
  order: bank.id,
  is_offline: false,
  has_balances: true,
  has_transactions: true,
  has_estatements: false,
  has_interimstatements: false,
  has_detailedaccounts: false,
  country_code: 'AU',
  search_str: bank.name.toLowerCase(),
}));

/** GET banks as DRF pages it: one bank a page, `next` an absolute link. */
const pagedBanks = () =>
  http.get('*/api/v1/banks', ({ request }) => {
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page') ?? '1');
    const link = (to: number) => {
      const next = new URL(url);
      next.searchParams.set('page', String(to));
      return next.toString();
    };
    return HttpResponse.json({
      count: BANKS.length,
      next: page < BANKS.length ? link(page + 1) : null,
      previous: page > 1 ? link(page - 1) : null,
      results: [BANKS[page - 1]],
    });
  });

const account = (id: number) => ({
  id,
  nickname: `Account ${id}`,
  bsb: '062-000',
  number: `1000${id}`,
  type: 'savings',
  available: 10,
  balance: 10,
  transaction_count: 5,
  analyses: [],
  interim: false,
  eStatement: false,
});

const application = (id: number, bankId: number, statuses: string[]) => ({
  id,
  timestamp: minutesAgo(60 + id),
  analysed: false,
  finalised: false,
  vendor: { name: 'Acme Lending', country_code: 'AU' },
  vendor_label: 'acme-web',
  vendor_specific_id: `VSI-${id}`,
  full_name: `Customer ${id}`,
  email: `c${id}@example.com`,
  mobile: '0412345678',
  score_id: '',
  options: { select_accounts: false },
  webhook_log: [],
  profile_count: statuses.length,
  crawler_count: statuses.length,
  bank_id: bankId,
  initiator: 'customer',
  profiles: statuses.map((status, index) => ({
    id: id * 10 + index,
    initiator: 'customer',
    bank_id: bankId,
    crawler: { uuid: `c-${id}-${index}`, status },
    accounts: [account(id * 100 + index), account(id * 100 + index + 50)],
  })),
});

const APPLICATIONS = [
  application(1, 101, ['COMPLETED', 'PROCESSING']),
  application(2, 1, ['COMPLETED', 'COMPLETED']),
  application(3, 1, ['COMPLETED', 'DIED', 'FAILED']),
  application(4, 101, []),
];

const FAILED = (reason: string) => `The list could not be loaded: ${reason}`;

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('Applications against a specification-shaped api/v1', () => {
  it('derives Status from the crawlers and names banks through the whole banks list', async () => {
    server.use(
      pagedBanks(),
      http.get('*/api/v1/applications/', () => HttpResponse.json(drfPage(APPLICATIONS))),
    );
    await signInAs('vendor');
    renderApp('/applications');
    await screen.findByRole('table', {}, { timeout: 10000 });
    const expected: [string, string, string, string][] = [
      ['VSI-1', 'PROCESSING', 'Second Page Credit Union', '2 / 2 / 4'],
      ['VSI-2', 'COMPLETED', 'First Page Bank', '2 / 2 / 4'],
      ['VSI-3', 'DIED', 'First Page Bank', '3 / 3 / 6'],
      ['VSI-4', 'INITIAL', 'Second Page Credit Union', '0 / 0 / 0'],
    ];
    for (const [vsid, status, bank, pca] of expected) {
      const row = await rowOf(vsid);
      await waitFor(() => expect(within(row).getByText(bank)).toBeInTheDocument());
      expect(within(row).getByText(status)).toBeInTheDocument();
      expect(within(row).getByText(pca)).toBeInTheDocument();
    }
  });

  it('names the bank of a crawler row that gives its id', async () => {
    server.use(
      pagedBanks(),
      http.get('*/api/v1/crawlers/', () =>
        HttpResponse.json(
          drfPage([
            {
              uuid: 'run-1',
              status: 'COMPLETED',
              timestamp: minutesAgo(5),
              error: null,
              bank: 101,
              vendor_label: 'acme-web',
              country_code: 'AU',
              initiator: 'customer',
              vendor_specific_id: 'VSI-run',
              elapsed: 12,
              account_count: 1,
              cache_present: false,
              mfa_flag: false,
              standardError: '',
            },
          ]),
        ),
      ),
    );
    await signInAs('vendor');
    renderApp('/crawlers');
    await screen.findByRole('table', {}, { timeout: 10000 });
    const row = await rowOf('run-1');
    await waitFor(() => expect(within(row).getByText('Second Page Credit Union')).toBeInTheDocument());
  });
});

describe('A list whose call fails', () => {
  it('shows the error and a retry, not "No data available", and retries', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/v1/applications/', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ detail: 'Database unavailable' }, { status: 500 })
          : HttpResponse.json(drfPage([application(7, 1, ['COMPLETED'])]));
      }),
    );
    await signInAs('vendor');
    const user = userEvent.setup();
    renderApp('/applications');
    // The toast says it too; the error state is the alert in place of the table.
    const alert = (await screen.findByText(FAILED('Database unavailable'), {}, { timeout: 8000 })).closest(
      '[role="alert"]',
    )!;
    expect(screen.queryByText('No data available')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(within(alert as HTMLElement).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('VSI-7')).toBeInTheDocument();
    expect(screen.queryByText(FAILED('Database unavailable'))).not.toBeInTheDocument();
  });

  it('shows the error when an endpoint answers 404, rather than an empty table', async () => {
    server.use(
      http.get('*/api/v1/incomplete-bundle-applications/', () =>
        HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
      ),
    );
    await signInAs('staff');
    renderApp('/incomplete-bundle-applications');
    const message = await screen.findByText(FAILED('Not found.'), {}, { timeout: 8000 });
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByText('No data available')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

/**
 * A DRF list may come without `count` (CursorPagination, or a paginator that leaves it out): the
 * list then pages by its `next`/`previous` links, never says "of N", and never shows an empty page.
 */
describe('A list without count', () => {
  it('shows the rows and pages on by next, without a total', async () => {
    const rows = Array.from({ length: 60 }, (_, index) => application(100 + index, 1, ['COMPLETED']));
    const asked: string[] = [];
    server.use(
      pagedBanks(),
      http.get('*/api/v1/applications/', ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        const page = Number(url.searchParams.get('page') ?? '1');
        const size = Number(url.searchParams.get('page_size') ?? '25');
        const link = (to: number) => {
          const next = new URL(url);
          next.searchParams.set('page', String(to));
          return next.toString();
        };
        const results = rows.slice((page - 1) * size, page * size);
        return HttpResponse.json({
          next: page * size < rows.length ? link(page + 1) : null,
          previous: page > 1 ? link(page - 1) : null,
          results,
        });
      }),
    );
    await signInAs('vendor');
    const user = userEvent.setup();
    renderApp('/applications');
    expect(await screen.findByText('VSI-100', {}, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.queryByText(/of 60/)).not.toBeInTheDocument();
    expect(screen.queryByText('No data available')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    const last = rows.at(-1)!.vendor_specific_id;
    expect(await screen.findByText(last, {}, { timeout: 10000 })).toBeInTheDocument();
    expect(asked.some(search => /page=2/.test(search))).toBe(true);
  }, 45_000);
});
