import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SHARED_LINK_GUIDS } from '../../../src/demo/seed';
import { httpClient, tokenStorage } from '../../../src/providers/http';
import { documentsExpired } from '../../../src/resources/applications/applicationDocuments';
import type { ApplicationDetail } from '../../../src/resources/applications/types';
import { guidOf, sharedLinkUrl } from '../../../src/lib/sharedLink';
import { server } from '../../setup';
import { renderApp, signInAs } from '../helpers';

const SLOW = { timeout: 15_000 };
const EXPIRED = 'The download link has expired. Please ask the sender to generate a new link.';
const UNAVAILABLE = 'The server did not answer. Try again in a moment.';
const html502 = () =>
  new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', {
    status: 502,
    headers: { 'Content-Type': 'text/html' },
  });

/** The requests the page made, as `METHOD path`. */
const recordRequests = () => {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (/sharedlink|download-shared-files/.test(pathname)) calls.push(`${request.method} ${pathname}`);
  });
  return calls;
};

let saved: Blob[] = [];
let names: string[] = [];

beforeEach(async () => {
  await signInAs('vendor');
  saved = [];
  names = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:demo';
  });
  URL.revokeObjectURL = vi.fn();
  // jsdom cannot follow the download link; the saved Blob and its name are what the tests check.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('shared link address', () => {
  it('is the dashboard origin and base path, then /shared_link with the guid as a query value', () => {
    expect(sharedLinkUrl('https://dash.example.com', '/v2/dashboard', 'ab-12')).toBe(
      'https://dash.example.com/v2/dashboard/shared_link?guid=ab-12',
    );
    expect(sharedLinkUrl('https://dash.example.com', '', 'a&b=c')).toBe(
      'https://dash.example.com/shared_link?guid=a%26b%3Dc',
    );
    expect(guidOf('?guid=%20ab-12%20')).toBe('ab-12');
    expect(guidOf('?guid=')).toBeNull();
    expect(guidOf('')).toBeNull();
  });
});

describe('Shared Link page', () => {
  it('says "Invalid link." without a guid and asks nothing of the server', async () => {
    const calls = recordRequests();
    renderApp('/shared_link');
    expect(await screen.findByText('Invalid link.', {}, SLOW)).toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(saved).toEqual([]);
  });

  it('downloads the shared files of a live link, then closes the window or says the download started', async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const calls = recordRequests();
    renderApp(`/shared_link?guid=${SHARED_LINK_GUIDS.live}`);
    expect(
      await screen.findByText('Your download has started. You can close this window.', {}, SLOW),
    ).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(names[0]).toMatch(/^shared-files-\d+\.zip$/);
    expect(calls).toEqual([
      expect.stringMatching(/^POST .*\/sharedlink\/fetch\/?$/),
      expect.stringMatching(/^GET .*\/applications\/\d+\/download-shared-files$/),
    ]);
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });

  it('gives the expiry message on a 403, and the session goes on', async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const { router } = renderApp(`/shared_link?guid=${SHARED_LINK_GUIDS.expired}`);
    expect(await screen.findByText(EXPIRED, {}, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shared_link');
    expect(tokenStorage.get()).toBeTruthy();
    expect(saved).toEqual([]);
    expect(close).not.toHaveBeenCalled();
  });

  it('gives the expiry message when the download itself answers 403', async () => {
    server.use(
      http.get('*/api/v1/applications/:id/download-shared-files', () =>
        HttpResponse.json({ detail: 'Expired.' }, { status: 403 }),
      ),
    );
    renderApp(`/shared_link?guid=${SHARED_LINK_GUIDS.live}`);
    expect(await screen.findByText(EXPIRED, {}, SLOW)).toBeInTheDocument();
  });

  it('says the server did not answer on a 500, with a retry', async () => {
    let fail = true;
    server.use(
      http.post('*/api/v1/sharedlink/fetch', () =>
        fail ? HttpResponse.json({ detail: 'Something broke.' }, { status: 500 }) : undefined,
      ),
    );
    renderApp(`/shared_link?guid=${SHARED_LINK_GUIDS.live}`);
    const alert = (await screen.findByText(UNAVAILABLE, {}, SLOW)).closest('[role="alert"]') as HTMLElement;
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Your download has started. You can close this window.')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
  });
});

// Issue 24: the link's own calls are answered for the guid, not the session: their failures are
// reported where the person looks, never a sign-out nor a trip to /login.
describe('Shared Link page failures', () => {
  const expectSessionKept = async (router: { state: { location: { pathname: string } } }, token: string | null) => {
    expect(router.state.location.pathname).toBe('/shared_link');
    expect(tokenStorage.get()).toBe(token);
    expect(saved).toEqual([]);
  };

  it.each([
    ['a 401 with a detail', () => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 }), 'Invalid token.'],
    ['a 502 with an HTML body', html502, UNAVAILABLE],
    ['no network', () => HttpResponse.error(), UNAVAILABLE],
    [
      'a 429 with Retry-After: 7',
      () => HttpResponse.json({ detail: 'Request was throttled.' }, { status: 429, headers: { 'Retry-After': '7' } }),
      'Too many requests: try again in 7 s',
    ],
  ])('reports %s of sharedlink/fetch with a retry and keeps the session', async (_, respond, shown) => {
    const token = tokenStorage.get();
    server.use(http.post('*/api/v1/sharedlink/fetch', respond, { once: true }));
    const { router } = renderApp(`/shared_link?guid=${SHARED_LINK_GUIDS.live}`);
    const alert = (await screen.findByText(shown, {}, SLOW)).closest('[role="alert"]') as HTMLElement;
    await expectSessionKept(router, token);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Your download has started. You can close this window.')).toBeInTheDocument();
  });

  it('reports a 502 of the download itself and keeps the session', async () => {
    const token = tokenStorage.get();
    server.use(http.get('*/api/v1/applications/:id/download-shared-files', html502));
    const { router } = renderApp(`/shared_link?guid=${SHARED_LINK_GUIDS.live}`);
    expect(await screen.findByText(UNAVAILABLE, {}, SLOW)).toBeInTheDocument();
    await expectSessionKept(router, token);
  });

  it('says "Invalid link." for a guid the server does not know (404)', async () => {
    const { router } = renderApp('/shared_link?guid=no-such-link');
    expect(await screen.findByText('Invalid link.', {}, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shared_link');
  });
});

describe('copy a download link from the application view', () => {
  it('posts sharedlink/generate/ and shows the link, copied, with its expiry; the link opens the files', async () => {
    const { json } = await httpClient<{ results: ApplicationDetail[] }>('applications/', { query: { page_size: 100 } });
    const app = json.results.find(row => row.analysed && !documentsExpired(row, Date.now()))!;
    const user = userEvent.setup();
    renderApp(`/applications/${app.id}/show`);
    await screen.findByRole('heading', { name: `Application ${app.id}` }, SLOW);
    const toolbar = screen.getByRole('toolbar', { name: 'Application actions' });
    await user.click(within(toolbar).getByRole('button', { name: 'Copy download link' }));

    const dialog = await screen.findByRole('dialog', { name: `Download link for application ${app.id}` });
    const field = within(dialog).getByRole('textbox', { name: 'Download link' }) as HTMLInputElement;
    expect(field.value).toMatch(new RegExp(`^${window.location.origin}/shared_link\\?guid=[0-9a-f-]{36}$`));
    expect(within(dialog).getByText(/^The link expires on \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.$/)).toBeInTheDocument();
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(field.value));
    expect(await screen.findByText('Copied text to clipboard')).toBeInTheDocument();

    const guid = new URL(field.value).searchParams.get('guid')!;
    const fetched = await httpClient<{ application_id: number }>('sharedlink/fetch/', {
      method: 'POST',
      body: { guid },
    });
    expect(fetched.json.application_id).toBe(app.id);
  });
});
