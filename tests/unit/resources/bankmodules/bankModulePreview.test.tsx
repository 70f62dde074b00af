import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { memoryStore } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AdminApp } from '../../../../src/App';
import { buildEndpointMap } from '../../../../src/lib/accessTable';
import { createDataProvider } from '../../../../src/providers';
import { resources } from '../../../../src/resources';
import { server } from '../../../setup';
import { drfPage, signInAs } from '../../helpers';

/** The app with a dataProvider of its own (the bank-modules list is kept a minute by a dataProvider). */
const renderApp = (path: string) => {
  const App = () => {
    const [store] = useState(() => memoryStore());
    const [queryClient] = useState(
      () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
    );
    const [dataProvider] = useState(() => createDataProvider(buildEndpointMap(resources)));
    return <AdminApp store={store} queryClient={queryClient} dataProvider={dataProvider} />;
  };
  const router = createMemoryRouter([{ path: '*', element: <App /> }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
};

/** Alpha Bank: online, failing 40 % of its crawls against a failed warn threshold of 50 % ("0.50", as DRF sends it). */
const useAlpha = () => {
  const patches: unknown[] = [];
  server.use(
    http.get('*/api/v1/bank/', () =>
      HttpResponse.json(
        drfPage([
          {
            id: 1,
            name: 'Alpha Bank',
            country_code: 'AU',
            module: true,
            cache_seed: false,
            is_offline: false,
            totals: 10,
            completeds: 5,
            dieds: 1,
            faileds: 4,
            has_balances: true,
            has_transactions: true,
            has_estatements: false,
            has_interimstatements: false,
            has_detailedaccounts: false,
            failed_warn_threshold: '0.50',
            died_warn_threshold: '0.30',
            died_offline_threshold: '1.20',
            back_onlined_timestamp: null,
            died_timestamp: null,
            died_warning_timestamp: null,
            failed_warning_timestamp: null,
          },
        ]),
      ),
    ),
    http.get('*/api/v1/bank/ratios/', () =>
      HttpResponse.json(drfPage([{ id: 1, total: 10, completed: 5, died: 1, failed: 4, timedout: 0 }])),
    ),
    http.patch('*/api/v1/bank/', async ({ request }) => {
      patches.push(await request.json());
      return HttpResponse.json({});
    }),
  );
  return patches;
};

afterEach(() => server.events.removeAllListeners());

describe('Bank module dialog: the state after saving', { timeout: 60_000 }, () => {
  it('says before saving whether moving a threshold changes the bank state, and sends nothing', async () => {
    const patches = useAlpha();
    const user = userEvent.setup({ delay: null });
    await signInAs('staff');
    renderApp('/bankmodules');
    await user.click(await screen.findByRole('button', { name: 'Edit Alpha Bank' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog');
    const preview = await within(dialog).findByText(/^State after saving:/);
    expect(preview).toHaveTextContent('State after saving: online (unchanged)');
    expect(preview).toHaveAttribute('role', 'status');

    // The slider, with the keyboard: 50 % down to 40 %, the failed share.
    const slider = within(dialog).getByRole('slider', { name: 'Failed warn threshold' });
    slider.focus();
    for (let step = 0; step < 10; step++) await user.keyboard('{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuetext', '40%');
    expect(preview).toHaveTextContent('State after saving: warning (now online)');

    // Typed: 41 % is over the 40 % failed share again.
    const percent = within(dialog).getByRole('textbox', { name: 'Failed warn threshold, in percent' });
    await user.clear(percent);
    await user.type(percent, '41');
    expect(preview).toHaveTextContent('State after saving: online (unchanged)');

    // Switched offline in the form: offline whatever the shares.
    await user.click(within(dialog).getByRole('switch', { name: /online/i }));
    expect(preview).toHaveTextContent('State after saving: offline (now online)');

    // A threshold that cannot be saved: no state is guessed.
    await user.click(within(dialog).getByRole('switch', { name: /online/i }));
    await user.clear(percent);
    await user.type(percent, 'abc');
    expect(preview).toHaveTextContent('State after saving: not known until a threshold can be saved');
    expect(patches).toEqual([]);
  });
});
