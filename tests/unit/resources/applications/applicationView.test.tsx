import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db } from '../../../../src/demo/store';
import { applicationStatus } from '../../../../src/lib/applicationStatus';
import { httpClient, tokenStorage } from '../../../../src/providers/http';
import { canReanalyse } from '../../../../src/resources/applications/applicationRules';
import { documentsExpired } from '../../../../src/resources/applications/applicationDocuments';
import type { ApplicationDetail } from '../../../../src/resources/applications/types';
import { server } from '../../../setup';
import { renderApp, signInAs } from '../../helpers';

const API = '*/api/v1';

/** The vendor's applications as the demo API answers them (newest first). */
const applications = async (query: Record<string, string | number> = {}) =>
  (await httpClient<{ results: ApplicationDetail[] }>('applications/', { query: { page_size: 200, ...query } })).json
    .results;

const find = async (test: (app: ApplicationDetail) => boolean, query: Record<string, string | number> = {}) => {
  const found = (await applications(query)).find(test);
  if (!found) throw new Error('no demo application fits');
  return found;
};

/** Analysed, not finalised, documents still offered. */
const fresh = (app: ApplicationDetail) => app.analysed && !app.finalised && !documentsExpired(app, Date.now());

const open = async (id: number) => {
  const user = userEvent.setup();
  renderApp(`/applications/${id}/show`);
  await screen.findByRole('heading', { name: `Application ${id}` }, { timeout: 15_000 });
  return user;
};

const toolbar = () => screen.getByRole('toolbar', { name: 'Application actions' });
const action = (name: string) => within(toolbar()).getByRole('button', { name });

beforeEach(async () => {
  await signInAs('vendor');
  URL.createObjectURL = vi.fn(() => 'blob:demo');
  URL.revokeObjectURL = vi.fn();
  // jsdom cannot follow the download link; the saved Blob is what the tests check.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('application view', () => {
  it('shows the details, the webhook log, and a panel per profile with its accounts', async () => {
    const app = await find(fresh);
    await open(app.id);
    expect(screen.getByRole('link', { name: 'Webhook logs' })).toHaveAttribute('href', `/application/${app.id}`);
    expect(screen.getByText(app.vendor_specific_id!)).toBeInTheDocument();
    expect(screen.getByText(app.email!)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Webhook Log' })).toBeInTheDocument();
    const profile = app.profiles![0];
    // api/v1 sends the bank's id; the panel names it from the banks list.
    const bank = db().banks.get(profile.bank_id!)!.name;
    expect(await screen.findByText(`${bank} · profile ${profile.id}`)).toBeInTheDocument();
    for (const column of [
      'Nickname',
      'BSB',
      'Number',
      'Type',
      'Available',
      'Balance',
      'Transactions',
      'Analyses',
      'Interim',
      'eStatement',
    ]) {
      expect(screen.getAllByRole('columnheader', { name: column }).length).toBeGreaterThan(0);
    }
    expect(screen.getAllByText(profile.accounts![0].bsb!).length).toBeGreaterThan(0);
    const row = within((await screen.findAllByRole('group', { name: 'Profile actions' }))[0]);
    expect(row.getByRole('button', { name: 'Recrawl' })).toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'Seed' })).not.toBeInTheDocument();
  });

  it('enables Reanalyse for an analysed application and starts the analysis', async () => {
    const app = await find(fresh);
    const user = await open(app.id);
    expect(action('Reanalyse')).toBeEnabled();
    await user.click(action('Reanalyse'));
    expect(await screen.findByText(`Reanalysis started for application ${app.id}`)).toBeInTheDocument();
  });

  it('disables Reanalyse while the application is still being crawled', async () => {
    const app = await find(
      row => !row.analysed && !canReanalyse(row, Date.now()) && applicationStatus(row) !== 'COMPLETED',
    );
    await open(app.id);
    expect(action('Reanalyse')).toBeDisabled();
  });

  it('enables Reanalyse for an unanalysed application that meets decision 2', async () => {
    const app = await find(row => !row.analysed && canReanalyse(row, Date.now()));
    await open(app.id);
    expect(action('Reanalyse')).toBeEnabled();
  });

  it('sends the recrawl payload with 90/90 defaults and the environment, and checks the days', async () => {
    const app = await find(fresh);
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.post(`${API}/applications/:id/recrawl`, async ({ request }) => {
        sent = (await request.clone().json()) as Record<string, unknown>;
      }),
    );
    const user = await open(app.id);
    await user.click(action('Recrawl'));
    const dialog = await screen.findByRole('dialog', { name: `Recrawl application ${app.id}` });
    const retrieve = within(dialog).getByRole('spinbutton', { name: 'Days to retrieve' });
    expect(retrieve).toHaveValue(90);
    expect(within(dialog).getByRole('spinbutton', { name: 'Days to display' })).toHaveValue(90);
    await user.clear(retrieve);
    await user.type(retrieve, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Recrawl' }));
    expect(await within(dialog).findByText('Enter a whole number of days greater than 0')).toBeInTheDocument();
    await user.clear(retrieve);
    await user.type(retrieve, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Recrawl' }));
    expect(await screen.findByText(`Recrawl started for application ${app.id}`)).toBeInTheDocument();
    expect(sent).toMatchObject({
      id: app.id,
      crawler_uuid: app.profiles![0].crawler!.uuid,
      vendorref: app.vendor_label,
      environment: 'development',
      days_to_retrieve: 30,
      days_to_display: 90,
      analysis: true,
    });
  });

  it('finalises at {vendor label}/{vendor-specific id}/finalise, and the Finalise button goes once it is finalised', async () => {
    const all = await applications();
    // The finalise path (decision 17) names an application by its vendor-specific id: pick one no other shares.
    const app = await find(
      row => fresh(row) && all.filter(other => other.vendor_specific_id === row.vendor_specific_id).length === 1,
    );
    const posted: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/finalise')) posted.push(new URL(request.url).pathname);
    });
    const user = await open(app.id);
    await user.click(action('Finalise'));
    await waitFor(() =>
      expect(posted).toEqual([
        `/api/v1/${encodeURIComponent(app.vendor_label!)}/${encodeURIComponent(app.vendor_specific_id!)}/finalise`,
      ]),
    );
    server.events.removeAllListeners();
    expect(await screen.findByText(`Application ${app.id} finalised`)).toBeInTheDocument();
    await waitFor(() => expect(within(toolbar()).queryByRole('button', { name: 'Finalise' })).not.toBeInTheDocument());
  });

  it('ends the session silently when an action answers 403', async () => {
    const app = await find(fresh);
    server.use(
      http.post(`${API}/:kind/:id/finalise`, () => HttpResponse.json({ detail: 'Forbidden' }, { status: 403 })),
    );
    const user = await open(app.id);
    await user.click(action('Finalise'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText(/finalised|Forbidden/)).not.toBeInTheDocument();
  });

  /** Opens Share on the application, picks the first recipient and presses Share. */
  const shareWithFirstRecipient = async (id: number) => {
    const user = await open(id);
    await user.click(action('Share'));
    const dialog = await screen.findByRole('dialog', { name: `Share application ${id}` });
    await user.click(await within(dialog).findByRole('combobox', { name: 'Recipient' }));
    await user.click((await screen.findAllByRole('option'))[0]);
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
  };

  it('keeps Share disabled until a recipient is chosen, then sends', async () => {
    const app = await find(fresh);
    const user = await open(app.id);
    await user.click(action('Share'));
    const dialog = await screen.findByRole('dialog', { name: `Share application ${app.id}` });
    const share = within(dialog).getByRole('button', { name: 'Share' });
    expect(share).toBeDisabled();
    await user.click(await within(dialog).findByRole('combobox', { name: 'Recipient' }));
    await user.click((await screen.findAllByRole('option'))[0]);
    expect(share).toBeEnabled();
    await user.click(share);
    expect(await screen.findByText('Successfully sent email')).toBeInTheDocument();
  });

  it('keeps the session when the recipients cannot be read (403), and says so', async () => {
    const app = await find(fresh);
    server.use(
      http.get(`${API}/users/me/vendor/settings`, () =>
        HttpResponse.json({ detail: 'You do not have permission to perform this action.' }, { status: 403 }),
      ),
    );
    const user = await open(app.id);
    await user.click(action('Share'));
    const dialog = await screen.findByRole('dialog', { name: `Share application ${app.id}` });
    expect(await within(dialog).findByText('No document recipients are set up for your vendor.')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        "Your vendor's document recipients could not be read (You do not have permission to perform this action.).",
      ),
    ).toBeInTheDocument();
    expect(tokenStorage.get()).not.toBeNull();
  });

  it.each([403, 502])('a share answered %i shows no success and ends the session', async status => {
    const app = await find(fresh);
    server.use(
      http.post(`${API}/applications/:id/share`, () =>
        HttpResponse.json({ detail: 'CSRF Failed: CSRF token missing or incorrect.' }, { status }),
      ),
    );
    await shareWithFirstRecipient(app.id);
    await waitFor(() => expect(tokenStorage.get()).toBeNull());
    expect(await screen.findByRole('button', { name: 'Sign in' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText('Successfully sent email')).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to send email')).not.toBeInTheDocument();
  });

  it('tells a failed share with the spec message', async () => {
    const app = await find(fresh);
    server.use(
      http.post(`${API}/applications/:id/share`, () => HttpResponse.json({ detail: 'nope' }, { status: 500 })),
    );
    await shareWithFirstRecipient(app.id);
    expect(await screen.findByText('Failed to send email')).toBeInTheDocument();
  });

  it('deletes after confirmation, then shows the list with the message', async () => {
    const app = await find(fresh);
    const user = await open(app.id);
    await user.click(action('Delete'));
    const dialog = await screen.findByRole('dialog', { name: `Delete application ${app.id}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Successfully deleted application')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: `Application ${app.id}` })).not.toBeInTheDocument(),
    );
  });

  it('tells a failed delete with the reason', async () => {
    const app = await find(fresh);
    server.use(
      http.post(`${API}/applications/:id/delete`, () => HttpResponse.json({ detail: 'Locked.' }, { status: 400 })),
    );
    const user = await open(app.id);
    await user.click(action('Delete'));
    const dialog = await screen.findByRole('dialog', { name: `Delete application ${app.id}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete application due to: Locked.')).toBeInTheDocument();
  });

  it('sends the bundle and summary webhooks with the spec messages', async () => {
    const app = await find(fresh);
    const user = await open(app.id);
    await user.click(action('Bundle webhook'));
    expect(await screen.findByText('Sent bundle and report_ready webhook')).toBeInTheDocument();
    await waitFor(() => expect(action('Summary webhook')).toBeEnabled());
    await user.click(action('Summary webhook'));
    expect(await screen.findByText('Sent webhook summary webhook')).toBeInTheDocument();
  });

  const openDocuments = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(action('Documents'));
    return screen.findByRole('menu');
  };

  it('downloads a summary, and tells a 500 and a 404 with the spec messages', async () => {
    const app = await find(fresh);
    const user = await open(app.id);
    await user.click(within(await openDocuments(user)).getByRole('menuitem', { name: 'Summary (PDF)' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    server.use(http.get(`${API}/applications/:id/summary/html`, () => new HttpResponse('boom', { status: 500 })));
    await user.click(within(await openDocuments(user)).getByRole('menuitem', { name: 'Summary (HTML)' }));
    expect(await screen.findByText('Server responded with status: 500')).toBeInTheDocument();
    server.use(
      http.get(`${API}/applications/:id/bundle`, () =>
        HttpResponse.json({ detail: 'No bundle yet.' }, { status: 404 }),
      ),
    );
    await user.click(within(await openDocuments(user)).getByRole('menuitem', { name: 'Bundle' }));
    expect(await screen.findByText('No bundle yet.')).toBeInTheDocument();
  });

  it('reprints with the spec messages, a 401 on PDF meaning no HTML summary and no logout', async () => {
    const app = await find(fresh);
    const user = await open(app.id);
    await user.click(within(await openDocuments(user)).getByRole('menuitem', { name: 'Reprint HTML summary' }));
    expect(await screen.findByText(`Reprinting HTML Summary: ${app.id}`)).toBeInTheDocument();
    server.use(
      http.post(`${API}/applications/:id/print/pdf`, () => HttpResponse.json({ detail: 'x' }, { status: 401 })),
    );
    await user.click(within(await openDocuments(user)).getByRole('menuitem', { name: 'Reprint PDF summary' }));
    expect(await screen.findByText(`HTML Summary does not exist: ${app.id}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: `Application ${app.id}` })).toBeInTheDocument();
    server.use(
      http.post(`${API}/applications/:id/print/pdf`, () => HttpResponse.json({ detail: 'x' }, { status: 500 })),
    );
    await user.click(within(await openDocuments(user)).getByRole('menuitem', { name: 'Reprint PDF summary' }));
    expect(await screen.findByText(`Cannot reprint PDF Summary: ${app.id}`)).toBeInTheDocument();
    server.use(
      http.post(`${API}/applications/:id/print/html`, () => HttpResponse.json({ detail: 'x' }, { status: 400 })),
    );
    await user.click(within(await openDocuments(user)).getByRole('menuitem', { name: 'Reprint HTML summary' }));
    expect(await screen.findByText(`Cannot reprint HTML Summary: ${app.id}`)).toBeInTheDocument();
  });

  it('disables document and report actions once the application is over 7 days old', async () => {
    const app = await find(row => row.analysed && documentsExpired(row, Date.now()), { ordering: 'timestamp' });
    await open(app.id);
    expect(action('Documents')).toBeDisabled();
    expect(action('Share')).toBeDisabled();
    expect(screen.getByText(/no longer available/)).toBeInTheDocument();
  });

  it('goes back to the list for an unknown application', async () => {
    renderApp('/applications/999999/show');
    expect(await screen.findByText(/does not exist/i)).toBeInTheDocument();
  });
});
