import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../setup';
import { drfPage, recordListQueries, renderApp, signInAs } from '../../helpers';

const CRAWLERS = '*/api/v1/crawlers/';
const COLUMNS = [
  'UUID',
  'Timestamp',
  'Bank',
  'Vendor Label',
  'Country',
  'Initiator',
  'Vendor Specific Id',
  'Status',
  'Elapsed',
  'Accounts',
  'Cache Present',
  'MFA',
];

const crawler = (uuid: string, overrides: Record<string, unknown> = {}) => ({
  uuid,
  status: 'COMPLETED',
  timestamp: '2026-01-01T10:00:00Z',
  error: null,
  bank: 'Demo Bank',
  vendor_label: 'acme-main',
  country_code: 'AU',
  initiator: 'customer',
  vendor_specific_id: `VSI-${uuid}`,
  elapsed: 42,
  account_count: 2,
  cache_present: true,
  mfa_flag: false,
  standardError: '',
  ...overrides,
});

describe('Crawlers list', () => {
  it('shows the runs of the demo API to a vendor, without log links or the cache filter', async () => {
    await signInAs('vendor');
    renderApp('/crawlers');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    const headers = within(table)
      .getAllByRole('columnheader')
      .map(cell => cell.textContent?.trim());
    expect(headers).toEqual(expect.arrayContaining(COLUMNS));
    expect(within(table).queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryByRole('combobox', { name: /Cache Present/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause updates' })).toBeInTheDocument();
  });

  it('links the uuid to the crawler log and offers the cache filter to staff', async () => {
    server.use(http.get(CRAWLERS, () => HttpResponse.json(drfPage([crawler('abc-1')]))));
    await signInAs('staff');
    renderApp('/crawlers');
    // The row's link (issue 28): named as what it opens, then the uuid the row shows.
    const link = await screen.findByRole('link', { name: 'Crawler log, abc-1' });
    expect(link).toHaveAttribute('href', '/crawler/abc-1');
    expect(link.closest('th')).toHaveAttribute('scope', 'row');
    expect(await screen.findByRole('combobox', { name: /Cache Present/ })).toBeInTheDocument();
  });

  it('shows the error of FAILED and DIED runs and the slowness in words', async () => {
    server.use(
      http.get(CRAWLERS, () =>
        HttpResponse.json(
          drfPage([
            crawler('run-1', { status: 'FAILED', error: { code: 'E42', message: 'Bad password' }, elapsed: 200 }),
            crawler('run-2', { status: 'DIED', error: { code: 'D1', message: 'Worker lost' }, elapsed: 700 }),
            crawler('run-3', { status: 'EXITED', error: { code: 'X', message: 'hidden' }, elapsed: 30 }),
          ]),
        ),
      ),
    );
    await signInAs('vendor');
    renderApp('/crawlers');
    const first = (await screen.findByRole('rowheader', { name: /run-1$/ })).closest('tr')!;
    expect(within(first).getByText('E42: Bad password')).toBeInTheDocument();
    expect(within(first).getByText('(mildly slow)')).toBeInTheDocument();
    const second = screen.getByRole('rowheader', { name: /run-2$/ }).closest('tr')!;
    expect(within(second).getByText('D1: Worker lost')).toBeInTheDocument();
    expect(within(second).getByText('(slow)')).toBeInTheDocument();
    const third = screen.getByRole('rowheader', { name: /run-3$/ }).closest('tr')!;
    expect(within(third).queryByText(/hidden/)).not.toBeInTheDocument();
    expect(within(third).queryByText(/slow/)).not.toBeInTheDocument();
  });

  it('applies the search on Submit and removes it on Clear, through the address', async () => {
    const queries = recordListQueries('/crawlers/');
    await signInAs('staff');
    const user = userEvent.setup();
    const { router } = renderApp('/crawlers');
    await screen.findByRole('table');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'FAILED' }));
    await user.click(screen.getByRole('combobox', { name: /Cache Present/ }));
    await user.click(await screen.findByRole('option', { name: 'Yes' }));
    expect(queries.every(query => query.get('status') === null)).toBe(true);
    const clearBefore = screen.getByRole('button', { name: 'Clear' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(queries.some(query => query.get('status') === 'FAILED' && query.get('cache_present') === '1')).toBe(true),
    );
    expect(decodeURIComponent(router.state.location.search)).toContain('"status":"FAILED"');
    // The request leaves from the Submit itself (AskOnIntent); the panel is drawn again with the
    // applied filters when the list has them. Clear is pressed on that one, as a person would.
    await waitFor(() => expect(clearBefore).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(decodeURIComponent(router.state.location.search)).not.toContain('FAILED'));
    server.events.removeAllListeners();
  });

  it('says "No data available" when there is no run', async () => {
    server.use(http.get(CRAWLERS, () => HttpResponse.json(drfPage([]))));
    await signInAs('vendor');
    renderApp('/crawlers');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('tells a server error and keeps the screen', async () => {
    server.use(http.get(CRAWLERS, () => HttpResponse.json({ detail: 'Crawlers are down' }, { status: 500 })));
    await signInAs('vendor');
    renderApp('/crawlers');
    expect(await screen.findByText('An error occured: Crawlers are down', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });
});
