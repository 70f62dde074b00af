import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { httpClient } from '../../../src/providers/http';
import { server } from '../../setup';
import { renderApp, signInAs } from '../helpers';

const CRAWLERS = '*/api/v1/crawlers/';
const TOTAL = 150;

const crawler = (n: number) => ({
  uuid: `run-${n}`,
  status: 'COMPLETED',
  timestamp: '2026-01-01T10:00:00Z',
  error: null,
  bank: 'Demo Bank',
  vendor_label: 'acme-main',
  country_code: 'AU',
  initiator: 'customer',
  vendor_specific_id: n === 0 ? '=HYPERLINK("http://x")' : `VSI-${n}`,
  elapsed: 42,
  account_count: 2,
  cache_present: true,
  mfa_flag: false,
  standardError: '',
});

/** 150 runs, paginated as DRF does; `failPage`/`slowPage` break or stall one page of 100. */
const serveCrawlers = ({ failPage, slowPage }: { failPage?: number; slowPage?: number } = {}) => {
  const asked: { page: number; size: number }[] = [];
  server.use(
    http.get(CRAWLERS, async ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('page_size') ?? 50);
      asked.push({ page, size });
      if (size === 100 && page === failPage) return HttpResponse.json({ detail: 'boom' }, { status: 500 });
      if (size === 100 && page === slowPage) await delay(60_000);
      const rows = Array.from({ length: TOTAL }, (_, i) => crawler(i)).slice((page - 1) * size, page * size);
      return HttpResponse.json({ count: TOTAL, next: null, previous: null, results: rows });
    }),
  );
  return asked;
};

const blobs: Blob[] = [];
beforeEach(() => {
  blobs.length = 0;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:test';
  });
  URL.revokeObjectURL = vi.fn();
  localStorage.clear();
});
afterEach(() => localStorage.clear());

/** jsdom's Blob has no text(): read it as a browser would read a file. */
const readBlob = (blob: Blob) =>
  new Promise<string>(resolve => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const myId = async () => (await httpClient<{ id: number }>('users/me/detailed')).json.id;

// The list's lazy chunks load slowly on a busy machine: generous budgets.
describe('List tools on Crawlers', { timeout: 60_000 }, () => {
  it('exports every page of the current list, formula-safe, with the visible columns', async () => {
    const asked = serveCrawlers();
    await signInAs('vendor');
    const user = userEvent.setup();
    renderApp('/crawlers');
    await screen.findByRole('rowheader', { name: 'run-1' }, { timeout: 20_000 });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await screen.findByText('Exported 150 rows');
    expect(new Set(asked.filter(q => q.size === 100).map(q => q.page))).toEqual(new Set([1, 2]));
    expect(blobs).toHaveLength(1);
    const lines = (await readBlob(blobs[0])).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'UUID,Timestamp,Bank,Vendor Label,Country,Initiator,Vendor Specific Id,Status,Elapsed,Accounts,Cache Present,MFA',
    );
    expect(lines).toHaveLength(TOTAL + 2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines[2]).toMatch(
      /^run-1,2026-01-01 \d\d:00:00,Demo Bank,acme-main,AU,customer,VSI-1,COMPLETED,.*,2,Yes,No$/,
    );
  });

  it('tells a failed export, downloads nothing and keeps the list', async () => {
    serveCrawlers({ failPage: 2 });
    await signInAs('vendor');
    const user = userEvent.setup();
    renderApp('/crawlers');
    await screen.findByRole('rowheader', { name: 'run-1' }, { timeout: 20_000 });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(
      await screen.findByText(/The export stopped: .*Nothing was downloaded; the list is unchanged\./),
    ).toBeInTheDocument();
    expect(blobs).toHaveLength(0);
    // The progress dialog closes (while open, it hides the page from assistive technology).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('rowheader', { name: 'run-1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });

  it('cancels an export in progress', async () => {
    serveCrawlers({ slowPage: 2 });
    await signInAs('vendor');
    const user = userEvent.setup();
    renderApp('/crawlers');
    await screen.findByRole('rowheader', { name: 'run-1' }, { timeout: 20_000 });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exporting to CSV...' });
    await within(dialog).findByText('100 of 150 rows read');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Export cancelled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(blobs).toHaveLength(0);
  });

  it('hides a column from the chooser, remembers it for the user, and Reset brings the defaults back', async () => {
    serveCrawlers();
    await signInAs('vendor');
    const user = userEvent.setup();
    const first = renderApp('/crawlers');
    await screen.findByRole('rowheader', { name: 'run-1' }, { timeout: 20_000 });
    expect(screen.getByRole('columnheader', { name: 'Vendor Specific Id' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByLabelText('Vendor Specific Id'));
    // The open chooser hides the page from the accessibility tree: close it before reading the table.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getAllByRole('columnheader').length).toBeGreaterThan(3));
    expect(screen.queryByRole('columnheader', { name: 'Vendor Specific Id' })).not.toBeInTheDocument();

    // A new page load (the app mounted afresh): the choice is still there.
    first.unmount();
    renderApp('/crawlers');
    await screen.findByRole('rowheader', { name: 'run-1' }, { timeout: 20_000 });
    expect(screen.getAllByRole('columnheader').length).toBeGreaterThan(3);
    expect(screen.queryByRole('columnheader', { name: 'Vendor Specific Id' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('button', { name: 'Reset' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Vendor Specific Id' })).toBeInTheDocument());
  });

  it("never hides the rows' link column: the chooser does not list it, and a stored choice hiding it is dropped", async () => {
    serveCrawlers();
    await signInAs('vendor');
    const user = userEvent.setup();
    const first = renderApp('/crawlers');
    await screen.findByRole('rowheader', { name: 'run-1' }, { timeout: 20_000 });
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    // The UUID column holds each row's link (components/RowHeaderCol RowLinkCol): no toggle for it.
    await user.click(await screen.findByLabelText('Vendor Specific Id'));
    expect(screen.queryByLabelText('UUID')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    // A choice stored before (or by hand) that hid the UUID column: the rows keep their row headers.
    const key = Object.keys(localStorage).find(name => /\.columns\.\d+\./.test(name) && !name.endsWith('Ranks'))!;
    expect(JSON.parse(localStorage.getItem(key)!)).toEqual(['vendor_specific_id']);
    localStorage.setItem(key, JSON.stringify(['vendor_specific_id', 'uuid']));
    first.unmount();
    renderApp('/crawlers');
    expect(await screen.findByRole('rowheader', { name: 'run-1' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'UUID' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Vendor Specific Id' })).not.toBeInTheDocument();
    await waitFor(() => expect(JSON.parse(localStorage.getItem(key)!)).toEqual(['vendor_specific_id']));
  });

  it('ignores a corrupted saved-query entry, says so, and keeps the page working', async () => {
    serveCrawlers();
    await signInAs('vendor');
    const id = await myId();
    localStorage.setItem(`BankData.prefs.${id}.crawlers.savedQueries`, '{not json');
    const user = userEvent.setup();
    renderApp('/crawlers');
    await screen.findByRole('rowheader', { name: 'run-1' }, { timeout: 20_000 });
    expect(await screen.findByText('A saved list setting could not be read and was reset.')).toBeInTheDocument();
    expect(localStorage.getItem(`BankData.prefs.${id}.crawlers.savedQueries`)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Saved queries' }));
    expect(await screen.findByRole('menuitem', { name: /No saved query yet/ })).toBeInTheDocument();
  });
});
