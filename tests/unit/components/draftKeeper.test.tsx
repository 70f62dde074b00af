import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
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
  const input = await screen.findByRole('textbox', { name: /ref/i });
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

describe('DraftKeeper: nothing typed is lost across a session end', () => {
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
    const input = await screen.findByRole('textbox', { name: /ref/i });
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
    expect(await screen.findByRole('cell', { name: 'Saved after all' })).toBeInTheDocument();
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
});
