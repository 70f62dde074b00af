import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../setup';
import { asPhone, drfPage, onePerPage, renderApp, signInAs } from '../../helpers';

const CRAWLERS = '*/api/v1/crawlers/';
const APPLICATIONS = '*/api/v1/applications/';
const BANKS = '*/api/v1/banks';
const RECRAWL = '*/applications/:id/recrawl/';
const EMAIL = '*/api/v1/dashboard/email/customer_iframe_link';
const HOST = 'https://connect.example.test';

const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

const run = (uuid: string, status: string, code: string | null, bank: string, vsid: string, elapsed = 60) => ({
  uuid,
  status,
  timestamp: ago(3600),
  error: code ? { code, message: `${code} message` } : null,
  bank,
  vendor_label: 'acme-web',
  country_code: 'AU',
  initiator: 'web',
  vendor_specific_id: vsid,
  elapsed,
  account_count: 1,
  cache_present: false,
  mfa_flag: false,
  standardError: '',
});

/** One run of each cause (two customer, three transient), and a run going for a minute only (not listed). */
const RUNS = [
  run('c1', 'FAILED', 'LOGIN_FAILED', 'Alpha Bank', 'ACME-111111'),
  run('c2', 'EXITED', null, 'Alpha Bank', 'ACME-222222'),
  run('b1', 'DIED', 'WORKER_LOST', 'Offline Bank', 'ACME-333333'),
  run('t1', 'TIMEDOUT', null, 'Alpha Bank', 'ACME-444444'),
  run('t2', 'DIED', 'WORKER_LOST', 'Alpha Bank', 'ACME-555555'),
  { ...run('t3', 'PROCESSING', null, 'Alpha Bank', 'ACME-666666', 0), timestamp: ago(7200) },
  run('u1', 'FAILED', 'SOMETHING_NEW', 'Alpha Bank', 'ACME-777777'),
  { ...run('fresh', 'PROCESSING', null, 'Alpha Bank', 'ACME-888888', 0), timestamp: ago(60) },
];

const application = (id: number, uuid: string, vsid: string) => ({
  id,
  timestamp: ago(4000),
  vendor_label: 'acme-web',
  vendor_specific_id: vsid,
  full_name: `Customer ${id}`,
  email: `customer${id}@example.test`,
  options: { analysis: true, transactions: 'completed', estatements: 'not_requested', days_to_retrieve: 120 },
  profiles: [{ id: id * 10, bank_id: 1, crawler: { uuid, status: 'FAILED' } }],
});

const APPS = [
  application(501, 'c1', 'ACME-111111'),
  application(503, 't1', 'ACME-444444'),
  application(504, 't2', 'ACME-555555'),
  application(505, 't3', 'ACME-666666'),
  application(506, 'b1', 'ACME-333333'),
];

/** A bank module (GET bank/): thresholds as DRF's decimal strings. */
const bankModule = (id: number, name: string, offline: boolean) => ({
  id,
  name,
  country_code: 'AU',
  module: true,
  is_offline: offline,
  failed_warn_threshold: '0.50',
  died_warn_threshold: '0.30',
  died_offline_threshold: '1.20',
  back_onlined_timestamp: null,
  died_timestamp: null,
  died_warning_timestamp: null,
  failed_warning_timestamp: null,
});

const useData = (runs: unknown[] = RUNS) => {
  const asked: URL[] = [];
  server.use(
    http.get(CRAWLERS, ({ request }) => {
      asked.push(new URL(request.url));
      return HttpResponse.json(drfPage(runs));
    }),
    http.get(APPLICATIONS, () => HttpResponse.json(drfPage(APPS))),
    http.get(BANKS, () =>
      HttpResponse.json(
        drfPage([
          { id: 1, name: 'Alpha Bank', is_offline: false, country_code: 'AU' },
          { id: 2, name: 'Offline Bank', is_offline: true, country_code: 'AU' },
        ]),
      ),
    ),
    // What staff read besides (the app keeps the whole bank-module list a while, so every test serves the same).
    http.get('*/api/v1/bank/', () =>
      HttpResponse.json(drfPage([bankModule(1, 'Alpha Bank', false), bankModule(2, 'Offline Bank', true)])),
    ),
    http.get('*/api/v1/bank/ratios/', () => HttpResponse.json(drfPage([]))),
  );
  return asked;
};

const group = (name: RegExp) => screen.findByRole('region', { name }, { timeout: 30_000 });

const unconfigured = window.__APP_CONFIG__;
beforeEach(() => {
  window.__APP_CONFIG__ = { ...unconfigured, iframeHosts: HOST };
});
afterEach(() => {
  window.__APP_CONFIG__ = unconfigured;
  server.events.removeAllListeners();
});

configure({ asyncUtilTimeout: 15_000 });

describe('Needs attention', { timeout: 90_000 }, () => {
  it('asks for the runs of the last 7 days that did not complete and groups them by cause, with counts in text', async () => {
    const asked = useData();
    await signInAs('vendor');
    renderApp('/needs-attention');
    const customer = await group(/^The customer · 2 runs$/);
    expect(
      await screen.findByText('7 runs need attention: The customer 2, The bank 1, Transient 3, Unknown cause 1'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^The bank · 1 run$/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Transient · 3 runs$/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Unknown cause · 1 run$/ })).toBeInTheDocument();
    expect(screen.queryByText('ACME-888888')).not.toBeInTheDocument();
    // The request: the statuses, the window's start (7 days back), newest first.
    const query = asked[0].searchParams;
    expect(query.getAll('status').sort()).toEqual(
      ['AUTH', 'DIED', 'EXITED', 'FAILED', 'PROCESSING', 'QUEUED', 'RELEASED', 'TIMEDOUT'].sort(),
    );
    expect(query.get('ordering')).toBe('-timestamp');
    const since = Date.parse(query.get('timestamp')!);
    expect(Math.abs(Date.now() - 7 * 86_400_000 - since)).toBeLessThan(120_000);
    // Each row links to its application (a real link); a run the window does not name is looked up on demand.
    expect(within(customer).getByRole('link', { name: 'Application 501' })).toHaveAttribute(
      'href',
      expect.stringContaining('/applications/501/show'),
    );
    expect(within(customer).getByRole('button', { name: 'Find application' })).toBeInTheDocument();
  });

  it('shows times as YYYY-MM-DD HH:mm:ss and a long group 20 runs at a time, saying how many are listed', async () => {
    const many = Array.from({ length: 27 }, (_, index) =>
      run(`c${index}`, 'EXITED', null, 'Alpha Bank', `ACME-9${String(index).padStart(5, '0')}`),
    );
    useData(many);
    const user = userEvent.setup({ delay: null });
    await signInAs('vendor');
    renderApp('/needs-attention');
    const customer = await group(/^The customer · 27 runs$/);
    // The product's one time format (docs/product.md#tables), not the browser's locale.
    const first = within(customer).getAllByRole('row')[1];
    expect(within(first).getAllByRole('cell')[0].textContent).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(within(customer).getAllByRole('row')).toHaveLength(1 + 20);
    await user.click(within(customer).getByRole('button', { name: 'Show 7 more (20 of 27 listed)' }));
    expect(within(customer).getAllByRole('row')).toHaveLength(1 + 27);
    expect(within(customer).queryByRole('button', { name: /^Show \d+ more/ })).not.toBeInTheDocument();
  });

  it("filters by bank and label with the app's inputs: the runs are asked again with bank_id and label_id", async () => {
    const asked = useData();
    const user = userEvent.setup({ delay: null });
    await signInAs('vendor');
    renderApp('/needs-attention');
    await group(/^The customer/);
    await user.click(screen.getByRole('combobox', { name: 'Bank' }));
    await user.click(await screen.findByRole('option', { name: 'Offline Bank' }));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('bank_id')).toBe('2'));
    await user.click(screen.getByRole('combobox', { name: 'Vendor Label' }));
    const label = (await screen.findAllByRole('option')).find(option => option.textContent === 'acme-web')!;
    await user.click(label);
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('label_id')).toMatch(/^\d+$/));
    expect(asked.at(-1)?.searchParams.get('bank_id')).toBe('2');
  });

  it('customer: "Send the customer a new link" opens the builder filled from the application and sends the e-mail', async () => {
    useData();
    const bodies: unknown[] = [];
    server.use(
      http.post(EMAIL, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({});
      }),
    );
    const user = userEvent.setup({ delay: null });
    await signInAs('vendor');
    renderApp('/needs-attention');
    const customer = await group(/^The customer/);
    await user.click(within(customer).getByRole('button', { name: 'Send the customer of ACME-111111 a new link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the customer a new link' });
    const link = await within(dialog).findByRole('textbox', { name: 'IFrame link' });
    await waitFor(() =>
      expect(link).toHaveValue(
        `${HOST}/i/acme-web/ACME-111111?transactions=true&analysis=true&account_owner=true&estatements=false&interims=false&select_accounts=false&multiple=false&days_to_retrieve=120`,
      ),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Client name' })).toHaveValue('Customer 501');
    expect(within(dialog).getByRole('textbox', { name: 'Client email' })).toHaveValue('customer501@example.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Successfully sent email')).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({
        iframe_link: (link as HTMLTextAreaElement).value,
        customer_email: 'customer501@example.test',
        customer_name: 'Customer 501',
      }),
    ]);
  });

  it('customer: a failed e-mail says "Failed to send email"', async () => {
    useData();
    server.use(http.post(EMAIL, () => HttpResponse.json({ detail: 'Mail server down' }, { status: 500 })));
    const user = userEvent.setup({ delay: null });
    await signInAs('vendor');
    renderApp('/needs-attention');
    const customer = await group(/^The customer/);
    await user.click(within(customer).getByRole('button', { name: 'Send the customer of ACME-111111 a new link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the customer a new link' });
    await within(dialog).findByRole('textbox', { name: 'IFrame link' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to send email')).toBeInTheDocument();
  });

  it("bank: the bank's state is shown and its recrawl is disabled while it is offline", async () => {
    useData();
    await signInAs('vendor');
    renderApp('/needs-attention');
    const bank = await group(/^The bank/);
    const offline = within(bank).getByRole('region', { name: 'Offline Bank' });
    expect(within(offline).getByText('Bank offline')).toBeInTheDocument();
    expect(
      within(offline).getByRole('button', { name: 'Recrawl when the bank is back: 1 (at most 20)' }),
    ).toBeDisabled();
  });

  it('transient: recrawls in bulk with 90/90, one call a run; a 500 fails its row with the message, a 429 waits and retries', async () => {
    useData();
    const bodies: Record<string, unknown>[] = [];
    let throttled = false;
    server.use(
      http.post(RECRAWL, async ({ request, params }) => {
        const body = (await request.json()) as Record<string, unknown>;
        if (params.id === '504') return HttpResponse.json({ detail: 'The crawler service failed.' }, { status: 500 });
        if (params.id === '505' && !throttled) {
          throttled = true;
          return HttpResponse.json(
            { detail: 'Request was throttled. Expected available in 1 second.' },
            { status: 429, headers: { 'Retry-After': '1' } },
          );
        }
        bodies.push(body);
        return HttpResponse.json({ detail: 'Recrawl started' });
      }),
    );
    const user = userEvent.setup({ delay: null });
    await signInAs('vendor');
    renderApp('/needs-attention');
    const transient = await group(/^Transient/);
    await user.click(within(transient).getByRole('button', { name: 'Recrawl 3 (at most 20)' }));
    await waitFor(() => expect(within(transient).getByText('2 done, 1 failed, 0 skipped')).toBeInTheDocument(), {
      timeout: 10_000,
    });
    const row = (reference: string) =>
      within(transient)
        .getByText(new RegExp(`^${reference} \\(Alpha Bank\\): `))
        .closest('li')!;
    expect(row('ACME-444444')).toHaveAttribute('data-state', 'done');
    expect(row('ACME-555555')).toHaveAttribute('data-state', 'failed');
    expect(row('ACME-555555')).toHaveTextContent('The crawler service failed.');
    expect(row('ACME-666666')).toHaveAttribute('data-state', 'done');
    expect(bodies.map(body => body.crawler_uuid).sort()).toEqual(['t1', 't3']);
    expect(bodies.find(body => body.crawler_uuid === 't1')).toMatchObject({
      id: 503,
      vendorref: 'acme-web',
      days_to_retrieve: 90,
      days_to_display: 90,
      analysis: true,
      transactions: true,
      estatements: false,
    });
  });

  it('transient: a recrawl meeting 403 ends the session and shows no success', async () => {
    useData();
    server.use(
      http.post(RECRAWL, () =>
        HttpResponse.json({ detail: 'Authentication credentials were not provided.' }, { status: 403 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    await signInAs('vendor');
    const { router } = renderApp('/needs-attention');
    const transient = await group(/^Transient/);
    await user.click(within(transient).getByRole('button', { name: 'Recrawl 3 (at most 20)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 10_000 });
    // No row says it was done: the run stopped with the session.
    expect(screen.queryByText(/^[1-9]\d* done/)).not.toBeInTheDocument();
    expect(document.querySelector('li[data-state="done"]')).toBeNull();
  });

  it('unknown: a vendor copies the details for staff; staff open the crawler log', async () => {
    useData();
    await signInAs('vendor');
    const first = renderApp('/needs-attention');
    const unknown = await group(/^Unknown cause/);
    expect(within(unknown).getByRole('button', { name: 'Ask staff: copy the details of this run' })).toBeEnabled();
    expect(within(unknown).queryByRole('link', { name: 'Open the crawler log' })).not.toBeInTheDocument();
    first.unmount();

    await signInAs('staff');
    renderApp('/needs-attention');
    const forStaff = await group(/^Unknown cause/);
    expect(within(forStaff).getByRole('link', { name: 'Open the crawler log' })).toHaveAttribute(
      'href',
      expect.stringContaining('/crawler/u1'),
    );
  });

  it("staff: a bank whose module fails above its threshold is the bank's cause, its recrawl enabled", async () => {
    useData();
    server.use(
      // Alpha Bank: 40 % of its crawls died, above its died_warn_threshold (30 %).
      http.get('*/api/v1/bank/ratios/', () =>
        HttpResponse.json(drfPage([{ id: 1, total: 10, completed: 6, died: 4, failed: 0, timedout: 0 }])),
      ),
    );
    await signInAs('staff');
    renderApp('/needs-attention');
    const bank = await group(/^The bank · 5 runs$/);
    const alpha = within(bank).getByRole('region', { name: 'Alpha Bank' });
    expect(within(alpha).getByText('Bank failing above its threshold')).toBeInTheDocument();
    expect(within(alpha).getByRole('button', { name: 'Recrawl when the bank is back: 4 (at most 20)' })).toBeEnabled();
    // The customer's runs stay theirs; the unknown code of a failing bank is the bank's (table row 5 before 9).
    expect(screen.getByRole('region', { name: /^The customer · 2 runs$/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Unknown cause/ })).not.toBeInTheDocument();
  });

  it('says "Nothing needs attention" when no run needs it', async () => {
    useData([]);
    await signInAs('vendor');
    renderApp('/needs-attention');
    expect(await screen.findByText('Nothing needs attention', {}, { timeout: 20_000 })).toBeInTheDocument();
  });

  it("shows the server's message and a Retry when the runs cannot be read", async () => {
    useData();
    let fail = true;
    server.use(
      http.get(CRAWLERS, () =>
        fail
          ? HttpResponse.json({ detail: 'Database unavailable' }, { status: 500 })
          : HttpResponse.json(drfPage(RUNS)),
      ),
    );
    const user = userEvent.setup({ delay: null });
    await signInAs('vendor');
    renderApp('/needs-attention');
    expect(
      await screen.findByText('The runs could not be loaded: Database unavailable', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Nothing needs attention')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await group(/^The customer/)).toBeInTheDocument();
  });

  it('says when the list was cut at 20 pages, with Load the rest', async () => {
    useData();
    server.use(
      http.get(
        CRAWLERS,
        onePerPage(page => run(`p${page}`, 'TIMEDOUT', null, 'Alpha Bank', `ACME-9${page}`)),
      ),
    );
    await signInAs('vendor');
    renderApp('/needs-attention');
    expect(await screen.findByText('First 20 of 21 rows.', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load the rest' })).toBeInTheDocument();
  });

  it('shows cards on a phone', async () => {
    const restore = asPhone();
    try {
      useData();
      await signInAs('vendor');
      renderApp('/needs-attention');
      const customer = await group(/^The customer/);
      expect(within(customer).queryByRole('table')).not.toBeInTheDocument();
      expect(within(customer).getByRole('list', { name: 'The customer' })).toBeInTheDocument();
      expect(within(customer).getAllByRole('button', { name: /^Send the customer of/ })).toHaveLength(2);
    } finally {
      restore();
    }
  });
});
