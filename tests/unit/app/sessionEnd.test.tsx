import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { tokenStorage } from '../../../src/providers/http';
import { server } from '../../setup';
import { renderApp, signInAs } from '../helpers';

/**
 * docs/product.md#session through react-admin's own forms: a save whose call meets a 403 or a 502
 * shows no success, shows nothing as created or changed, and ends the session (the app goes to
 * /login). Before the session rule react-admin's proxy resolved such a call with `{data: {}}`
 * and the form said "Element created".
 */

const LABELS = '*/api/v1/dashboard/vendors/labels/';
const answer = (status: number) => () =>
  status === 502
    ? new HttpResponse('<html><body>502 Bad Gateway</body></html>', {
        status,
        headers: { 'Content-Type': 'text/html' },
      })
    : HttpResponse.json({ detail: 'CSRF Failed: CSRF token missing or incorrect.' }, { status });

const SUCCESS = /Element (created|updated|deleted)/;
/** The whole app renders in jsdom; on a busy 2-core machine its first screen takes seconds. */
const SLOW = { timeout: 20_000 };

describe.each([403, 502])('a save answered %i', status => {
  it('creating a label: no "Element created", no new row, back to sign-in', { timeout: 60_000 }, async () => {
    await signInAs('staff');
    server.use(http.post(LABELS, answer(status)));
    const user = userEvent.setup();
    const { router } = renderApp('/labels/create');
    await user.type(await screen.findByRole('textbox', { name: /ref/i }, SLOW), 'Never Created');
    await user.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), SLOW);
    expect(tokenStorage.get()).toBeNull();
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    expect(screen.queryByText('Never Created')).not.toBeInTheDocument();
    // The return location brings the person back to the form after signing in.
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/labels/create')}`);
  });

  it('editing a label: no "Element updated", back to sign-in', { timeout: 60_000 }, async () => {
    await signInAs('staff');
    server.use(http.put(`${LABELS}:id/`, answer(status)), http.patch(`${LABELS}:id/`, answer(status)));
    const user = userEvent.setup();
    const { router } = renderApp('/labels');
    const table = await screen.findByRole('table', {}, SLOW);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    await user.click(within(table).getAllByRole('row')[1]);
    const input = await screen.findByRole('textbox', { name: /ref/i }, SLOW);
    await user.clear(input);
    await user.type(input, 'Never Saved');
    await user.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), SLOW);
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    expect(tokenStorage.get()).toBeNull();
  });
});

describe.each([
  ['/labels', LABELS],
  ['/applications', '*/api/v1/applications/'],
])('opened on %s, its first page answered 403 or 502', (path, endpoint) => {
  it.each([403, 502])(
    'answered %i: back to sign-in, nothing said (the page asked for at start ends the session as the list would)',
    { timeout: 60_000 },
    async status => {
      await signInAs('vendor');
      server.use(http.get(endpoint, answer(status)));
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'), SLOW);
      expect(tokenStorage.get()).toBeNull();
      expect(router.state.location.search).toBe(`?next=${encodeURIComponent(path)}`);
      // A session's end is silent (docs/product.md#session): no "An error occured: ..." on sign-in.
      await new Promise(resolve => setTimeout(resolve, 500));
      expect(screen.queryByText(/An error occured/)).not.toBeInTheDocument();
      expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
    },
  );
});
