import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { httpClient } from '../../../../src/providers/http';
import type { ApplicationDetail } from '../../../../src/resources/applications/types';
import { server } from '../../../setup';
import { onePerPage, renderApp, signInAs } from '../../helpers';

/**
 * GET accounts/{id}/estatement is read in full, following `next`, for at most 20 pages (pages.ts
 * MAX_PAGES). An account whose statements go on past that is never shown as if it had only those.
 */

/** One statement a page, 21 pages: the last one past the cap. */
const longStatements = () =>
  http.get(
    '*/api/v1/accounts/:id/estatement',
    onePerPage(page => {
      const day = `2026-01-${String(page).padStart(2, '0')}`;
      return { id: page, filename: `statement-${page}.pdf`, period_start: day, period_end: day };
    }),
  );

const withStatements = async (): Promise<ApplicationDetail> => {
  const { json } = await httpClient<{ results: ApplicationDetail[] }>('applications/', { query: { page_size: 200 } });
  const found = json.results.find(app => app.profiles?.some(profile => profile.accounts?.length));
  if (!found) throw new Error('no demo application with accounts');
  // Every account of the first profile offers eStatements.
  return {
    ...found,
    profiles: found.profiles!.map((profile, index) =>
      index === 0
        ? { ...profile, accounts: profile.accounts!.map(account => ({ ...account, eStatement: true })) }
        : profile,
    ),
  };
};

beforeEach(async () => {
  await signInAs('vendor');
  URL.createObjectURL = vi.fn(() => 'blob:demo');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('eStatements past the pages the client reads', () => {
  it('the statements menu says it lists only the first 20', async () => {
    const app = await withStatements();
    server.use(
      http.get(`*/api/v1/applications/${app.id}/`, () => HttpResponse.json(app)),
      longStatements(),
    );
    const user = userEvent.setup();
    renderApp(`/applications/${app.id}/show`);
    await screen.findByRole('heading', { name: `Application ${app.id}` }, { timeout: 15_000 });
    const account = app.profiles![0].accounts![0];
    await user.click(
      (await screen.findAllByRole('button', { name: `eStatements of account ${account.number ?? account.id}` }))[0],
    );
    const menu = await screen.findByRole('menu', {}, { timeout: 15_000 });
    await waitFor(() => expect(within(menu).getAllByRole('menuitem').length).toBeGreaterThan(1), { timeout: 15_000 });
    expect(within(menu).getByText('2026-01-20 to 2026-01-20')).toBeInTheDocument();
    expect(
      within(menu).getByText('Only the first 20 of 21 eStatements are listed: the server has more.'),
    ).toBeInTheDocument();
  }, 45_000);

  it('Bucket says which accounts had more statements than it downloaded', async () => {
    const app = await withStatements();
    server.use(
      http.get(`*/api/v1/applications/${app.id}/`, () => HttpResponse.json(app)),
      longStatements(),
      http.get(
        '*/api/v1/accounts/:id/estatement/:statement',
        () =>
          new HttpResponse(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), {
            headers: { 'Content-Type': 'application/pdf' },
          }),
      ),
    );
    const user = userEvent.setup();
    renderApp(`/applications/${app.id}/show`);
    await screen.findByRole('heading', { name: `Application ${app.id}` }, { timeout: 15_000 });
    await user.click((await screen.findAllByRole('button', { name: 'Bucket' }, { timeout: 15_000 }))[0]);
    const account = app.profiles![0].accounts![0];
    expect(
      await screen.findByText(
        `Downloaded the first 20 of 21 eStatements of account ${account.number ?? account.id}: the server has more.`,
        { exact: false },
        { timeout: 30_000 },
      ),
    ).toBeInTheDocument();
  }, 60_000);
});
