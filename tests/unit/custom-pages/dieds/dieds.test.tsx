import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { httpClient } from '../../../../src/providers/http';
import { server } from '../../../setup';
import { drfPage, renderApp, signInAs } from '../../helpers';

interface Died {
  uuid: string;
  bank_id: number;
  application_id: number | null;
  vendor_specific_id: string;
  num_accounts: number | null;
  timestamp: string | null;
}
interface Bank {
  id: number;
  name: string;
}

const diedsOf = async (vendor: number) =>
  (await httpClient<{ results: Died[] }>(`vendor/${vendor}/dieds`, { query: { page_size: 1000 } })).json.results;
const bankNames = async () => {
  const { json } = await httpClient<Bank[] | { results: Bank[] }>('banks', { query: { page_size: 1000 } });
  const list = Array.isArray(json) ? json : json.results;
  return new Map(list.map(bank => [bank.id, bank.name]));
};

/** Opens /dieds, picks vendor 1 (acme-web) and submits. */
const openFor = async () => {
  renderApp('/dieds');
  const submit = await screen.findByRole('button', { name: 'Submit' }, { timeout: 20_000 });
  expect(submit).toBeDisabled();
  const vendors = screen.getByRole('combobox', { name: 'Vendors' });
  fireEvent.mouseDown(vendors);
  fireEvent.click(vendors);
  fireEvent.click(await screen.findByRole('option', { name: 'acme-web (vendor 1)' }));
  expect(submit).toBeEnabled();
  fireEvent.click(submit);
};
const diedsTable = () => screen.findByRole('table', { name: 'Dieds' }, { timeout: 20_000 });

/** The bank with the fewest died crawlers, at least two (the batch tests stay short). */
const smallestBank = (rows: Died[], ok: (rows: Died[]) => boolean = group => group.length >= 2) => {
  const groups = new Map<number, Died[]>();
  rows.forEach(row => groups.set(row.bank_id, [...(groups.get(row.bank_id) ?? []), row]));
  return [...groups.values()].filter(ok).sort((a, b) => a.length - b.length)[0][0].bank_id;
};

/** Expands the group of the row's bank. */
const expandGroupOf = async (row: Died) => {
  const names = await bankNames();
  const name = names.get(row.bank_id) ?? String(row.bank_id);
  fireEvent.click(
    await screen.findByRole('button', { name: new RegExp(`^${name}: \\d+ crawlers?$`) }, { timeout: 20_000 }),
  );
  return name;
};

// These screens load the demo's activity tables (thousands of rows) and answer slowly on a busy
// machine: each wait gets 15 s (tests/setup.ts gives 5 s), each test up to 90 s.
configure({ asyncUtilTimeout: 15_000 });

describe('Dieds', { timeout: 90_000 }, () => {
  it('keeps Submit disabled until a vendor is chosen, then lists the died crawlers grouped by bank', async () => {
    await signInAs('staff');
    const rows = await diedsOf(1);
    expect(rows.length).toBeGreaterThan(1);
    const names = await bankNames();
    await openFor();
    const table = await diedsTable();
    expect(await screen.findByText(`${rows.length} died crawlers`)).toBeInTheDocument();
    // One group per bank, with its count; rows hidden until the group opens.
    const perBank = new Map<number, number>();
    rows.forEach(row => perBank.set(row.bank_id, (perBank.get(row.bank_id) ?? 0) + 1));
    for (const [bank, count] of perBank) {
      expect(
        within(table).getByRole('button', { name: `${names.get(bank)}: ${count} crawler${count === 1 ? '' : 's'}` }),
      ).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.queryByText(rows[0].uuid)).not.toBeInTheDocument();
    await expandGroupOf(rows[0]);
    const uuidCell = await screen.findByText(rows[0].uuid);
    const line = uuidCell.closest('tr')!;
    expect(within(line).getByText(rows[0].vendor_specific_id)).toBeInTheDocument();
    if (rows[0].application_id)
      expect(within(line).getByRole('link', { name: String(rows[0].application_id) })).toHaveAttribute(
        'href',
        expect.stringContaining(`application_id=${rows[0].application_id}`),
      );
    // A crawler row expands to its options.
    fireEvent.click(within(line).getByRole('button', { name: `Details of crawler ${rows[0].uuid}` }));
    expect(await screen.findByText('days_to_retrieve')).toBeInTheDocument();
  }, 90_000);

  it("holds the row's link, the uuid to its crawler log, in the row header; j reaches it and Enter opens it", async () => {
    await signInAs('staff');
    const rows = await diedsOf(1);
    const { router } = renderApp('/dieds');
    const submit = await screen.findByRole('button', { name: 'Submit' }, { timeout: 20_000 });
    const vendors = screen.getByRole('combobox', { name: 'Vendors' });
    fireEvent.mouseDown(vendors);
    fireEvent.click(vendors);
    fireEvent.click(await screen.findByRole('option', { name: 'acme-web (vendor 1)' }));
    fireEvent.click(submit);
    await diedsTable();
    await expandGroupOf(rows[0]);
    const link = await screen.findByRole('link', { name: `Crawler log, ${rows[0].uuid}` });
    expect(link).toHaveAttribute('href', `/crawler/${rows[0].uuid}`);
    expect(link.closest('th')).toHaveAttribute('scope', 'row');
    const user = userEvent.setup({ delay: null });
    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard('j');
    // The first link of the opened group: the group's rows, newest first.
    const first = screen.getAllByRole('link', { name: /^Crawler log, / })[0];
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/crawler\//));
  }, 90_000);

  it("recrawls one row through the application view's recrawl dialog, for that crawler", async () => {
    await signInAs('staff');
    const row = (await diedsOf(1)).find(died => died.application_id !== null)!;
    const bodies: Record<string, unknown>[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/recrawl'))
        bodies.push((await request.clone().json()) as Record<string, unknown>);
    });
    await openFor();
    await expandGroupOf(row);
    fireEvent.click(await screen.findByRole('button', { name: `Recrawl crawler ${row.uuid}` }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: `Recrawl application ${row.application_id}` },
      { timeout: 20_000 },
    );
    expect(within(dialog).getByRole('spinbutton', { name: 'Days to retrieve' })).toHaveValue(90);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recrawl' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Recrawl started')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      id: row.application_id,
      crawler_uuid: row.uuid,
      days_to_retrieve: 90,
      days_to_display: 90,
    });
    expect(typeof bodies[0].vendorref).toBe('string');
  }, 90_000);

  it('recrawls a selection after confirmation; one failing halfway is reported and the list stays', async () => {
    await signInAs('staff');
    const everything = await diedsOf(1);
    const bank = smallestBank(everything, list => list.filter(died => died.application_id !== null).length >= 2);
    const all = everything.filter(died => died.bank_id === bank);
    const group = all.filter(died => died.application_id !== null);
    const rows = group;
    const failing = group[0];
    server.use(
      http.post('*/api/v1/applications/:id/recrawl/', async ({ request }) => {
        const body = (await request.clone().json()) as { crawler_uuid: string };
        return body.crawler_uuid === failing.uuid
          ? HttpResponse.json({ detail: 'Crawler host unavailable' }, { status: 503 })
          : undefined;
      }),
    );
    await openFor();
    const name = await expandGroupOf(rows[0]);
    fireEvent.click(screen.getByRole('checkbox', { name: `Select every crawler of ${name}` }));
    expect(screen.getByText(`${all.length} selected`)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Recrawl selected' }));
    const confirm = await screen.findByRole('dialog', {
      name: all.length === 1 ? 'Recrawl 1 crawler?' : `Recrawl ${all.length} crawlers?`,
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Recrawl' }));
    const failed = all.length - group.length + 1;
    const report = await screen.findByText(
      `Recrawl: ${all.length - failed} done, ${failed} failed.`,
      {},
      { timeout: 15_000 },
    );
    expect(report.closest('[role="alert"]')).toHaveTextContent(`${failing.uuid}: Crawler host unavailable`);
    // The list stays; the failed rows stay selected for another try.
    expect(screen.getByText(failing.uuid)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: `Select crawler ${failing.uuid}` })).toBeChecked();
    expect(screen.getByText(`${failed} selected`)).toBeInTheDocument();
  }, 90_000);

  it('deletes after confirmation: deleted rows leave the list, a failed one stays with its reason', async () => {
    await signInAs('staff');
    const rows = await diedsOf(1);
    const bank = smallestBank(rows);
    const group = rows.filter(died => died.bank_id === bank);
    const failing = group[group.length - 1];
    server.use(
      http.delete(`*/api/v1/vendor/1/dieds/${failing.uuid}`, () =>
        HttpResponse.json({ detail: 'Locked' }, { status: 409 }),
      ),
    );
    await openFor();
    const name = await expandGroupOf(group[0]);
    fireEvent.click(screen.getByRole('checkbox', { name: `Select every crawler of ${name}` }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    const confirm = await screen.findByRole('dialog', {
      name: group.length === 1 ? 'Delete 1 crawler?' : `Delete ${group.length} crawlers?`,
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(`Delete: ${group.length - 1} done, 1 failed.`, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(`${failing.uuid}: Locked`)).toBeInTheDocument();
    for (const row of group.slice(0, -1)) expect(screen.queryByText(row.uuid)).not.toBeInTheDocument();
    expect(screen.getByText(failing.uuid)).toBeInTheDocument();
    // The server no longer lists the deleted ones.
    const left = new Set((await diedsOf(1)).map(row => row.uuid));
    for (const row of group.slice(0, -1)) expect(left.has(row.uuid)).toBe(false);
    expect(left.has(failing.uuid)).toBe(true);
  }, 90_000);

  it('sorts the rows of each bank by a column heading, newest first until one is clicked; Escape cancels a confirmation', async () => {
    await signInAs('staff');
    const everything = await diedsOf(1);
    // A bank whose rows differ in their number of accounts.
    const bank = smallestBank(everything, list => new Set(list.map(died => died.num_accounts)).size >= 2);
    const group = everything.filter(died => died.bank_id === bank);
    const deletes: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'DELETE') deletes.push(request.url);
    });
    await openFor();
    const table = await diedsTable();
    await expandGroupOf(group[0]);
    // The group's rows as shown: [uuid, accounts, timestamp] per row.
    const shown = () =>
      within(table)
        .getAllByRole('row')
        .filter(row => group.some(died => within(row).queryByRole('checkbox', { name: `Select crawler ${died.uuid}` })))
        .map(row => {
          const died = group.find(item =>
            within(row).queryByRole('checkbox', { name: `Select crawler ${item.uuid}` }),
          )!;
          return { uuid: died.uuid, accounts: died.num_accounts ?? -1, time: died.timestamp ?? '' };
        });
    await waitFor(() => expect(shown()).toHaveLength(group.length));
    const times = shown().map(row => row.time);
    expect(times).toEqual([...times].sort().reverse());
    const accounts = within(table).getByRole('columnheader', { name: 'Accounts' });
    fireEvent.click(within(accounts).getByRole('button'));
    await waitFor(() => {
      const ascending = shown().map(row => row.accounts);
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    });
    fireEvent.click(within(accounts).getByRole('button'));
    await waitFor(() => {
      const descending = shown().map(row => row.accounts);
      expect(descending).toEqual([...descending].sort((a, b) => b - a));
    });
    // Delete one row, then Escape: the confirmation closes and nothing is deleted.
    fireEvent.click(screen.getByRole('button', { name: `Delete crawler ${group[0].uuid}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete 1 crawler?' });
    fireEvent.keyDown(confirm, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes).toEqual([]);
    expect(screen.getByText(group[0].uuid)).toBeInTheDocument();
  }, 90_000);

  it('says "No data available" for a vendor without died crawlers', async () => {
    await signInAs('staff');
    server.use(http.get('*/api/v1/vendor/:id/dieds', () => HttpResponse.json(drfPage([]))));
    await openFor();
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.getByText('0 died crawlers')).toBeInTheDocument();
  }, 90_000);

  it('shows why the list failed, with a Retry', async () => {
    await signInAs('staff');
    let fail = true;
    server.use(
      http.get('*/api/v1/vendor/:id/dieds', () =>
        fail ? HttpResponse.json({ detail: 'Dieds are down' }, { status: 500 }) : undefined,
      ),
    );
    renderApp('/dieds');
    const vendors = await screen.findByRole('combobox', { name: 'Vendors' }, { timeout: 20_000 });
    fireEvent.mouseDown(vendors);
    fireEvent.click(vendors);
    fireEvent.click(await screen.findByRole('option', { name: 'acme-web (vendor 1)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('The died crawlers could not be loaded: Dieds are down', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Dieds' }, { timeout: 20_000 })).toBeInTheDocument();
  }, 90_000);

  it('is refused to a vendor user, without asking for vendors or dieds', async () => {
    await signInAs('vendor');
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (/users\/vendors|\/dieds/.test(request.url)) requests.push(request.url);
    });
    renderApp('/dieds');
    expect(
      await screen.findByText('You are not authorised to access this page', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it("says a vendor's died crawlers were cut after 20 pages, and Load the rest reads the rest", async () => {
    await signInAs('staff');
    const asked: number[] = [];
    server.use(
      http.get('*/api/v1/vendor/1/dieds', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
        asked.push(page);
        const next = page < 21 ? new URL(`?page=${page + 1}`, request.url).href : null;
        const died = {
          uuid: `u-${page}`,
          bank_id: 1,
          application_id: null,
          vendor_specific_id: `v-${page}`,
          num_accounts: 1,
          timestamp: '2026-01-01T00:00:00Z',
        };
        return HttpResponse.json({ count: 21, next, previous: null, results: [died] });
      }),
    );
    await openFor();
    const line = 'Vendor acme-web (vendor 1): First 20 of 21 rows.';
    expect(await screen.findByText(line, {}, { timeout: 20_000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load the rest' }));
    await waitFor(() => expect(screen.queryByText(line)).toBeNull());
    expect(asked.at(-1)).toBe(21);
  });

  it('says under the vendor input when the vendors list was cut after 20 pages', async () => {
    await signInAs('staff');
    server.use(
      http.get('*/api/v1/users/vendors', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
        const next = page < 21 ? new URL(`?page=${page + 1}`, request.url).href : null;
        return HttpResponse.json({ count: 21, next, previous: null, results: [{ id: page, label: `vendor-${page}` }] });
      }),
    );
    renderApp('/dieds');
    expect(
      await screen.findByText('Only the first 20 choices are listed: the server has more.', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
  });
});
