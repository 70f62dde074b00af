import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpClient } from '../../../../src/providers/http';
import { documentsExpired } from '../../../../src/resources/applications/applicationDocuments';
import type { ApplicationDetail } from '../../../../src/resources/applications/types';
import { renderApp, signInAs, type DemoAccount } from '../../helpers';

const find = async (test: (app: ApplicationDetail) => boolean) => {
  const { json } = await httpClient<{ results: ApplicationDetail[] }>('applications/', {
    query: { page_size: 300, vendor_id: 1 },
  });
  const found = json.results.find(test);
  if (!found) throw new Error('no demo application fits');
  return found;
};

const fresh = (app: ApplicationDetail) => app.analysed && !documentsExpired(app, Date.now());
const accountsOf = (app: ApplicationDetail) => (app.profiles ?? []).flatMap(profile => profile.accounts ?? []);

const open = async (
  account: DemoAccount,
  test: (app: ApplicationDetail) => boolean,
  path = (id: number) => `/applications/${id}/show`,
) => {
  await signInAs(account);
  const app = await find(test);
  const user = userEvent.setup();
  renderApp(path(app.id));
  await screen.findByRole('heading', { name: `Application ${app.id}` }, { timeout: 15_000 });
  return { app, user };
};

// The row shows once canAccess has answered for it.
const firstProfileRow = async () => within((await screen.findAllByRole('group', { name: 'Profile actions' }))[0]);

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:demo');
  URL.revokeObjectURL = vi.fn();
  // jsdom cannot follow the download link; the saved Blob is what the tests check.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('profile action row', () => {
  it('opens the view from the short address /applications/:id', async () => {
    const { app } = await open('vendor', fresh, id => `/applications/${id}`);
    expect(screen.getByRole('link', { name: 'Webhook logs' })).toHaveAttribute('href', `/application/${app.id}`);
  });

  it('offers Seed to staff, which seeds the cache from the profile crawler', async () => {
    const { app, user } = await open('staff', fresh);
    await user.click((await firstProfileRow()).getByRole('button', { name: 'Seed' }));
    expect(
      await screen.findByText(`Seeded the cache from crawler ${app.profiles![0].crawler!.uuid}`),
    ).toBeInTheDocument();
  });

  it('opens the recrawl dialog on that profile', async () => {
    const { app, user } = await open('vendor', fresh);
    await user.click((await firstProfileRow()).getByRole('button', { name: 'Recrawl' }));
    expect(await screen.findByRole('dialog', { name: `Recrawl application ${app.id}` })).toBeInTheDocument();
  });

  it('Bucket downloads every eStatement of the profile, Files every interim', async () => {
    const withBoth = (app: ApplicationDetail) => {
      const accounts = app.profiles?.[0]?.accounts ?? [];
      return fresh(app) && accounts.some(account => account.eStatement) && accounts.some(account => account.interim);
    };
    const { app, user } = await open('vendor', withBoth);
    const accounts = app.profiles![0].accounts!;
    await user.click((await firstProfileRow()).getByRole('button', { name: 'Bucket' }));
    const statements = accounts.filter(account => account.eStatement).length * 3;
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(statements));
    await user.click((await firstProfileRow()).getByRole('button', { name: 'Files' }));
    const interims = accounts.filter(account => account.interim).length;
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(statements + interims));
  });

  it("lists an account's eStatements and downloads the one chosen", async () => {
    const { app, user } = await open(
      'vendor',
      candidate => fresh(candidate) && accountsOf(candidate).some(account => account.eStatement),
    );
    const account = accountsOf(app).find(row => row.eStatement)!;
    await user.click(screen.getByRole('button', { name: `eStatements of account ${account.number}` }));
    const items = await within(await screen.findByRole('menu')).findAllByRole('menuitem');
    expect(items).toHaveLength(3);
    await user.click(items[0]);
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(1));
  });
});

describe("a profile's accounts", () => {
  it('sorts by the column whose header is clicked, and back the other way on a second click', async () => {
    const numbersOf = (app: ApplicationDetail) =>
      (app.profiles?.[0]?.accounts ?? []).map(account => account.number ?? '-');
    const { app, user } = await open('vendor', candidate => new Set(numbersOf(candidate)).size > 1);
    const table = (await screen.findAllByRole('table', { name: 'Accounts' }))[0];
    const numbers = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map(row => row.querySelectorAll('td, th')[2]?.textContent);
    expect(numbers()).toEqual(numbersOf(app));
    const sorted = [...numbersOf(app)].sort();
    await user.click(within(table).getByRole('button', { name: /Sort by number/i }));
    await waitFor(() => expect(numbers()).toEqual(sorted));
    await user.click(within(table).getByRole('button', { name: /Sort by number/i }));
    await waitFor(() => expect(numbers()).toEqual([...sorted].reverse()));
  });
});
