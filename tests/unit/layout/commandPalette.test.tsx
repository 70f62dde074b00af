import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { httpClient } from '../../../src/providers/http';
import { server } from '../../setup';
import { renderApp, signInAs, type DemoAccount } from '../helpers';
import { openPalette, paletteInput, pressCtrlK } from '../fixtures/palette';

interface App {
  id: number;
  vendor_specific_id: string;
  profiles: { id: number; crawler: { uuid: string } | null }[];
}

/** One of the signed-in person's applications with a crawler run, as the demo API lists it. */
const anApplication = async () => {
  const { json } = await httpClient<{ results: App[] }>('applications/', { query: { page_size: 200 } });
  const app = json.results.find(row => row.profiles[0]?.crawler)!;
  return { app, uuid: app.profiles[0].crawler!.uuid };
};

/** Signs in, opens `path` and waits for the page's name in the top bar. */
const openAt = async (account: DemoAccount, path: string, pageName: string) => {
  await signInAs(account);
  const view = renderApp(path);
  await screen.findByRole('heading', { name: pageName }, { timeout: 15_000 }).catch(async () => {
    // The top bar names the page in a plain element; its text is enough.
    await screen.findAllByText(pageName, {}, { timeout: 15_000 });
  });
  return view;
};

const input = paletteInput;
const options = () => within(screen.getByRole('listbox', { name: 'Results' })).queryAllByRole('option');
const optionNames = () => options().map(option => option.textContent ?? '');
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const key = (name: string) => fireEvent.keyDown(input(), { key: name });
/** The option aria-activedescendant points at. */
const activeOption = () => document.getElementById(input().getAttribute('aria-activedescendant') ?? '');

// The whole app renders for each story, on a machine the suite shares: room beyond the 20 s default.
describe('the command palette', { timeout: 60_000 }, () => {
  it('opens with Ctrl+K and with Cmd+K, from a field too; Escape closes it and gives focus back', async () => {
    await openAt('vendor', '/lookup', 'Lookup');
    const before = document.body;
    await openPalette(before);
    expect(input()).toHaveFocus();
    key('Escape');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Go to' })).not.toBeInTheDocument());

    // From a text field, with Cmd (a Mac): the key types no character, so it opens from there too.
    const field = await screen.findByRole('textbox', { name: 'Search term' });
    field.focus();
    await openPalette(field, true);
    fireEvent.keyDown(input(), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Go to' })).not.toBeInTheDocument());
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('does not open on /login', async () => {
    renderApp('/login');
    await screen.findByRole('button', { name: /sign in/i }, { timeout: 15_000 });
    pressCtrlK();
    await act(() => delay(100));
    expect(screen.queryByRole('dialog', { name: 'Go to' })).not.toBeInTheDocument();
  });

  it("offers a vendor only the screens and actions of a vendor's level", async () => {
    await openAt('vendor', '/applications', 'Applications');
    await openPalette();
    await waitFor(() => expect(optionNames()).toContain('ApplicationsScreen'));
    const names = optionNames();
    expect(names).toEqual(expect.arrayContaining(['LookupScreen', 'LabelsScreen', 'Sign outAction']));
    expect(names.some(name => /^Switch to the (dark|light) themeAction$/.test(name))).toBe(true);
    // Staff screens, and creating labels and webhooks (STAFF writes them: docs/product.md#labels).
    for (const staffOnly of ['Bank Modules', 'Metric Modules', 'Regex', 'Dieds', 'Settings', 'Analysis Stats', 'New '])
      expect(names.some(name => name.startsWith(staffOnly))).toBe(false);
    type('bank');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results'));
  });

  it('offers staff the staff screens and actions', async () => {
    await openAt('staff', '/crawlers', 'Crawlers');
    await openPalette();
    type('new');
    await waitFor(() => expect(optionNames()).toEqual(['New LabelAction', 'New WebhookAction']));
    type('bank mod');
    await waitFor(() => expect(optionNames()).toEqual(['Bank ModulesScreen']));
    key('Enter');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Go to' })).not.toBeInTheDocument());
  });

  it('opens an application by its id with the keyboard, then lists it first as recent', async () => {
    await signInAs('vendor');
    const { app } = await anApplication();
    const { router } = renderApp('/crawlers');
    await screen.findAllByText('Crawlers', {}, { timeout: 15_000 });
    await openPalette();
    type(String(app.id));
    const found = await screen.findByRole(
      'option',
      { name: new RegExp(`^Application ${app.id} · .* · found by Application Id`) },
      { timeout: 15_000 },
    );
    expect(activeOption()).toBe(found);
    key('Enter');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/applications/${app.id}/show`));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Go to' })).not.toBeInTheDocument());

    await openPalette();
    await waitFor(() => expect(options()[0]).toHaveTextContent(new RegExp(`^Application ${app.id} · .*Recent$`)));
  });

  it('lists first, as recent, an application opened elsewhere than the palette (a row link, an address)', async () => {
    await signInAs('vendor');
    const { app } = await anApplication();
    renderApp(`/applications/${app.id}/show`);
    await openPalette();
    await waitFor(() => expect(options()[0]).toHaveTextContent(`Application ${app.id}Recent`));
  });

  it('drops what the previous text found as soon as the text changes, so Enter never opens it', async () => {
    await signInAs('vendor');
    const { app } = await anApplication();
    const { router } = renderApp('/crawlers');
    await openPalette();
    type(String(app.id));
    await screen.findByRole('option', { name: new RegExp(`^Application ${app.id} · `) }, { timeout: 15_000 });
    type(`${app.id}999999`);
    expect(screen.queryByRole('option', { name: new RegExp(`^Application ${app.id} · `) })).not.toBeInTheDocument();
    key('Enter');
    expect(router.state.location.pathname).toBe('/crawlers');
  });

  it('moves with the arrow keys, wrapping at both ends', async () => {
    await openAt('vendor', '/applications', 'Applications');
    await openPalette();
    await waitFor(() => expect(options().length).toBeGreaterThan(3));
    const all = options();
    expect(activeOption()).toBe(all[0]);
    key('ArrowDown');
    expect(activeOption()).toBe(all[1]);
    expect(all[1]).toHaveAttribute('aria-selected', 'true');
    key('ArrowUp');
    key('ArrowUp');
    expect(activeOption()).toBe(all[all.length - 1]);
  });

  it('takes a vendor from a crawler uuid to its application, with no crawler result', async () => {
    await signInAs('vendor');
    const { app, uuid } = await anApplication();
    renderApp('/applications');
    await openPalette();
    type(` ${uuid} `);
    await screen.findByRole(
      'option',
      { name: new RegExp(`^Application ${app.id} · .* · found by Crawler UUID`) },
      { timeout: 15_000 },
    );
    expect(optionNames().some(name => name.startsWith('Crawler '))).toBe(false);
  });

  it("takes staff from a crawler uuid to the crawler's log", async () => {
    await signInAs('vendor');
    const { uuid } = await anApplication();
    await signInAs('staff');
    const { router } = renderApp('/crawlers');
    await openPalette();
    type(uuid);
    const crawler = await screen.findByRole('option', { name: new RegExp(`^Crawler ${uuid} · `) }, { timeout: 15_000 });
    expect(activeOption()).toBe(crawler);
    key('Enter');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/crawler/${uuid}`));
  });

  it('asks once typing pauses, and aborts the request of a text that changed', async () => {
    const asked: { value: string | null; signal: AbortSignal }[] = [];
    server.use(
      http.get('*/api/v1/applications/lookup/', async ({ request }) => {
        asked.push({ value: new URL(request.url).searchParams.get('vendor_specific_id'), signal: request.signal });
        await delay(10_000);
        return HttpResponse.json([]);
      }),
    );
    await openAt('vendor', '/applications', 'Applications');
    await openPalette();
    type('ACM');
    type('ACME');
    type('ACME-');
    await waitFor(() => expect(asked.length).toBe(1));
    // Typing quicker than the pause asks nothing for the texts in between.
    expect(asked[0].value).toBe('ACME-');
    expect(screen.getByRole('status')).toHaveTextContent('Looking up...');
    type('ACME-1');
    await waitFor(() => expect(asked.length).toBe(2));
    expect(asked[0].signal.aborted).toBe(true);
    expect(asked[1].value).toBe('ACME-1');
    expect(asked[1].signal.aborted).toBe(false);
  });

  it('tries the numeric ids and the vendor reference for a number, crawler_uuid for a uuid', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/applications/lookup/')) asked.push([...url.searchParams.keys()].join(','));
    });
    await openAt('vendor', '/applications', 'Applications');
    await openPalette();
    type('4242');
    await waitFor(() => expect(asked).toHaveLength(5));
    expect(asked.sort()).toEqual(['account_id', 'analysis_id', 'application_id', 'profile_id', 'vendor_specific_id']);
    asked.length = 0;
    type('0b5e7c9a-1f2d-4c3b-9a8e-7d6c5b4a3f21');
    await waitFor(() => expect(asked).toEqual(['crawler_uuid']));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results'));
  });

  it("says a failed lookup in the list with the server's message", async () => {
    server.use(
      http.get('*/api/v1/applications/lookup/', () => HttpResponse.json({ detail: 'Lookup is down' }, { status: 500 })),
    );
    await openAt('vendor', '/applications', 'Applications');
    await openPalette();
    type('ACME-1');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Lookup failed: Lookup is down'));
  });

  it('says the wait of a 429', async () => {
    server.use(
      http.get('*/api/v1/applications/lookup/', () =>
        HttpResponse.json(
          { detail: 'Request was throttled. Expected available in 7 seconds.' },
          { status: 429, headers: { 'Retry-After': '7' } },
        ),
      ),
    );
    await openAt('vendor', '/applications', 'Applications');
    await openPalette();
    type('ACME-1');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Too many requests: try again in 7 s'));
  });

  it.each([401, 403, 502])('ends the session when the lookup answers %i', async status => {
    server.use(
      http.get('*/api/v1/applications/lookup/', () => HttpResponse.json({ detail: 'Invalid token.' }, { status })),
    );
    const { router } = await openAt('vendor', '/applications', 'Applications');
    await openPalette();
    type('ACME-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 15_000 });
    expect(screen.queryByText(/Lookup failed/)).not.toBeInTheDocument();
  });
});
