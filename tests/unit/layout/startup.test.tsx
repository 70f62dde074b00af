import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { tokenStorage } from '../../../src/providers/http';
import { server } from '../../setup';
import { renderApp, signInAs } from '../helpers';

/** docs/product.md, decision 15: at start-up only 401, 403 and 502 end the session; any other failure offers a retry. */
const identityAnswers = (answer: () => Response) => {
  let failing = true;
  server.use(http.get('*/api/v1/users/me/detailed', () => (failing ? answer() : undefined)));
  return () => {
    failing = false;
  };
};

describe('start-up when the identity call fails', () => {
  it.each([
    ['a 500', () => HttpResponse.json({ detail: 'Server Error' }, { status: 500 })],
    ['being offline', () => HttpResponse.error()],
  ])('keeps the session after %s and offers a retry', async (_, answer) => {
    const key = await signInAs('vendor');
    const recover = identityAnswers(answer);
    const { router } = renderApp('/crawlers');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/crawlers');
    expect(tokenStorage.get()).toBe(key);

    recover();
    await userEvent.click(retry);
    expect(await screen.findByRole('columnheader', { name: 'UUID' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(tokenStorage.get()).toBe(key);
  });

  it('derives the level and the menu again after a Retry, as a fresh start does', async () => {
    await signInAs('vendor');
    const recover = identityAnswers(() => HttpResponse.json({ detail: 'Server Error' }, { status: 500 }));
    renderApp('/crawlers');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    recover();
    await userEvent.click(retry);
    expect(await screen.findByRole('columnheader', { name: 'UUID' }, { timeout: 15_000 })).toBeInTheDocument();
    // A vendor's menu, not the signed-out level's (only Connections): Applications and Crawlers are reachable.
    expect(await screen.findByRole('menuitem', { name: /Applications/ })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Crawlers/ })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Connections/ })).toBeInTheDocument();
  });

  it('keeps the session on the root page too', async () => {
    const key = await signInAs('vendor');
    const recover = identityAnswers(() => HttpResponse.json({ detail: 'Server Error' }, { status: 500 }));
    const { router } = renderApp('/');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(tokenStorage.get()).toBe(key);
    recover();
    await userEvent.click(retry);
    await waitFor(() => expect(router.state.location.pathname).toBe('/applications'));
  });

  it.each([401, 403, 502])('signs out silently on %i', async status => {
    await signInAs('vendor');
    identityAnswers(() => HttpResponse.json({ detail: 'No' }, { status }));
    const { router } = renderApp('/crawlers');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(tokenStorage.get()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
