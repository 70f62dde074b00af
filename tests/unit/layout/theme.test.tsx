import { useState } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdminApp } from '../../../src/App';
import { createAppStore } from '../../../src/layout/appStore';
import { connectHostBridge, resetHostBridge } from '../../../src/layout/hostBridge';
import { mockMatchMedia, signInAs } from '../helpers';

/**
 * docs/screens/theme.md: the system's colour scheme until the user picks one with the top bar's
 * toggle; the pick is remembered (react-admin's store key `theme`, in localStorage like the app's
 * default store) and outlives a reload.
 */

let systemDark = false;
let restoreMatchMedia: () => void = () => undefined;

beforeEach(() => {
  systemDark = false;
  restoreMatchMedia = mockMatchMedia(query => (query.includes('prefers-color-scheme: dark') ? systemDark : false));
});

afterEach(() => {
  resetHostBridge();
  restoreMatchMedia();
});

/** The app as a page load would start it: the app's store over localStorage, read afresh on each mount. */
const App = () => {
  const [store] = useState(() => createAppStore());
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return <AdminApp store={store} queryClient={queryClient} />;
};

const renderAt = (path: string) => {
  const router = createMemoryRouter([{ path: '*', element: <App /> }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
};

/** The scheme the page is painted in (CssBaseline's `color-scheme` on the root element). */
const scheme = () => getComputedStyle(document.documentElement).colorScheme;

describe('the theme', () => {
  it('follows the system preference when the user has not chosen', async () => {
    systemDark = true;
    renderAt('/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(scheme()).toBe('dark'));
  });

  it('is light on a light system', async () => {
    renderAt('/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(scheme()).toBe('light'));
  });

  it('switches with the top bar toggle and keeps the choice over a reload', async () => {
    await signInAs('vendor');
    const first = renderAt('/applications');
    const toggle = await screen.findByRole('button', { name: 'Toggle light/dark mode' }, { timeout: 15_000 });
    await waitFor(() => expect(scheme()).toBe('light'));

    await userEvent.click(toggle);
    await waitFor(() => expect(scheme()).toBe('dark'));
    first.unmount();

    renderAt('/applications');
    expect(
      await screen.findByRole('button', { name: 'Toggle light/dark mode' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(scheme()).toBe('dark'));
  });

  it("keeps the choice over a logout, unlike the user's other preferences", () => {
    const store = createAppStore();
    store.setup();
    store.setItem('theme', 'dark');
    store.setItem('applications.datatable.columns', ['id']);
    store.reset();
    expect(store.getItem('theme')).toBe('dark');
    expect(store.getItem('applications.datatable.columns')).toBeUndefined();
    store.teardown();
  });

  it('keeps a light choice on a dark system', async () => {
    systemDark = true;
    await signInAs('vendor');
    renderAt('/applications');
    const toggle = await screen.findByRole('button', { name: 'Toggle light/dark mode' }, { timeout: 15_000 });
    await waitFor(() => expect(scheme()).toBe('dark'));
    await userEvent.click(toggle);
    await waitFor(() => expect(scheme()).toBe('light'));
    expect(localStorage.getItem('RaStore.theme')).toBe('"light"');
  });

  it("stays light in a host page's frame, whatever the system or a stored choice says", async () => {
    systemDark = true;
    localStorage.setItem('RaStore.theme', '"dark"');
    const host = { postMessage: () => undefined };
    const frame = Object.assign(new EventTarget(), {
      parent: host,
      top: host,
      location: { ancestorOrigins: ['https://host.example.com'] },
      document: { referrer: '' },
    });
    expect(
      connectHostBridge(Object.assign(frame, { self: frame }) as unknown as Window, ['https://host.example.com']),
    ).toBe('embedded');
    renderAt('/login');
    expect(await screen.findByText('Your session has ended')).toBeInTheDocument();
    await waitFor(() => expect(scheme()).toBe('light'));
  });
});
