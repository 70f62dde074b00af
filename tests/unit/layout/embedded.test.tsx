import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectHostBridge, FramingRefused } from '../../../src/layout';
import { resetHostBridge } from '../../../src/layout/hostBridge';
import { createAuthProvider } from '../../../src/providers/authProvider';
import { httpClient, tokenStorage } from '../../../src/providers/http';
import { renderApp } from '../helpers';

// The screen is a lazy chunk; loading it once up front keeps each test's waits short.
beforeAll(() => import('../../../src/custom-pages/login/LoginPage'));

const HOST = 'https://host.example.com';

/** The host page: the parent of the dashboard's frame, recording what the dashboard posts it. */
let host: { postMessage: ReturnType<typeof vi.fn> };

/** The dashboard's window inside a frame of `framedBy` (what Chromium's ancestorOrigins says). */
const framedWindow = (framedBy = HOST) => {
  const win = Object.assign(new EventTarget(), {
    parent: host,
    top: host,
    location: { ancestorOrigins: [framedBy] },
    document: { referrer: '' },
  });
  return Object.assign(win, { self: win }) as unknown as Window;
};

const post = (win: Window, data: unknown, { origin = HOST, source = host as unknown } = {}) =>
  act(() => {
    win.dispatchEvent(Object.assign(new Event('message'), { origin, data, source }));
  });

const demoKey = async () =>
  (
    await httpClient<{ key: string }>('rest-auth/login/', {
      method: 'POST',
      body: { email: 'vendor@demo.test', password: 'demo1234' },
    })
  ).json.key;

const posted = () => host.postMessage.mock.calls.map(([message]) => message);

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  host = { postMessage: vi.fn() };
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  resetHostBridge();
  warn.mockRestore();
});

describe('embedded mode', () => {
  it('stays off outside a frame', () => {
    expect(connectHostBridge(window, [HOST])).toBe('top');
    renderApp('/no-such-page');
    return waitFor(() => expect(screen.getByRole('banner')).toBeInTheDocument());
  });

  it('keeps the host token in memory only, apart from the staff session', async () => {
    window.localStorage.setItem('token', 'staff-session-key');
    const win = framedWindow();
    expect(connectHostBridge(win, [HOST])).toBe('embedded');
    const key = await demoKey();
    post(win, { type: 'token', token: key, height: 640 });
    await waitFor(() => expect(tokenStorage.get()).toBe(key));
    expect(window.localStorage.getItem('token')).toBe('staff-session-key');
    const stored = [window.localStorage, window.sessionStorage].flatMap(storage =>
      Object.keys(storage).map(name => storage.getItem(name)),
    );
    expect(stored.some(value => value?.includes(key))).toBe(false);
  });

  it.each([
    ['another window than the parent', { type: 'token', token: 'host-token-123456' }, { source: {} }],
    ['another origin', { type: 'token', token: 'evil-token-123456' }, { origin: 'https://evil.example.com' }],
    [
      'an allowed origin that does not frame the dashboard',
      { type: 'token', token: 'host-token-123456' },
      { origin: 'https://other.example.com' },
    ],
    ['a message with an extra key', { type: 'token', token: 'host-token-123456', role: 'admin' }, {}],
    ['a message without a type', { token: 'host-token-123456' }, {}],
    ['a token too short', { type: 'token', token: 'short' }, {}],
  ])('ignores a message from %s, with a console warning', async (_, data, from) => {
    const win = framedWindow();
    connectHostBridge(win, [HOST, 'https://other.example.com']);
    post(win, data, from);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(tokenStorage.get()).toBeNull();
  });

  it('tells the host it is ready, to the host origin only', () => {
    connectHostBridge(framedWindow(), [HOST]);
    expect(host.postMessage).toHaveBeenCalledWith({ type: 'ready' }, HOST);
    expect(host.postMessage.mock.calls.every(([, target]) => target === HOST)).toBe(true);
  });

  it('reports the height of its page to the host', () => {
    let resized = () => undefined as void;
    const win = framedWindow();
    Object.assign(win, {
      document: { referrer: '', documentElement: { scrollHeight: 1234 } },
      ResizeObserver: class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe() {}
        disconnect() {}
      },
    });
    connectHostBridge(win, [HOST]);
    resized();
    expect(host.postMessage).toHaveBeenCalledWith({ type: 'height', height: 1234 }, HOST);
  });

  it('tells the host when the session ends', async () => {
    connectHostBridge(framedWindow(), [HOST]);
    tokenStorage.set('host-token-123456');
    await createAuthProvider(() => ({}))
      .checkError({ status: 403 })
      .catch(() => undefined);
    expect(host.postMessage).toHaveBeenCalledWith({ type: 'logout' }, HOST);
  });

  it('hides the top bar and the sidebar', async () => {
    const win = framedWindow();
    connectHostBridge(win, [HOST]);
    post(win, { type: 'token', token: await demoKey() });
    renderApp('/crawlers');
    expect(await screen.findByRole('columnheader', { name: 'UUID' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('menu', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('tells the host the token expired instead of showing its login form', async () => {
    const win = framedWindow();
    connectHostBridge(win, [HOST]);
    post(win, { type: 'token', token: 'expired-token-123456' });
    const { router } = renderApp('/crawlers');
    await waitFor(() => expect(posted()).toContainEqual({ type: 'token_expired' }));
    expect(await screen.findByText('Your session has ended', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();

    post(win, { type: 'token', token: await demoKey() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/crawlers'));
    expect(await screen.findByRole('columnheader', { name: 'UUID' }, { timeout: 15_000 })).toBeInTheDocument();
  });
});

describe('framing by a page that is not allowed (docs/product.md, decision 13)', () => {
  it('is refused with a neutral page, not the login form', () => {
    expect(connectHostBridge(framedWindow('https://evil.example.com'), [HOST])).toBe('refused');
    render(<FramingRefused />);
    expect(screen.getByRole('heading', { name: 'This page cannot be shown here' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(tokenStorage.get()).toBeNull();
  });
});
