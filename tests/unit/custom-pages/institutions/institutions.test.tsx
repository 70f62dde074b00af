import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../setup';
import { renderApp, signInAs } from '../../helpers';

const table = () => screen.findByRole('table', { name: 'Institutions' }, { timeout: 8000 });
// The open popover hides the page from assistive technology, as a modal does.
const closePopover = () =>
  fireEvent.keyDown(screen.getByRole('dialog', { name: 'Filter institutions' }), { key: 'Escape' });
const bankNames = (element: HTMLElement) =>
  within(element)
    .getAllByRole('rowheader')
    .map(cell => cell.textContent);

describe('Institution Support Status', () => {
  it('shows a vendor only the banks of the vendor country (AU), asking for that country', async () => {
    const asked: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/api/v1/banks')) asked.push(url.searchParams.get('country_code'));
    });
    await signInAs('vendor');
    renderApp('/institutions');
    expect(
      await screen.findByRole('heading', { name: 'Institution Support Status' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    const names = bankNames(await table());
    expect(names).toContain('Commonwealth Bank');
    expect(names).not.toContain('Kiwibank');
    expect(within(await table()).queryByRole('columnheader', { name: 'Country' })).not.toBeInTheDocument();
    expect(asked).toContain('AU');
    expect(screen.getByRole('img', { name: 'Commonwealth Bank logo' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    const row = screen.getByRole('rowheader', { name: 'Commonwealth Bank' }).closest('tr')!;
    expect(within(row).getByRole('img', { name: 'Balances: supported' })).toBeInTheDocument();
  });

  it('shows staff the banks of other countries too, with a country filter', async () => {
    await signInAs('staff');
    renderApp('/institutions');
    const names = bankNames(await table());
    expect(names).toEqual(expect.arrayContaining(['Commonwealth Bank', 'Kiwibank']));
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter institutions' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Country' }));
    fireEvent.click(await screen.findByRole('option', { name: 'NZ' }));
    closePopover();
    await waitFor(async () => expect(bankNames(await table())).not.toContain('Commonwealth Bank'));
    expect(bankNames(await table())).toContain('Kiwibank');
  });

  it('narrows the table with a debounced search over name and search string', async () => {
    await signInAs('vendor');
    renderApp('/institutions');
    await table();
    const search = screen.getByRole('searchbox', { name: 'Search institutions' });
    fireEvent.change(search, { target: { value: 'westpac' } });
    // Not at once: the search waits for typing to stop.
    expect(bankNames(await table())).toContain('Commonwealth Bank');
    await waitFor(async () => expect(bankNames(await table())).toEqual(['Westpac']));
    fireEvent.change(search, { target: { value: 'bom' } });
    await waitFor(async () => expect(bankNames(await table())).toEqual(['Bank of Melbourne']));
  });

  it('filters by feature and online state in the popover', async () => {
    await signInAs('vendor');
    renderApp('/institutions');
    const before = bankNames(await table()).length;
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter institutions' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'eStatements' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Online only' }));
    expect(within(dialog).queryByRole('combobox', { name: 'Country' })).not.toBeInTheDocument();
    closePopover();
    await waitFor(async () => expect(bankNames(await table()).length).toBeLessThan(before));
    for (const row of within(await table())
      .getAllByRole('row')
      .slice(1)) {
      expect(within(row).getByRole('img', { name: 'eStatements: supported' })).toBeInTheDocument();
      expect(within(row).getByText('Online')).toBeInTheDocument();
    }
  });

  it('sorts by the column whose header is clicked, and back the other way on a second click', async () => {
    await signInAs('vendor');
    renderApp('/institutions');
    const shown = bankNames(await table());
    const byName = [...shown].sort((a, b) => (a! > b! ? 1 : a! < b! ? -1 : 0));
    expect(shown).not.toEqual(byName);
    fireEvent.click(within(await table()).getByRole('button', { name: /Sort by institution/ }));
    await waitFor(async () => expect(bankNames(await table())).toEqual(byName));
    fireEvent.click(within(await table()).getByRole('button', { name: /Sort by institution/ }));
    await waitFor(async () => expect(bankNames(await table())).toEqual([...byName].reverse()));
  });

  it('says "No data available" when nothing matches', async () => {
    await signInAs('vendor');
    renderApp('/institutions');
    await table();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search institutions' }), {
      target: { value: 'no such bank' },
    });
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Institutions' })).not.toBeInTheDocument();
  });

  it('shows the toast and a retry when the banks cannot be loaded', async () => {
    server.use(http.get('*/api/v1/banks', () => HttpResponse.json({ detail: 'Banks are down' }, { status: 500 })));
    await signInAs('vendor');
    renderApp('/institutions');
    expect(await screen.findByText('An error occured: Banks are down', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('The institutions could not be loaded.')).toBeInTheDocument();
    server.resetHandlers();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(bankNames(await table())).toContain('Westpac');
  });

  it('says the banks list was cut after 20 pages, and Load the rest shows every bank', async () => {
    server.use(
      http.get('*/api/v1/banks', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
        const next = page < 21 ? new URL(`?page=${page + 1}`, request.url).href : null;
        const bank = {
          id: page,
          name: `Bank ${String(page).padStart(2, '0')}`,
          country_code: 'AU',
          has_transactions: true,
        };
        return HttpResponse.json({ count: 21, next, previous: null, results: [bank] });
      }),
    );
    await signInAs('staff');
    renderApp('/institutions');
    expect(await screen.findByText('First 20 of 21 rows.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(bankNames(await table())).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Load the rest' }));
    await waitFor(() => expect(screen.queryByText('First 20 of 21 rows.')).toBeNull());
    expect(bankNames(await table())).toHaveLength(21);
  });
});
