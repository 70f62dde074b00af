import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { memoryStore } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AdminApp } from '../../../../src/App';
import { buildEndpointMap } from '../../../../src/lib/accessTable';
import { createDataProvider } from '../../../../src/providers';
import { resources } from '../../../../src/resources';
import { server } from '../../../setup';
import { drfPage, signInAs } from '../../helpers';

/**
 * The app as `renderApp` gives it, but with a dataProvider of its own: the bank-modules list is
 * kept a minute by the dataProvider, and each test here answers GET bank/ differently.
 */
const renderApp = (path: string) => {
  const App = () => {
    const [store] = useState(() => memoryStore());
    const [queryClient] = useState(
      () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
    );
    const [dataProvider] = useState(() => createDataProvider(buildEndpointMap(resources)));
    return <AdminApp store={store} queryClient={queryClient} dataProvider={dataProvider} />;
  };
  const router = createMemoryRouter([{ path: '*', element: <App /> }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
};

const BANK = '*/api/v1/bank/';
const RATIOS = '*/api/v1/bank/ratios/';

const module = (id: number, name: string, overrides: Record<string, unknown> = {}) => ({
  id,
  name,
  country_code: 'AU',
  module: true,
  cache_seed: false,
  is_offline: false,
  totals: 10 * id,
  completeds: 0,
  dieds: 0,
  faileds: 0,
  has_balances: true,
  has_transactions: true,
  has_estatements: false,
  has_interimstatements: false,
  has_detailedaccounts: false,
  failed_warn_threshold: 0.5,
  died_warn_threshold: 0.3,
  died_offline_threshold: 1.2,
  back_onlined_timestamp: null,
  died_timestamp: '2026-01-02T03:04:05Z',
  died_warning_timestamp: null,
  failed_warning_timestamp: null,
  ...overrides,
});

const ratio = (id: number, total: number, completed: number, died: number, failed: number, timedout: number) => ({
  id,
  total,
  completed,
  died,
  failed,
  timedout,
  completed_ratio: completed / total,
  died_ratio: died / total,
  failed_ratio: failed / total,
  timedout_ratio: timedout / total,
});

/** Two banks: Bravo crawled most (so first), Alpha failing half its crawls. */
const useTwoBanks = () => {
  const patches: Record<string, unknown>[] = [];
  server.use(
    http.get(BANK, () =>
      HttpResponse.json(drfPage([module(1, 'Alpha Bank'), module(2, 'Bravo Bank', { is_offline: true })])),
    ),
    http.get(RATIOS, () => HttpResponse.json(drfPage([ratio(1, 10, 4, 1, 5, 0), ratio(2, 20, 19, 0, 1, 0)]))),
    http.patch(BANK, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      patches.push(body);
      const base = body.id === 1 ? module(1, 'Alpha Bank') : module(2, 'Bravo Bank', { is_offline: true });
      return HttpResponse.json({ ...base, ...body });
    }),
  );
  return patches;
};

const dataRows = async () => {
  const table = await screen.findByRole('table', {}, { timeout: 20_000 });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 20_000 });
  return within(table).getAllByRole('row').slice(1);
};

const openEdit = async (name: string) => {
  const user = userEvent.setup({ delay: null });
  await signInAs('staff');
  renderApp('/bankmodules');
  await dataRows();
  await user.click(screen.getByRole('button', { name: `Edit ${name}` }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
};

afterEach(() => server.events.removeAllListeners());

describe('Bank modules list', () => {
  it('lists the bank modules, most crawled first, with their ratios as text', async () => {
    useTwoBanks();
    await signInAs('staff');
    renderApp('/bankmodules');
    const rows = await dataRows();
    expect(within(rows[0]).getByText('Bravo Bank')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Alpha Bank')).toBeInTheDocument();
    for (const header of [
      'Id',
      'Bank',
      'Country',
      'Module',
      'Cache seed',
      'Enabled',
      'Total',
      'Completed',
      'Died',
      'Failed',
      'Timed out',
    ]) {
      expect(screen.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeInTheDocument();
    }
    // Alpha fails half its crawls: the number is there as text, and marked bad.
    const failed = await within(rows[1]).findByRole('img', { name: 'Failed: 50% (5 of 10)' });
    expect(failed).toHaveTextContent('50%');
    expect(failed).toHaveAttribute('data-level', 'bad');
    expect(within(rows[0]).getByRole('img', { name: 'Completed: 95% (19 of 20)' })).toHaveAttribute(
      'data-level',
      'good',
    );
    // Enabled is "online": Bravo is offline.
    expect(within(rows[0]).getByRole('switch', { name: 'Bravo Bank enabled' })).not.toBeChecked();
    expect(within(rows[1]).getByRole('switch', { name: 'Alpha Bank enabled' })).toBeChecked();
  });

  it('says "No data available" when there is no bank module', async () => {
    server.use(
      http.get(BANK, () => HttpResponse.json(drfPage([]))),
      http.get(RATIOS, () => HttpResponse.json(drfPage([]))),
    );
    await signInAs('staff');
    renderApp('/bankmodules');
    expect(await screen.findByText('No data available', {}, { timeout: 20_000 })).toBeInTheDocument();
  });

  it('names the ratio placeholders while the ratios load, and reads "No crawls" for a bank without any', async () => {
    useTwoBanks();
    let release: () => void = () => undefined;
    server.use(
      http.get(RATIOS, () => new Promise<Response>(resolve => (release = () => resolve(HttpResponse.json([]))))),
    );
    await signInAs('staff');
    renderApp('/bankmodules');
    const [row] = await dataRows();
    // Four outcomes a row, each a named placeholder (ARIA allows no name on a bare span).
    expect(within(row).getAllByRole('progressbar', { name: 'Loading ratios' })).toHaveLength(4);
    release();
    await waitFor(() => expect(within(row).queryAllByRole('progressbar')).toHaveLength(0));
    expect(within(row).getAllByText('No crawls')).toHaveLength(4);
  });

  it('keeps the rows when the ratios fail, and says so with a retry', async () => {
    useTwoBanks();
    server.use(http.get(RATIOS, () => HttpResponse.json({ detail: 'Ratios are down' }, { status: 500 })));
    await signInAs('staff');
    renderApp('/bankmodules');
    await dataRows();
    expect(await screen.findByText(/The ratios could not be loaded: Ratios are down/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says the ratios were cut after 20 pages, and Load the rest reads the rest', async () => {
    useTwoBanks();
    const asked: number[] = [];
    server.use(
      http.get(RATIOS, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
        asked.push(page);
        const next = page < 21 ? new URL(`?page=${page + 1}`, request.url).href : null;
        return HttpResponse.json({
          count: 21,
          next,
          previous: null,
          results: [{ id: 100 + page, total: 1, completed: 1, died: 0, failed: 0, timedout: 0 }],
        });
      }),
    );
    const user = userEvent.setup({ delay: null });
    await signInAs('staff');
    renderApp('/bankmodules');
    await dataRows();
    expect(await screen.findByText('First 20 of 21 rows.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load the rest' }));
    await waitFor(() => expect(screen.queryByText('First 20 of 21 rows.')).toBeNull());
    expect(asked.at(-1)).toBe(21);
  });

  it('switches a module off after confirmation, sending only the id and that field', async () => {
    const patches = useTwoBanks();
    const user = userEvent.setup({ delay: null });
    await signInAs('staff');
    renderApp('/bankmodules');
    const rows = await dataRows();
    const toggle = within(rows[1]).getByRole('switch', { name: 'Module of Alpha Bank' });
    await user.click(toggle);
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Switch off the module of Alpha Bank?')).toBeInTheDocument();
    expect(patches).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(patches).toEqual([{ id: 1, module: false }]));
    expect(await screen.findByText('Module of Alpha Bank switched off')).toBeInTheDocument();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const patches = useTwoBanks();
    const user = userEvent.setup({ delay: null });
    await signInAs('staff');
    renderApp('/bankmodules');
    const rows = await dataRows();
    const toggle = within(rows[0]).getByRole('switch', { name: 'Bravo Bank enabled' });
    await user.click(toggle);
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Put Bravo Bank online?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle).not.toBeChecked();
    expect(patches).toHaveLength(0);
  });

  it('puts the switch back and says why when the change fails', async () => {
    useTwoBanks();
    server.use(http.patch(BANK, () => HttpResponse.json({ detail: 'Bank store down' }, { status: 500 })));
    const user = userEvent.setup({ delay: null });
    await signInAs('staff');
    renderApp('/bankmodules');
    const rows = await dataRows();
    const toggle = within(rows[1]).getByRole('switch', { name: 'Module of Alpha Bank' });
    await user.click(toggle);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('An error occured: Bank store down')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
  });

  it('refuses a vendor', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.includes('/api/v1/bank')) requests.push(request.url);
    });
    await signInAs('vendor');
    renderApp('/bankmodules');
    expect(
      await screen.findByRole('heading', { name: 'You are not authorised to access this page' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});

describe('Bank module edit dialog', () => {
  it("opens from the row's header, a button named by the bank, with Enter and Space; j/k reach it", async () => {
    useTwoBanks();
    const user = userEvent.setup({ delay: null });
    await signInAs('staff');
    renderApp('/bankmodules');
    const rows = await dataRows();
    const button = within(rows[1]).getByRole('button', { name: 'Alpha Bank' });
    expect(button.closest('th')).toHaveAttribute('scope', 'row');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    // j/k move between the rows' buttons (the list's keyboard), from the page.
    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard('j');
    expect(within(rows[0]).getByRole('button', { name: 'Bravo Bank' })).toHaveFocus();
    await user.keyboard('j');
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Online')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    within(rows[0]).getByRole('button', { name: 'Bravo Bank' }).focus();
    await user.keyboard(' ');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('shows the state, the four timestamps and the thresholds as percentages', async () => {
    useTwoBanks();
    const { dialog } = await openEdit('Alpha Bank');
    expect(within(dialog).getByText('Online')).toBeInTheDocument();
    for (const label of ['Back online', 'Died', 'Died warning', 'Failed warning']) {
      expect(within(dialog).getByText(label, { selector: 'dt' })).toBeInTheDocument();
    }
    expect(within(dialog).getAllByText('Never')).toHaveLength(3);
    expect(within(dialog).getByRole('textbox', { name: 'Died warn threshold, in percent' })).toHaveValue('30');
    expect(within(dialog).getByRole('slider', { name: 'Died offline threshold' })).toHaveAttribute(
      'aria-valuetext',
      '120%',
    );
  });

  it('saves only the changed fields, with the id in the body', async () => {
    const patches = useTwoBanks();
    const { user, dialog } = await openEdit('Alpha Bank');
    const died = within(dialog).getByRole('textbox', { name: 'Died warn threshold, in percent' });
    await user.clear(died);
    await user.type(died, '45');
    await user.click(within(dialog).getByRole('switch', { name: 'Cache seed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches).toEqual([{ id: 1, died_warn_threshold: 0.45, cache_seed: true }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends nothing when nothing changed', async () => {
    const patches = useTwoBanks();
    const { user, dialog } = await openEdit('Alpha Bank');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nothing changed, nothing was sent')).toBeInTheDocument();
    expect(patches).toHaveLength(0);
  });

  it('refuses an out-of-range typed threshold next to it and sends nothing', async () => {
    const patches = useTwoBanks();
    const { user, dialog } = await openEdit('Alpha Bank');
    const failed = within(dialog).getByRole('textbox', { name: 'Failed warn threshold, in percent' });
    await user.clear(failed);
    await user.type(failed, '250');
    expect(within(dialog).getByText('Enter a percentage from 10 to 200')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(failed).toHaveValue('250');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(patches).toHaveLength(0);
  });

  it('shows the server field error under its field and keeps what was typed', async () => {
    useTwoBanks();
    server.use(
      http.patch(BANK, () =>
        HttpResponse.json({ died_offline_threshold: ['Must be above the died warn threshold.'] }, { status: 400 }),
      ),
    );
    const { user, dialog } = await openEdit('Alpha Bank');
    const offline = within(dialog).getByRole('textbox', { name: 'Died offline threshold, in percent' });
    await user.clear(offline);
    await user.type(offline, '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be above the died warn threshold.')).toBeInTheDocument();
    expect(offline).toHaveValue('20');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows a server failure in the dialog and keeps what was typed', async () => {
    useTwoBanks();
    server.use(http.patch(BANK, () => HttpResponse.json({ detail: 'Database unavailable' }, { status: 500 })));
    const { user, dialog } = await openEdit('Alpha Bank');
    const died = within(dialog).getByRole('textbox', { name: 'Died warn threshold, in percent' });
    await user.clear(died);
    await user.type(died, '45');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Not saved: Database unavailable')).toBeInTheDocument();
    expect(died).toHaveValue('45');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('asks before throwing away unsaved changes', async () => {
    const patches = useTwoBanks();
    const { user, dialog } = await openEdit('Alpha Bank');
    await user.click(within(dialog).getByRole('switch', { name: 'Module' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Discard your changes?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByText('Discard your changes?')).not.toBeInTheDocument());
    expect(within(dialog).getByRole('switch', { name: 'Module' })).not.toBeChecked();
    expect(patches).toHaveLength(0);
  });
});

/**
 * The specification leaves `module` open: whether the module is switched on (a boolean, what the
 * demo answers) or the module's name (a string). A name is shown as text and never sent back.
 */
describe('A module given as its name', () => {
  const useNamedModule = () => {
    const patches: Record<string, unknown>[] = [];
    const alpha = module(1, 'Alpha Bank', { module: 'alpha_au_v2' });
    server.use(
      http.get(BANK, () => HttpResponse.json(drfPage([alpha, module(2, 'Bravo Bank')]))),
      http.get(RATIOS, () => HttpResponse.json(drfPage([]))),
      http.patch(BANK, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        patches.push(body);
        return HttpResponse.json({ ...alpha, ...body });
      }),
    );
    return patches;
  };

  it('shows the name as text in the row, with no switch, and a boolean module as a switch', async () => {
    useNamedModule();
    await signInAs('staff');
    renderApp('/bankmodules');
    const rows = await dataRows();
    const alpha = rows.find(row => within(row).queryByText('Alpha Bank'))!;
    expect(within(alpha).getByText('alpha_au_v2')).toBeInTheDocument();
    expect(within(alpha).queryByRole('switch', { name: 'Module of Alpha Bank' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Module of Bravo Bank' })).toBeChecked();
  });

  it('shows the name in the edit dialog and saves a change of another field without it', async () => {
    const patches = useNamedModule();
    const { user, dialog } = await openEdit('Alpha Bank');
    expect(within(dialog).getByText('alpha_au_v2')).toBeInTheDocument();
    expect(within(dialog).queryByRole('switch', { name: 'Module' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: 'Cache seed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches).toEqual([{ id: 1, cache_seed: true }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

/**
 * A DRF backend sends DecimalFields as strings ("0.50"), may leave a has_* flag null and may hold a
 * threshold outside the slider's range. None of that may block saving a field the person changed:
 * only the fields that would be sent are checked.
 */
describe('Fields the person did not touch', () => {
  const useDrfModule = (overrides: Record<string, unknown>) => {
    const patches: Record<string, unknown>[] = [];
    const alpha = module(1, 'Alpha Bank', overrides);
    server.use(
      http.get(BANK, () => HttpResponse.json(drfPage([alpha, module(2, 'Bravo Bank')]))),
      http.get(RATIOS, () => HttpResponse.json(drfPage([]))),
      http.patch(BANK, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        patches.push(body);
        return HttpResponse.json({ ...alpha, ...body });
      }),
    );
    return patches;
  };

  it('reads decimal strings as percentages and saves a switch without sending them', async () => {
    const patches = useDrfModule({
      failed_warn_threshold: '0.50',
      died_warn_threshold: '0.30',
      died_offline_threshold: '1.20',
    });
    const { user, dialog } = await openEdit('Alpha Bank');
    expect(within(dialog).getByRole('textbox', { name: 'Died warn threshold, in percent' })).toHaveValue('30');
    expect(within(dialog).getByRole('slider', { name: 'Died offline threshold' })).toHaveAttribute(
      'aria-valuetext',
      '120%',
    );
    await user.click(within(dialog).getByRole('switch', { name: 'Cache seed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches).toEqual([{ id: 1, cache_seed: true }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('saves a changed decimal threshold as a number', async () => {
    const patches = useDrfModule({
      failed_warn_threshold: '0.50',
      died_warn_threshold: '0.30',
      died_offline_threshold: '1.20',
    });
    const { user, dialog } = await openEdit('Alpha Bank');
    const died = within(dialog).getByRole('textbox', { name: 'Died warn threshold, in percent' });
    await user.clear(died);
    await user.type(died, '45');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches).toEqual([{ id: 1, died_warn_threshold: 0.45 }]));
  });

  it('saves a switch when an untouched flag is null and an untouched threshold is out of range', async () => {
    const patches = useDrfModule({ has_detailedaccounts: null, failed_warn_threshold: 5 });
    const { user, dialog } = await openEdit('Alpha Bank');
    await user.click(within(dialog).getByRole('switch', { name: 'Cache seed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches).toEqual([{ id: 1, cache_seed: true }]));
  });

  it('still refuses a threshold the person typed out of range', async () => {
    const patches = useDrfModule({ failed_warn_threshold: '0.50' });
    const { user, dialog } = await openEdit('Alpha Bank');
    const failed = within(dialog).getByRole('textbox', { name: 'Failed warn threshold, in percent' });
    await user.clear(failed);
    await user.type(failed, '250');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Enter a percentage from 10 to 200').length).toBeGreaterThan(0);
    expect(patches).toHaveLength(0);
  });
});
