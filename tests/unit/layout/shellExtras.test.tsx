import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { use, useState } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { createMemoryRouter, RouterProvider, Route, Routes, type DataRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider, dataProvider } from '../../../src/app';
import { AppLayout } from '../../../src/layout';
import { screenI18nProvider, signInAs } from '../helpers';
import { openPalette, paletteDialog as palette, paletteInput, pressCtrlK } from '../fixtures/palette';

/**
 * The shell's extras (the command palette, the "?" list) belong to the shell, not to the screen
 * in the content: a screen that is still loading or has failed must leave them working. Drawn
 * under the content's Suspense, a screen suspending in a blocking render (React falls back to one
 * when a store changes during a navigation's transition) hid the palette with it; shown again, a
 * palette still fading out was marked `aria-hidden` by MUI, and Ctrl+K pressed before the fade
 * ended opened a palette that no one could see or reach (the e2e story "staff jump to a crawler's
 * log", flaky under load).
 */

let release: () => void = () => undefined;
let pending: Promise<void> | null = null;
/** A screen whose module is still loading until `release()`: it suspends. */
const Loading = () => {
  pending ??= new Promise<void>(resolve => (release = resolve));
  use(pending);
  return <p>The crawler log</p>;
};
const Broken = () => {
  throw new Error('Cannot read properties of undefined');
};

const Shell = () => {
  const [store] = useState(() => memoryStore());
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <AdminContext
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={screenI18nProvider}
      store={store}
      queryClient={queryClient}
    >
      <AppLayout>
        <Routes>
          <Route path="/crawlers" element={<p>The crawlers</p>} />
          <Route path="/crawler/:uuid" element={<Loading />} />
          <Route path="/broken" element={<Broken />} />
        </Routes>
      </AppLayout>
    </AdminContext>
  );
};

/** The signed-in shell around three screens, at /crawlers, in a memory data router. */
const renderShell = () => {
  const router = createMemoryRouter([{ path: '*', element: <Shell /> }], { initialEntries: ['/crawlers'] });
  render(<RouterProvider router={router} />);
  return router;
};

/** A navigation React renders as a blocking update, as it does when it gives up on a transition. */
const goBlocking = (router: DataRouter, path: string) => act(() => router.navigate(path, { flushSync: true }));

afterEach(() => {
  release();
  pending = null;
  vi.restoreAllMocks();
});

describe('the shell extras', { timeout: 30_000 }, () => {
  it('open the palette again at once after it took the person to a screen still loading', async () => {
    await signInAs('staff');
    const router = renderShell();
    await screen.findByText('The crawlers');
    await openPalette();

    // The palette closes as it takes the person to a screen whose module is still loading, drawn
    // by a blocking render: the content shows its loading page, then the screen.
    fireEvent.keyDown(paletteInput(), {
      key: 'Escape',
    });
    await goBlocking(router, '/crawler/0b7c');
    expect(screen.queryByText('The crawlers')).not.toBeVisible();
    await act(async () => release());
    expect(await screen.findByText('The crawler log')).toBeVisible();

    // Ctrl+K before the closing palette has faded out: the palette opens, seen and reachable.
    pressCtrlK();
    await waitFor(() => expect(palette()).toBeInTheDocument());
    expect(paletteInput()).toBeInTheDocument();
  });

  it('open the palette over a screen that failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await signInAs('staff');
    const router = renderShell();
    await screen.findByText('The crawlers');
    await act(() => router.navigate('/broken'));
    expect(await screen.findByText('Cannot read properties of undefined')).toBeInTheDocument();

    await openPalette();
    expect(paletteInput()).toHaveFocus();
  });
});
