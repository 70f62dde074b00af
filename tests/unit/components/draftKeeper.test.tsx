import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { authProvider } from '../../../src/app';
import { tokenStorage } from '../../../src/providers/http';
import { server } from '../../setup';
import { renderApp, signInAs } from '../helpers';

const LABELS = '*/api/v1/dashboard/vendors/labels/';
const RESTORED = 'Your unsaved changes from before you were signed out were restored.';

/** The drafts sessionStorage holds, as stored. */
const storedDrafts = () =>
  Object.fromEntries(
    Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index) ?? '')
      .filter(key => key.startsWith('draft:'))
      .map(key => [key, sessionStorage.getItem(key)]),
  );

/** Label 1's edit form, loaded, with `typed` as its ref. */
const editLabel = async (typed: string) => {
  const user = userEvent.setup();
  const view = renderApp('/labels/1');
  // The first render of a screen loads its chunk: room for it on a busy machine.
  const input = await screen.findByRole('textbox', { name: /ref/i }, { timeout: 30000 });
  await waitFor(() => expect(input).toHaveValue('acme-web'));
  await user.clear(input);
  await user.type(input, typed);
  return { ...view, user, input };
};

/** The session ends as a call answered 401 ends it (the auth provider's checkError). */
const expireSession = async () => {
  await act(async () => {
    await authProvider.checkError({ status: 401 }).catch(() => undefined);
  });
  expect(tokenStorage.get()).toBeNull();
};

/** Signs in again as `account` and opens label 1's edit form in a fresh app. */
const reopenAs = async (account: 'staff' | 'admin', unmount: () => void) => {
  unmount();
  await signInAs(account);
  const user = userEvent.setup();
  const view = renderApp('/labels/1');
  const input = await screen.findByRole('textbox', { name: /ref/i });
  return { ...view, user, input };
};

describe('DraftKeeper: nothing typed is lost across a session end', { timeout: 40_000 }, () => {
  it('keeps a label edit saved into a 401 and restores it, with the line, after signing in again as the same person', async () => {
    server.use(http.put(`${LABELS}:id/`, () => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 })));
    await signInAs('staff');
    const { user, unmount, router } = await editLabel('Renamed before expiry');
    await user.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(tokenStorage.get()).toBeNull());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(Object.values(storedDrafts()).join()).toContain('Renamed before expiry');

    server.resetHandlers();
    const { input } = await reopenAs('staff', unmount);
    await waitFor(() => expect(input).toHaveValue('Renamed before expiry'));
    expect(await screen.findByText(RESTORED)).toBeInTheDocument();
    // Restored as a change: the form can be saved as it is.
    expect(screen.getByRole('button', { name: /save/i })).toBeEnabled();
  });

  it('restores nothing for another person signing in on the same tab', async () => {
    await signInAs('staff');
    const { unmount } = await editLabel('Staff only');
    await expireSession();
    const { input } = await reopenAs('admin', unmount);
    await waitFor(() => expect(input).toHaveValue('acme-web'));
    expect(screen.queryByText(RESTORED)).not.toBeInTheDocument();
  });

  it('keeps nothing when nothing was changed', async () => {
    await signInAs('staff');
    const view = renderApp('/labels/1');
    const input = await screen.findByRole('textbox', { name: /ref/i }, { timeout: 30000 });
    await waitFor(() => expect(input).toHaveValue('acme-web'));
    await expireSession();
    expect(storedDrafts()).toEqual({});
    view.unmount();
  });

  it('Discard brings the saved value back and removes the draft', async () => {
    await signInAs('staff');
    const { unmount } = await editLabel('To be discarded');
    await expireSession();
    const { user, input } = await reopenAs('staff', unmount);
    await waitFor(() => expect(input).toHaveValue('To be discarded'));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(input).toHaveValue('acme-web');
    expect(screen.queryByText(RESTORED)).not.toBeInTheDocument();
    expect(storedDrafts()).toEqual({});
  });

  it('a successful save of the restored draft removes it', async () => {
    await signInAs('staff');
    const { unmount } = await editLabel('Saved after all');
    await expireSession();
    const { user, input, router } = await reopenAs('staff', unmount);
    await waitFor(() => expect(input).toHaveValue('Saved after all'));
    await user.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/labels'));
    // The ref is the row's header cell since rows are links (docs/product.md#tables).
    expect(await screen.findByRole('rowheader', { name: /Saved after all/ })).toBeInTheDocument();
    expect(storedDrafts()).toEqual({});
  });

  it('a failed save of the restored draft keeps it', async () => {
    await signInAs('staff');
    const { unmount } = await editLabel('Still unsaved');
    await expireSession();
    server.use(http.put(`${LABELS}:id/`, () => HttpResponse.json({ detail: 'Server exploded' }, { status: 500 })));
    const { user, input } = await reopenAs('staff', unmount);
    await waitFor(() => expect(input).toHaveValue('Still unsaved'));
    await user.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText(/Server exploded/)).toBeInTheDocument();
    expect(Object.values(storedDrafts()).join()).toContain('Still unsaved');
  });

  it('signing out removes every draft', async () => {
    await signInAs('staff');
    const { unmount } = await editLabel('Gone at sign-out');
    await expireSession();
    expect(Object.keys(storedDrafts())).toHaveLength(1);
    unmount();
    await signInAs('staff');
    await act(async () => {
      await authProvider.logout({});
    });
    expect(storedDrafts()).toEqual({});
  });

  it('keeps the changes of a session refused (403) too', async () => {
    await signInAs('staff');
    const { unmount } = await editLabel('Refused but kept');
    await act(async () => {
      await authProvider.checkError({ status: 403 }).catch(() => undefined);
    });
    const { input } = await reopenAs('staff', unmount);
    await waitFor(() => expect(input).toHaveValue('Refused but kept'));
    expect(await screen.findByText(RESTORED)).toBeInTheDocument();
  });
});

describe('DraftKeeper: what a draft never holds', { timeout: 40_000 }, () => {
  it('keeps a settings change but never a secret or key typed next to it, and a successful save removes the draft', async () => {
    await signInAs('staff');
    const user = userEvent.setup();
    const first = renderApp('/settings/vendor');
    await screen.findByRole('tabpanel', {}, { timeout: 30000 });
    await user.type(screen.getByRole('textbox', { name: 'post_url' }), 'https://kept.example/hook');
    await user.type(screen.getByLabelText('aws_secret'), 'TOP-SECRET-VALUE');
    await user.type(screen.getByRole('textbox', { name: 'aws_key' }), 'AKIA-NEVER-STORED');
    await expireSession();
    const stored = Object.values(storedDrafts()).join();
    expect(stored).toContain('https://kept.example/hook');
    expect(stored).not.toContain('TOP-SECRET-VALUE');
    expect(stored).not.toContain('aws_secret');
    expect(stored).not.toContain('AKIA-NEVER-STORED');

    first.unmount();
    await signInAs('staff');
    renderApp('/settings/vendor');
    await screen.findByRole('tabpanel', {}, { timeout: 30000 });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'post_url' })).toHaveValue('https://kept.example/hook'),
    );
    expect(screen.getByLabelText('aws_secret')).toHaveValue('');
    expect(await screen.findByText(RESTORED)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Save these changes?' })).getByRole('button', { name: 'Save' }),
    );
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    await waitFor(() => expect(storedDrafts()).toEqual({}));
  });
});

describe('DraftKeeper in a dialog the address does not open', { timeout: 40_000 }, () => {
  it('restores a token rename when the rename dialog is opened again for the same token, and only for it', async () => {
    await signInAs('staff');
    const user = userEvent.setup();
    const first = renderApp('/tokens');
    const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr')!;
    await user.click(within(await rowOf('CI pipeline')).getByRole('button', { name: 'Rename token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Token' });
    const input = within(dialog).getByRole('textbox', { name: /token name/i });
    await user.clear(input);
    await user.type(input, 'Renamed pipeline');
    await expireSession();

    first.unmount();
    await signInAs('staff');
    renderApp('/tokens');
    const rows = (await screen.findAllByRole('button', { name: 'Rename token' })).map(button => button.closest('tr')!);
    const other = rows.find(row => !within(row).queryByRole('cell', { name: 'CI pipeline' }))!;
    await user.click(within(other).getByRole('button', { name: 'Rename token' }));
    const otherDialog = await screen.findByRole('dialog', { name: 'Rename Token' });
    expect(within(otherDialog).getByRole('textbox', { name: /token name/i })).not.toHaveValue('Renamed pipeline');
    expect(within(otherDialog).queryByText(RESTORED)).not.toBeInTheDocument();
    await user.click(within(otherDialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(await rowOf('CI pipeline')).getByRole('button', { name: 'Rename token' }));
    const again = await screen.findByRole('dialog', { name: 'Rename Token' });
    await waitFor(() =>
      expect(within(again).getByRole('textbox', { name: /token name/i })).toHaveValue('Renamed pipeline'),
    );
    expect(within(again).getByText(RESTORED)).toBeInTheDocument();
  });
});
