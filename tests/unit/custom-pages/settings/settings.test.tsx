import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../setup';
import { renderApp, signInAs } from '../../helpers';

const SETTINGS = '*/api/v1/users/me/vendor/settings';

/** The PATCH bodies the app sends to users/me/vendor/settings. */
const recordPatches = () => {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'PATCH' && request.url.includes('/users/me/vendor/settings'))
      bodies.push(await request.clone().json());
  });
  return bodies;
};

const openSettings = async (path = '/settings') => {
  await signInAs('staff');
  const user = userEvent.setup();
  const view = renderApp(path);
  // The first render of the page loads its chunk: give it room on a busy machine.
  await screen.findByRole('tabpanel', {}, { timeout: 30000 });
  return { user, ...view };
};

const review = async (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Review changes' }));

afterEach(() => server.events.removeAllListeners());

/**
 * The whole app, typing into a large form. Measured alone on the shared 2-core machine (2026-11-25):
 * the slowest story 3.9 s to 13.6 s as the load went from 5 to 12 (median of four runs 6.5 s);
 * about 4x.
 */
describe('Settings', { timeout: 26_000 }, () => {
  it('shows the tab of the address, each value with its input', async () => {
    await openSettings('/settings/application');
    expect(screen.getByRole('tab', { name: 'Application' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('spinbutton', { name: 'days_to_retrieve' })).toHaveValue(90);
    expect(screen.getByRole('textbox', { name: 'am_engine' })).toHaveValue('application');
    expect(screen.queryByRole('switch', { name: 'json_pdfinline' })).not.toBeInTheDocument();
  });

  it('switches tabs through the address and keeps what was typed on the other tab', async () => {
    const { user, router } = await openSettings('/settings/vendor');
    const post = screen.getByRole('textbox', { name: 'post_url' });
    await user.type(post, 'https://h.io');
    await user.click(screen.getByRole('tab', { name: /Cluster/ }));
    expect(router.state.location.pathname).toBe('/settings/cluster');
    expect(await screen.findByRole('textbox', { name: 'cm_engine' })).toHaveValue('cluster');
    expect(screen.getByRole('slider', { name: 'died_warn_threshold' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Vendor \(1\)/ }));
    expect(await screen.findByRole('textbox', { name: 'post_url' })).toHaveValue('https://h.io');
  });

  it('shows the diff and sends only the changed key, under its tab', async () => {
    const patches = recordPatches();
    const { user } = await openSettings('/settings/vendor');
    await user.click(screen.getByRole('switch', { name: 'json_pdfinline' }));
    await review(user);
    const dialog = await screen.findByRole('dialog', { name: 'Save these changes?' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('json_pdfinline');
    expect(rows[0]).toHaveTextContent('False');
    expect(rows[0]).toHaveTextContent('True');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(patches).toEqual([{ vendor: { json_pdfinline: 'True' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('switch', { name: 'json_pdfinline' })).toBeChecked();
  });

  it('reads a flat {key: value} answer onto the tabs and sends only the changed key flat', async () => {
    const patches = recordPatches();
    server.use(
      http.get(SETTINGS, () =>
        HttpResponse.json({ json_pdfinline: 'False', days_to_retrieve: '45', cm_engine: 'cluster-b' }),
      ),
      http.patch(SETTINGS, async ({ request }) =>
        HttpResponse.json({
          json_pdfinline: 'False',
          days_to_retrieve: '45',
          cm_engine: 'cluster-b',
          ...((await request.json()) as object),
        }),
      ),
    );
    const { user } = await openSettings('/settings/application');
    expect(screen.getByRole('spinbutton', { name: 'days_to_retrieve' })).toHaveValue(45);
    await user.click(screen.getByRole('tab', { name: /Vendor/ }));
    await user.click(await screen.findByRole('switch', { name: 'json_pdfinline' }));
    await review(user);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Save these changes?' })).getByRole('button', { name: 'Save' }),
    );
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(patches).toEqual([{ json_pdfinline: 'True' }]);
    expect(screen.getByRole('switch', { name: 'json_pdfinline' })).toBeChecked();
  });

  it('says nothing changed and sends nothing when nothing changed', async () => {
    const patches = recordPatches();
    const { user } = await openSettings();
    await review(user);
    expect(await screen.findByText('Nothing has changed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patches).toEqual([]);
  });

  it('shows the defaults of keys the API leaves unset', async () => {
    server.use(http.get(SETTINGS, () => HttpResponse.json({ vendor: {}, application: {}, cluster: {} })));
    await openSettings('/settings/application');
    expect(screen.getByRole('spinbutton', { name: 'max_interacting_crawlers' })).toHaveValue(10);
    expect(screen.getByText('Default: 10 (not set)')).toBeInTheDocument();
    expect(screen.getByText('Default: application (not set)')).toBeInTheDocument();
  });

  it('edits the recipients as rows and refuses an invalid e-mail before sending', async () => {
    const patches = recordPatches();
    const { user } = await openSettings('/settings/vendor');
    const emails = screen.getAllByRole('textbox', { name: 'Email' });
    expect(emails.length).toBeGreaterThan(0);
    await user.clear(emails[0]);
    await user.type(emails[0], 'not-an-email');
    await review(user);
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patches).toEqual([]);
    expect(screen.getAllByRole('textbox', { name: 'Email' })[0]).toHaveValue('not-an-email');
  });

  it('sends the recipients as the JSON text', async () => {
    const patches = recordPatches();
    server.use(
      http.get(SETTINGS, () =>
        HttpResponse.json({
          vendor: { allowed_document_recipients: '[{"name":"Ann","email":"ann@acme.test"}]' },
          application: {},
          cluster: {},
        }),
      ),
    );
    server.use(
      http.patch(SETTINGS, async ({ request }) =>
        HttpResponse.json({ vendor: await request.json(), application: {}, cluster: {} }),
      ),
    );
    const { user } = await openSettings('/settings/vendor');
    await user.click(screen.getByRole('button', { name: 'Add recipient' }));
    const names = screen.getAllByRole('textbox', { name: 'Name' });
    const emails = screen.getAllByRole('textbox', { name: 'Email' });
    await user.type(names[1], 'Bob');
    await user.type(emails[1], 'bob@acme.test');
    await review(user);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({
      vendor: {
        allowed_document_recipients: '[{"name":"Ann","email":"ann@acme.test"},{"name":"Bob","email":"bob@acme.test"}]',
      },
    });
  });

  it('shows a server field error next to the key and keeps what was typed', async () => {
    server.use(
      http.patch(SETTINGS, () =>
        HttpResponse.json(
          { application: { days_to_retrieve: ['Ensure this value is less than or equal to 365.'] } },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openSettings('/settings/application');
    const days = screen.getByRole('spinbutton', { name: 'days_to_retrieve' });
    await user.clear(days);
    await user.type(days, '400');
    await review(user);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ensure this value is less than or equal to 365.')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'days_to_retrieve' })).toHaveValue(400);
  });

  it('keeps the form and shows the error in it and in a toast when the save fails', async () => {
    server.use(http.patch(SETTINGS, () => HttpResponse.json({ detail: 'Database unavailable' }, { status: 500 })));
    const { user } = await openSettings('/settings/application');
    const engine = screen.getByRole('textbox', { name: 'am_engine' });
    await user.clear(engine);
    await user.type(engine, 'application-b');
    await review(user);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
    // One toast, in the words of the line above the form.
    expect(await screen.findByText('An error occured: Not saved: Database unavailable')).toBeInTheDocument();
    expect(screen.getAllByText(/An error occured/)).toHaveLength(1);
    expect(await screen.findByText('Not saved: Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'am_engine' })).toHaveValue('application-b');
  });

  it('says so when a tab has no key', async () => {
    // The cluster tab's only specification keys, answered under the application tab, stay there.
    server.use(
      http.get(SETTINGS, () =>
        HttpResponse.json({
          vendor: {},
          application: { cm_engine: 'cluster', max_concurrent_analyses_avg: '10' },
          cluster: {},
        }),
      ),
    );
    await openSettings('/settings/cluster');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('No settings in this tab');
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('spinbutton')).not.toBeInTheDocument();
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    let calls = 0;
    server.use(
      http.get(SETTINGS, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ detail: 'Server Error' }, { status: 500 })
          : HttpResponse.json({ vendor: {}, application: {}, cluster: {} });
      }),
    );
    await signInAs('staff');
    renderApp('/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }, { timeout: 15000 }));
    expect(await screen.findByRole('tabpanel')).toBeInTheDocument();
  });

  it('refuses a vendor user and asks nothing of the settings', async () => {
    const gets: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/users/me/vendor/settings')) gets.push(request.method);
    });
    await signInAs('vendor');
    renderApp('/settings/vendor');
    expect(
      await screen.findByRole('heading', { name: 'You are not authorised to access this page' }),
    ).toBeInTheDocument();
    expect(gets).toEqual([]);
  });
});
