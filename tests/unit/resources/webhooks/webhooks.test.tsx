import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../setup';
import { drfPage, renderApp, signInAs } from '../../helpers';

const WEBHOOKS = '*/api/v1/webhooks';
/** A first render of the whole app, on a machine shared with other test runs. */
const SLOW = { timeout: 15_000 };
/**
 * Whole-app stories. Measured alone on the shared 2-core machine (2026-11-25, load 5 to 7): the
 * slowest story, a create with its secret, 5.8 s (median of three runs; 10 s once); about 4x.
 */
const HEAVY = 24_000;
const CONTACT_STAFF = 'If you want to create or edit a webhook, please contact BankData staff.';

/** The data rows of the webhooks table, once loaded. */
const dataRows = async () => {
  const table = await screen.findByRole('table', {}, SLOW);
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), SLOW);
  return within(table).getAllByRole('row').slice(1);
};

const rowOf = async (name: string) => {
  await dataRows();
  // The name is the row header: its link, for staff, says "Webhook, " first (issue 28).
  return screen
    .getByRole('rowheader', { name: shown => shown === name || shown === `Webhook, ${name}` })
    .closest('tr')!;
};

/** The bodies of the requests with `method` to a path ending with `pathEnd`. */
const recordBodies = (method: string, pathEnd: RegExp) => {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === method && pathEnd.test(new URL(request.url).pathname))
      bodies.push(await request.clone().json());
  });
  return bodies;
};

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

describe('Webhooks list', { timeout: HEAVY }, () => {
  it('shows staff every column with the label ref, and the create, edit, delete and enabled controls', async () => {
    await signInAs('staff');
    renderApp('/webhooks');
    const row = await rowOf('Loan origination system');
    for (const name of ['Id', 'Name', 'URL', 'Vendor Ref', 'Enabled'])
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    expect(within(row).getByText('https://hooks.acme-lending.example/bankdata')).toBeInTheDocument();
    expect(await within(row).findByText('acme-web')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /create/i })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /edit/i })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /delete/i })).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: 'Enabled: Loan origination system' })).toBeChecked();
    expect(screen.queryByText(CONTACT_STAFF)).not.toBeInTheDocument();
  });

  it('shows a vendor user the contact-staff message and no control that changes a webhook', async () => {
    await signInAs('vendor');
    const { router } = renderApp('/webhooks');
    const rows = await dataRows();
    expect(await screen.findByText(CONTACT_STAFF)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /create/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /edit/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /delete/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(within(rows[0]).getByTitle('Enabled')).toBeInTheDocument();
    await userEvent.click(within(rows[0]).getByRole('rowheader'));
    expect(router.state.location.pathname).toBe('/webhooks');
  });

  it('turns a webhook off from its row with a PUT of the whole webhook', async () => {
    const puts = recordBodies('PUT', /\/webhooks\/1$/);
    await signInAs('staff');
    const { router } = renderApp('/webhooks');
    const toggle = within(await rowOf('Loan origination system')).getByRole('switch', {
      name: 'Enabled: Loan origination system',
    });
    await userEvent.click(toggle);
    expect(await screen.findByText('Webhook "Loan origination system" disabled')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(puts).toEqual([
      {
        name: 'Loan origination system',
        url: 'https://hooks.acme-lending.example/bankdata',
        vendorref: 1,
        enabled: false,
      },
    ]);
    expect(router.state.location.pathname).toBe('/webhooks');
  });

  it('says so and leaves the switch as it was when the change fails', async () => {
    server.use(http.put(`${WEBHOOKS}/1`, () => HttpResponse.json({ detail: 'Webhook store down' }, { status: 500 })));
    await signInAs('staff');
    renderApp('/webhooks');
    const toggle = within(await rowOf('Loan origination system')).getByRole('switch', {
      name: 'Enabled: Loan origination system',
    });
    await userEvent.click(toggle);
    expect(await screen.findByText('An error occured: Webhook store down')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
  });

  it('marks an http URL with a warning', async () => {
    server.use(
      http.get(WEBHOOKS, () =>
        HttpResponse.json(
          drfPage([{ id: 9, name: 'Legacy', url: 'http://legacy.example.com/hook', vendorref: 1, enabled: true }]),
        ),
      ),
    );
    await signInAs('vendor');
    renderApp('/webhooks');
    const row = await rowOf('Legacy');
    expect(within(row).getByTitle('Not https: webhook data is sent unencrypted')).toBeInTheDocument();
  });

  it('says "No data available" when there is no webhook', async () => {
    server.use(http.get(WEBHOOKS, () => HttpResponse.json(drfPage([]))));
    await signInAs('vendor');
    renderApp('/webhooks');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('shows a failed list with a retry, never as empty', async () => {
    server.use(http.get(WEBHOOKS, () => HttpResponse.json({ detail: 'Boom' }, { status: 500 })));
    await signInAs('staff');
    renderApp('/webhooks');
    expect(await screen.findByText('The list could not be loaded: Boom')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('No data available')).not.toBeInTheDocument();
  });
});

describe('Webhook create', { timeout: HEAVY }, () => {
  const openCreate = async () => {
    await signInAs('staff');
    const user = userEvent.setup();
    const view = renderApp('/webhooks/create');
    const name = await screen.findByRole('textbox', { name: 'Name' }, SLOW);
    const url = screen.getByRole('textbox', { name: 'URL' });
    return { user, name, url, ...view };
  };

  const chooseLabel = async (user: ReturnType<typeof userEvent.setup>, ref: string) => {
    await user.click(await screen.findByRole('combobox', { name: /vendor ref/i }));
    await user.click(await screen.findByRole('option', { name: ref }));
  };

  it.each([
    ['http://hooks.example.com/in', 'The URL must start with https://'],
    ['https://me:pw@hooks.example.com/in', 'The URL must not contain a user name or password'],
  ])('refuses %s before anything is sent, keeping what was typed', async (bad, message) => {
    const posts = recordBodies('POST', /\/webhooks$/);
    const { user, name, url } = await openCreate();
    await user.type(name, 'CRM');
    await user.clear(url);
    await user.type(url, bad);
    await chooseLabel(user, 'acme-web');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(url).toHaveValue(bad);
    expect(name).toHaveValue('CRM');
    expect(posts).toEqual([]);
  });

  it('creates a webhook and shows its secret once, with a copy button, kept out of storage', async () => {
    let secret = '';
    server.events.on('response:mocked', async ({ request, response }) => {
      if (request.method === 'POST' && /\/webhooks$/.test(new URL(request.url).pathname))
        secret = (await response.clone().json()).secret;
    });
    const { user, name, url, router } = await openCreate();
    await user.type(name, 'New <b>CRM</b>');
    await user.clear(url);
    await user.type(url, 'https://crm.example.com/in');
    await chooseLabel(user, 'acme-web');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Webhook "New CRM" created', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(secret).toBeTruthy());
    expect(screen.getByText(secret)).toBeInTheDocument();
    expect(screen.getByText(/it is shown only once/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy secret' }));
    expect(await screen.findByText('Copied text to clipboard')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(secret);
    const stored = [localStorage, sessionStorage].flatMap(storage =>
      Object.keys(storage).map(key => storage.getItem(key) ?? ''),
    );
    expect(stored.some(value => value.includes(secret))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/webhooks'));
    expect(await screen.findByRole('rowheader', { name: 'Webhook, New CRM' })).toBeInTheDocument();
    expect(screen.queryByText(secret)).not.toBeInTheDocument();
  });

  it("puts the server's field error under its input and keeps the form", async () => {
    server.use(http.post(WEBHOOKS, () => HttpResponse.json({ url: ['This URL is not reachable.'] }, { status: 400 })));
    const { user, name, url } = await openCreate();
    await user.type(name, 'CRM');
    await user.clear(url);
    await user.type(url, 'https://crm.example.com/in');
    await chooseLabel(user, 'acme-web');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This URL is not reachable.')).toBeInTheDocument();
    expect(url).toHaveValue('https://crm.example.com/in');
    expect(screen.queryByText(/shown only once/)).not.toBeInTheDocument();
  });

  it('keeps the form and shows a server failure above it', async () => {
    server.use(http.post(WEBHOOKS, () => HttpResponse.json({ detail: 'Database unavailable' }, { status: 500 })));
    const { user, name, url } = await openCreate();
    await user.type(name, 'CRM');
    await user.clear(url);
    await user.type(url, 'https://crm.example.com/in');
    await chooseLabel(user, 'acme-web');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not saved: Database unavailable')).toBeInTheDocument();
    expect(name).toHaveValue('CRM');
    expect(url).toHaveValue('https://crm.example.com/in');
    expect(screen.queryByText(/shown only once/)).not.toBeInTheDocument();
  });
});

describe('Webhook edit', { timeout: HEAVY }, () => {
  it('keeps an existing http URL with a warning, and refuses it once changed', async () => {
    const legacy = { id: 9, name: 'Legacy', url: 'http://legacy.example.com/hook', vendorref: 1, enabled: true };
    const puts: unknown[] = [];
    server.use(
      http.get(`${WEBHOOKS}/9`, () => HttpResponse.json(legacy)),
      http.put(`${WEBHOOKS}/9`, async ({ request }) => {
        const body = await request.json();
        puts.push(body);
        return HttpResponse.json({ ...legacy, ...(body as object) });
      }),
    );
    await signInAs('staff');
    const user = userEvent.setup();
    const { router } = renderApp('/webhooks/9');
    const url = await screen.findByRole('textbox', { name: 'URL' }, SLOW);
    await waitFor(() => expect(url).toHaveValue(legacy.url));
    expect(screen.getByText(/This URL is not https/)).toBeInTheDocument();

    await user.type(url, '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The URL must start with https://')).toBeInTheDocument();
    expect(puts).toEqual([]);

    await user.clear(url);
    await user.type(url, legacy.url);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Legacy system');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/webhooks'));
    expect(puts).toEqual([{ name: 'Legacy system', url: legacy.url, vendorref: 1, enabled: true }]);
  });
});
