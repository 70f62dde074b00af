import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { memoryStore } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AdminApp } from '../../../../src/App';
import { server } from '../../../setup';
import { renderApp, signInAs } from '../../helpers';

const TOKENS = '*/api/v1/users/me/tokens';

const openTokens = async () => {
  await signInAs('vendor');
  const user = userEvent.setup();
  renderApp('/tokens');
  await screen.findByRole('button', { name: 'Add token' });
  return user;
};

/** Like renderApp, but the test holds the QueryClient and the store to inspect what they keep. */
const openTokensWithCaches = async () => {
  await signInAs('vendor');
  const user = userEvent.setup();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const store = memoryStore();
  const router = createMemoryRouter([{ path: '*', element: <AdminApp store={store} queryClient={queryClient} /> }], {
    initialEntries: ['/tokens'],
  });
  render(<RouterProvider router={router} />);
  await screen.findByRole('button', { name: 'Add token' });
  const cached = () =>
    JSON.stringify([
      queryClient
        .getQueryCache()
        .getAll()
        .map(query => query.state.data),
      queryClient
        .getMutationCache()
        .getAll()
        .map(mutation => mutation.state.data),
    ]);
  return { user, cached, store };
};

/** Creates a token through the dialog and returns the dialog with its secret shown. */
const createToken = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(screen.getByRole('button', { name: 'Add token' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Token' });
  await user.type(within(dialog).getByRole('textbox', { name: /token name/i }), name);
  await user.click(within(dialog).getByRole('button', { name: 'Create' }));
  return dialog;
};

const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr')!;

describe('API Tokens', () => {
  it('lists tokens with Name and Actions columns', async () => {
    server.use(http.get(TOKENS, () => HttpResponse.json([{ id: 7, name: 'CI pipeline' }])));
    await openTokens();
    expect(await screen.findByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    const row = await rowOf('CI pipeline');
    for (const name of ['Reveal identifier', 'Rename token', /delete/i]) {
      expect(within(row).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('says "No data available" when there is no token', async () => {
    server.use(http.get(TOKENS, () => HttpResponse.json([])));
    await openTokens();
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('reveals the identifier, showing "Revealing..." until it arrives, and copies it', async () => {
    let answer!: () => void;
    const arrived = new Promise<void>(resolve => (answer = resolve));
    server.use(
      http.get(TOKENS, () => HttpResponse.json([{ id: 7, name: 'CI pipeline' }])),
      http.get(`${TOKENS}/:id`, async () => {
        await arrived;
        return HttpResponse.json({ id: 7, name: 'CI pipeline', identifier: 'ID-123-abc' });
      }),
    );
    const user = await openTokens();
    await user.click(within(await rowOf('CI pipeline')).getByRole('button', { name: 'Reveal identifier' }));
    const dialog = await screen.findByRole('dialog', { name: 'CI pipeline' });
    expect(within(dialog).getByText('Your token identifier is:')).toBeInTheDocument();
    expect(within(dialog).getByText('Revealing...')).toBeInTheDocument();
    answer();
    expect(await within(dialog).findByText('ID-123-abc')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy identifier' }));
    expect(await screen.findByText('Copied text to clipboard')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('ID-123-abc');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('explains HMAC and links to its documentation', async () => {
    const user = await openTokens();
    await user.click(screen.getByRole('button', { name: 'Add token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Token' });
    expect(dialog).toHaveTextContent(/creates an identifier and secret pair for API authentication using HMAC/);
    expect(within(dialog).getByRole('link', { name: 'HMAC authentication documentation' })).toHaveAttribute(
      'href',
      expect.stringMatching(/#hmac$/),
    );
    expect(dialog).toHaveTextContent(
      'Ensure you record the secret and identifier somewhere safe, it will only be shown once',
    );
  });

  it('refuses an empty token name', async () => {
    const user = await openTokens();
    await user.click(screen.getByRole('button', { name: 'Add token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Token' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Please enter a token name')).toBeInTheDocument();
  });

  it('creates a token, shows its secret and identifier once, keeps them out of storage, and refreshes the list on close', async () => {
    let created: { secret: string; identifier: string } | undefined;
    server.events.on('response:mocked', async ({ request, response }) => {
      if (request.method === 'POST' && request.url.includes('/users/me/tokens'))
        created = await response.clone().json();
    });
    const log = vi.spyOn(console, 'log');
    const { user, cached, store } = await openTokensWithCaches();
    const dialog = await createToken(user, 'Deploy <b>bot</b>');
    await within(dialog).findByText('Secret');
    await waitFor(() => expect(created?.secret).toBeTruthy());
    const { secret, identifier } = created!;
    expect(within(dialog).getByText('Identifier')).toBeInTheDocument();
    expect(within(dialog).getByText(secret)).toBeInTheDocument();
    expect(within(dialog).getByText(identifier)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Copy secret' }));
    expect(await navigator.clipboard.readText()).toBe(secret);

    const stored = [localStorage, sessionStorage].flatMap(storage =>
      Object.keys(storage).map(key => storage.getItem(key) ?? ''),
    );
    expect(stored.some(value => value.includes(secret))).toBe(false);
    expect(cached()).not.toContain(secret);
    expect(JSON.stringify(store.listItems?.() ?? {})).not.toContain(secret);
    expect(log.mock.calls.flat().some(arg => JSON.stringify(arg ?? '').includes(secret))).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('cell', { name: 'Deploy bot' })).toBeInTheDocument();
    expect(screen.queryByText(secret)).not.toBeInTheDocument();
    expect(cached()).not.toContain(secret);
    server.events.removeAllListeners();
    log.mockRestore();
  });

  it('shows the server detail when creation fails', async () => {
    server.use(http.post(TOKENS, () => HttpResponse.json({ detail: 'Token limit reached' }, { status: 400 })));
    const user = await openTokens();
    const dialog = await createToken(user, 'One too many');
    expect(await screen.findByText('Token limit reached')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /token name/i })).toHaveValue('One too many');
    expect(within(dialog).queryByText('Secret')).not.toBeInTheDocument();
  });

  it('shows non_field_errors above the form in the dialog and keeps the typed name', async () => {
    server.use(
      http.post(TOKENS, () =>
        HttpResponse.json({ non_field_errors: ['You already have 10 tokens.'] }, { status: 400 }),
      ),
    );
    const user = await openTokens();
    const dialog = await createToken(user, 'Eleventh');
    const input = within(dialog).getByRole('textbox', { name: /token name/i });
    // The dialog's own warning is an alert too: the error is the alert that says it.
    const alert = (await within(input.closest('form')!).findByText('You already have 10 tokens.')).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(alert.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(input).toHaveValue('Eleventh');
  });

  it('shows a rename field error under the field and non_field_errors above it', async () => {
    server.use(
      http.get(TOKENS, () => HttpResponse.json([{ id: 7, name: 'CI pipeline' }])),
      http.put(`${TOKENS}/:id`, () =>
        HttpResponse.json({ name: ['Name is taken.'], non_field_errors: ['Tokens are read-only.'] }, { status: 400 }),
      ),
    );
    const user = await openTokens();
    await user.click(within(await rowOf('CI pipeline')).getByRole('button', { name: 'Rename token' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename Token' });
    const input = within(rename).getByRole('textbox', { name: /token name/i });
    await user.type(input, ' 2');
    await user.click(within(rename).getByRole('button', { name: 'Rename' }));
    expect(await within(input.closest('form')!).findByRole('alert')).toHaveTextContent('Tokens are read-only.');
    expect(input).toHaveAccessibleDescription('Name is taken.');
    expect(input).toHaveValue('CI pipeline 2');
  });

  it('warns before leaving the page with a half-typed token name', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await signInAs('vendor');
    const user = userEvent.setup();
    const { router } = renderApp('/tokens');
    await user.click(await screen.findByRole('button', { name: 'Add token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Token' });
    await user.type(within(dialog).getByRole('textbox', { name: /token name/i }), 'Half');
    await router.navigate('/labels');
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/tokens');
    confirm.mockRestore();
  });

  it('says "Error creating token" when the failure carries no detail', async () => {
    server.use(http.post(TOKENS, () => new HttpResponse(null, { status: 500 })));
    const user = await openTokens();
    await createToken(user, 'Broken');
    expect(await screen.findByText('Error creating token')).toBeInTheDocument();
  });

  it('renames a token', async () => {
    const user = await openTokens();
    const dialog = await createToken(user, 'Old name');
    await within(dialog).findByText('Secret');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(within(await rowOf('Old name')).getByRole('button', { name: 'Rename token' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename Token' });
    const input = within(rename).getByRole('textbox', { name: /token name/i });
    expect(input).toHaveValue('Old name');
    expect(rename).not.toHaveTextContent('it will only be shown once');
    await user.clear(input);
    await user.type(input, 'New name');
    await user.click(within(rename).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('cell', { name: 'New name' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Old name' })).not.toBeInTheDocument();
  });

  it('deletes a token after confirmation', async () => {
    const user = await openTokens();
    const dialog = await createToken(user, 'Short lived');
    await within(dialog).findByText('Secret');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(within(await rowOf('Short lived')).getByRole('button', { name: /delete/i }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete token "Short lived"?' });
    await user.click(within(confirm).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Short lived' })).not.toBeInTheDocument());
  });

  it('says so when the clipboard refuses the copy', async () => {
    server.use(
      http.get(TOKENS, () => HttpResponse.json([{ id: 7, name: 'CI pipeline' }])),
      http.get(`${TOKENS}/:id`, () => HttpResponse.json({ id: 7, name: 'CI pipeline', identifier: 'ID-9' })),
    );
    const user = await openTokens();
    const refuse = vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(within(await rowOf('CI pipeline')).getByRole('button', { name: 'Reveal identifier' }));
    const dialog = await screen.findByRole('dialog', { name: 'CI pipeline' });
    await within(dialog).findByText('ID-9');
    await user.click(within(dialog).getByRole('button', { name: 'Copy identifier' }));
    expect(await screen.findByText(/Could not copy to the clipboard/)).toBeInTheDocument();
    refuse.mockRestore();
  });

  it('says a list of more than 20 pages is cut, and Load the rest shows every row', async () => {
    // A whole-list endpoint (pagination none) answered in 21 DRF pages of one token each.
    server.use(
      http.get(TOKENS, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
        const next = page < 21 ? new URL(`?page=${page + 1}`, request.url).href : null;
        return HttpResponse.json({ count: 21, next, previous: null, results: [{ id: page, name: `Token ${page}` }] });
      }),
    );
    const user = await openTokens();
    expect(await screen.findByText('First 20 of 21 rows.')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Token 20' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Token 21' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load the rest' }));
    expect(await screen.findByRole('cell', { name: 'Token 21' })).toBeInTheDocument();
    expect(screen.queryByText('First 20 of 21 rows.')).not.toBeInTheDocument();
  });
});
