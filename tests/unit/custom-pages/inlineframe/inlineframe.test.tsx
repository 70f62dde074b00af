import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../setup';
import { onePerPage, renderApp, signInAs } from '../../helpers';

const DEFAULTS =
  'transactions=false&analysis=true&account_owner=true&estatements=false&interims=false&select_accounts=false&multiple=false';
const EMAIL_PATH = '*/api/v1/dashboard/email/customer_iframe_link';
/** The iframe host config.js gives every environment here (docs/deployment.md#settings). */
const HOST = 'https://connect.example.test';

const identifier = () => screen.getByRole('textbox', { name: 'Client identifier' });
const days = () => screen.getByRole('textbox', { name: 'Days to retrieve' });
const linkField = () => screen.findByRole('textbox', { name: 'IFrame link' });
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

const openBuilder = async () => {
  await signInAs('vendor');
  renderApp('/inlineframe');
  // The vendor's own label is chosen at first.
  expect(await screen.findByRole('combobox', { name: 'Vendor label' }, { timeout: 25_000 })).toHaveTextContent(
    'acme-web',
  );
};

/** The bodies the e-mail call received. */
const recordEmails = () => {
  const bodies: Record<string, unknown>[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('customer_iframe_link'))
      bodies.push(await request.clone().json());
  });
  return bodies;
};

const unconfigured = window.__APP_CONFIG__;
beforeEach(() => {
  window.__APP_CONFIG__ = { ...unconfigured, iframeHosts: HOST };
});
afterEach(() => {
  window.__APP_CONFIG__ = unconfigured;
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

// Slowest test alone 6.9 s (5.6 s on a second run) with the machine at load 7 on 2 cores: about 4x that.
describe('IFrame link builder', { timeout: 28_000 }, () => {
  it('says what is missing, then builds the live link with every option and the days range rule', async () => {
    await openBuilder();
    expect(screen.getByText('Please ensure both vendor label and identifier fields are filled')).toBeInTheDocument();
    type(identifier(), 'abc123');
    expect(await screen.findByText('Please ensure identifier is at least 7 characters')).toBeInTheDocument();
    type(identifier(), 'client-42');
    await waitFor(async () => expect(await linkField()).toHaveValue(`${HOST}/i/acme-web/client-42?${DEFAULTS}`));

    fireEvent.click(screen.getByRole('switch', { name: 'Transactions' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Analysis' }));
    await waitFor(async () => expect((await linkField()).textContent).toContain('transactions=true&analysis=false'));

    type(days(), '400');
    expect(await screen.findByText('Value must be a number from 7 to 365.')).toBeInTheDocument();
    expect((await linkField()).textContent).not.toContain('days_to_retrieve');
    type(days(), '30');
    await waitFor(async () => expect((await linkField()).textContent).toContain('&days_to_retrieve=30'));
    expect(screen.queryByText('Value must be a number from 7 to 365.')).not.toBeInTheDocument();

    const preview = screen.getByRole('link', { name: 'Open link in a new tab' });
    expect(preview).toHaveAttribute('target', '_blank');
    expect(preview).toHaveAttribute('rel', 'noopener noreferrer');
    expect(preview.getAttribute('href')).toBe((await linkField()).textContent);
  });

  it('cleans HTML typed into the identifier and copies the link', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openBuilder();
    type(identifier(), '<b>client-42</b><script>x()</script>');
    await waitFor(async () => expect((await linkField()).textContent).toContain('/i/acme-web/client-42?'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Copied text to clipboard')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${HOST}/i/acme-web/client-42?${DEFAULTS}`);
  });

  it('sends the link by e-mail with the client name and e-mail, then empties the two fields', async () => {
    const bodies = recordEmails();
    await openBuilder();
    type(identifier(), 'client-42');
    await linkField();
    type(screen.getByRole('textbox', { name: 'Client name' }), 'Jane Client');
    type(screen.getByRole('textbox', { name: 'Client email' }), 'jane@client.example');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Successfully sent email')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        vendor_name: 'acme-web',
        iframe_link: `${HOST}/i/acme-web/client-42?${DEFAULTS}`,
        customer_email: 'jane@client.example',
        customer_name: 'Jane Client',
      },
    ]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Client name' })).toHaveValue(''));
  });

  it('asks for both client fields and a valid e-mail before sending anything', async () => {
    const bodies = recordEmails();
    await openBuilder();
    type(identifier(), 'client-42');
    await linkField();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findAllByText('Please enter both a client name and email to send the IFrame link'),
    ).toHaveLength(2);
    type(screen.getByRole('textbox', { name: 'Client name' }), 'Jane');
    type(screen.getByRole('textbox', { name: 'Client email' }), 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('with no iframe host for the environment, says so and builds, copies and sends no link', async () => {
    window.__APP_CONFIG__ = { ...unconfigured, iframeHosts: undefined };
    const bodies = recordEmails();
    await openBuilder();
    expect(
      screen.getByText(
        'No IFrame host is set for this environment: links cannot be built. Set iframeHosts in config.js (docs/deployment.md).',
      ),
    ).toBeInTheDocument();
    type(identifier(), 'client-42');
    type(screen.getByRole('textbox', { name: 'Client name' }), 'Jane Client');
    type(screen.getByRole('textbox', { name: 'Client email' }), 'jane@client.example');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Client email' })).toHaveValue('jane@client.example'),
    );
    expect(screen.queryByRole('textbox', { name: 'IFrame link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open link in a new tab' })).not.toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    fireEvent.submit(send.closest('form')!);
    await new Promise(resolve => setTimeout(resolve, 300));
    expect(bodies).toEqual([]);
  });

  it('offers no Send until the link is valid', async () => {
    await openBuilder();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByText('Build a valid link above before sending it.')).toBeInTheDocument();
  });

  it('says "Failed to send email" and keeps what was typed when the server refuses, with its field error', async () => {
    server.use(
      http.post(EMAIL_PATH, () =>
        HttpResponse.json({ customer_email: ['Enter a valid email address.'] }, { status: 400 }),
      ),
    );
    await openBuilder();
    type(identifier(), 'client-42');
    await linkField();
    type(screen.getByRole('textbox', { name: 'Client name' }), 'Jane Client');
    type(screen.getByRole('textbox', { name: 'Client email' }), 'jane@client.example');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to send email')).toBeInTheDocument();
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Client name' })).toHaveValue('Jane Client');
    expect(screen.getByRole('textbox', { name: 'Client email' })).toHaveValue('jane@client.example');
  });

  it('says "Failed to send email" on a server error', async () => {
    server.use(http.post(EMAIL_PATH, () => HttpResponse.json({ detail: 'Mail server down' }, { status: 500 })));
    await openBuilder();
    type(identifier(), 'client-42');
    await linkField();
    type(screen.getByRole('textbox', { name: 'Client name' }), 'Jane Client');
    type(screen.getByRole('textbox', { name: 'Client email' }), 'jane@client.example');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to send email')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Client name' })).toHaveValue('Jane Client');
  });

  it('shows an error with a retry when the labels cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get('*/api/v1/dashboard/vendors/labels/', () =>
        fail
          ? HttpResponse.json({ detail: 'Boom' }, { status: 500 })
          : HttpResponse.json({ count: 1, next: null, previous: null, results: [{ id: 9, ref: 'only-label' }] }),
      ),
    );
    await signInAs('vendor');
    renderApp('/inlineframe');
    expect(
      await screen.findByText('The vendor labels could not be loaded.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('An error occured: Boom')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('combobox', { name: 'Vendor label' })).toHaveTextContent('only-label');
  });

  it('says under the label select when the labels list was cut after 20 pages', async () => {
    server.use(
      http.get(
        '*/api/v1/dashboard/vendors/labels/',
        onePerPage(page => ({ id: page, ref: `label-${page}` })),
      ),
    );
    await signInAs('vendor');
    renderApp('/inlineframe');
    expect(
      await screen.findByText('Only the first 20 choices are listed: the server has more.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});
