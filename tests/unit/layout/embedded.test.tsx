import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectHostBridge } from '../../../src/layout';
import { resetHostBridge } from '../../../src/layout/hostBridge';
import { httpClient, tokenStorage } from '../../../src/providers/http';
import { renderApp, signInAs } from '../helpers';

// The screen is a lazy chunk; loading it once up front keeps each test's waits short.
beforeAll(() => import('../../../src/custom-pages/login/LoginPage'));

const HOST = 'https://host.example.com';

/** A stand-in for the page's window inside a host's frame: its parent is another window. */
const framedWindow = () => Object.assign(new EventTarget(), { parent: {} }) as unknown as Window;

const post = (win: Window, origin: string, data: unknown) =>
  act(() => {
    win.dispatchEvent(new MessageEvent('message', { origin, data }));
  });

afterEach(() => resetHostBridge());

describe('embedded mode', () => {
  it('stays off outside a frame', () => {
    connectHostBridge(window, [HOST]);
    renderApp('/no-such-page');
    return waitFor(() => expect(screen.getByRole('banner')).toBeInTheDocument());
  });

  it('keeps the token and height of an allowed host, and ignores other origins', async () => {
    const win = framedWindow();
    connectHostBridge(win, [HOST]);
    post(win, 'https://evil.example.com', { token: 'evil-token-123456' });
    expect(tokenStorage.get()).toBeNull();
    post(win, HOST, { token: 'host-token-123456', height: 640 });
    expect(tokenStorage.get()).toBe('host-token-123456');
  });

  it('hides the top bar and the sidebar', async () => {
    await signInAs('vendor');
    connectHostBridge(framedWindow(), [HOST]);
    renderApp('/crawlers');
    expect(await screen.findByRole('columnheader', { name: 'UUID' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('menu', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('signs in with the token the host passes while the login page shows', async () => {
    const win = framedWindow();
    connectHostBridge(win, [HOST]);
    const { router } = renderApp('/login?next=%2Fcrawlers');
    await screen.findByRole('button', { name: 'Sign in' });
    const { json } = await httpClient<{ key: string }>('rest-auth/login/', {
      method: 'POST',
      body: { email: 'vendor@demo.test', password: 'demo1234' },
    });
    post(win, HOST, { token: json.key });
    await waitFor(() => expect(router.state.location.pathname).toBe('/crawlers'));
    expect(await screen.findByRole('columnheader', { name: 'UUID' })).toBeInTheDocument();
  });
});
