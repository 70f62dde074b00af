import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, useAddUndoableMutation, useNotify } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { AppNotification } from '../../../src/layout';
import { screenI18nProvider as i18nProvider } from '../helpers';

type Notify = ReturnType<typeof useNotify>;
type AddMutation = ReturnType<typeof useAddUndoableMutation>;

const setup = () => {
  const handles: { notify?: Notify; addMutation?: AddMutation } = {};
  const Capture = () => {
    handles.notify = useNotify();
    handles.addMutation = useAddUndoableMutation();
    return null;
  };
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Capture />
      <AppNotification />
    </AdminContext>,
  );
  const notify: Notify = (...args) => act(() => handles.notify!(...args));
  return { notify, addMutation: (mutation: Parameters<AddMutation>[0]) => act(() => handles.addMutation!(mutation)) };
};

const stack = () => screen.queryByRole('region', { name: 'Notifications' });
const messages = () =>
  stack()
    ? within(stack()!)
        .queryAllByRole('alert')
        .map(alert => alert.textContent)
    : [];

describe('AppNotification', () => {
  it('translates catalogue keys with their arguments', async () => {
    const { notify } = setup();
    notify('app.message.reprint_html', { messageArgs: { id: 42 } });
    expect(await screen.findByText('Reprinting HTML Summary: 42')).toBeInTheDocument();
  });

  it('shows at most three at once and the next one when one closes', async () => {
    const { notify } = setup();
    notify('app.message.copied', { autoHideDuration: null });
    notify('app.message.email_sent', { autoHideDuration: null });
    notify('app.message.signup_success', { autoHideDuration: null });
    notify('app.message.reset_sent', { autoHideDuration: null });
    await waitFor(() => expect(messages()).toHaveLength(3));
    expect(
      screen.queryByText('Please check your email for instructions to reset your password'),
    ).not.toBeInTheDocument();

    await userEvent.click(
      within(screen.getByText('Copied text to clipboard').closest('[role=alert]') as HTMLElement).getByRole('button', {
        name: 'Close',
      }),
    );
    expect(
      await screen.findByText('Please check your email for instructions to reset your password'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Copied text to clipboard')).not.toBeInTheDocument());
    expect(messages()).toHaveLength(3);
  });

  it('wraps raw error text in the error toast, cut to 100 characters', async () => {
    const { notify } = setup();
    notify(`Server exploded ${'x'.repeat(120)}`, { type: 'error' });
    const expected = `An error occured: Server exploded ${'x'.repeat(100 - 'Server exploded '.length)}...`;
    expect(await screen.findByText(expected)).toBeInTheDocument();
  });

  it('suppresses the silent-logout key and internal JavaScript errors', async () => {
    const { notify } = setup();
    notify('app.error.silent', { type: 'error' });
    notify("Cannot read properties of undefined (reading 'map')", { type: 'error' });
    notify('undefined is not an object (evaluating "a.b")', { type: 'error' });
    notify('app.message.copied');
    expect(await screen.findByText('Copied text to clipboard')).toBeInTheDocument();
    expect(messages()).toEqual(['Copied text to clipboard']);
  });

  it('shows a notification once: same timestamp, or the same as one still visible', async () => {
    const { notify } = setup();
    notify('app.message.copied', { timestamp: 1000, autoHideDuration: null });
    notify('app.message.copied', { timestamp: 1000, autoHideDuration: null });
    notify('Boom', { type: 'error', autoHideDuration: null });
    notify('Boom', { type: 'error', autoHideDuration: null });
    notify('app.message.email_sent', { autoHideDuration: null });
    await screen.findByText('Successfully sent email');
    expect(messages()).toEqual(['Copied text to clipboard', 'An error occured: Boom', 'Successfully sent email']);
  });

  it('hides itself after a while', async () => {
    const { notify } = setup();
    notify('app.message.copied', { autoHideDuration: 30 });
    expect(await screen.findByText('Copied text to clipboard')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Copied text to clipboard')).not.toBeInTheDocument());
  });

  it('closes from the keyboard', async () => {
    const user = userEvent.setup();
    const { notify } = setup();
    notify('app.message.copied', { autoHideDuration: null });
    const close = await screen.findByRole('button', { name: 'Close' });
    close.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Copied text to clipboard')).not.toBeInTheDocument());
  });

  it('commits an undoable mutation when it closes, and undoes it with Undo', async () => {
    const { notify, addMutation } = setup();
    const first = vi.fn();
    addMutation(first);
    notify('ra.notification.updated', { undoable: true, messageArgs: { smart_count: 1 }, autoHideDuration: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(first).toHaveBeenCalledWith({ isUndo: false }));

    const second = vi.fn();
    addMutation(second);
    notify('ra.notification.deleted', { undoable: true, messageArgs: { smart_count: 1 }, autoHideDuration: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(second).toHaveBeenCalledWith({ isUndo: true }));
    expect(second).toHaveBeenCalledTimes(1);
  });
});
