import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { httpClient, tokenStorage } from '../../../../src/providers/http';
import { server } from '../../../setup';
import { renderApp, signInAs } from '../../helpers';

interface App {
  id: number;
  vendor_specific_id: string;
  email: string;
  profiles: { id: number; crawler: { uuid: string } | null; accounts: { id: number; analyses: { id: number }[] }[] }[];
}
interface Page {
  results: App[];
}

const applications = async () => (await httpClient<Page>('applications/', { query: { page_size: 1000 } })).json.results;

/** An application with a profile, an account with an analysis and a crawler, and its six identifiers. */
const identifiersOf = async () => {
  const rows = await applications();
  const counts = new Map<string, number>();
  rows.forEach(row => counts.set(row.vendor_specific_id, (counts.get(row.vendor_specific_id) ?? 0) + 1));
  const app = rows.find(
    row =>
      counts.get(row.vendor_specific_id) === 1 &&
      row.profiles[0]?.crawler &&
      row.profiles[0].accounts.some(account => account.analyses.length),
  )!;
  const profile = app.profiles[0];
  const account = profile.accounts.find(row => row.analyses.length)!;
  const duplicated = [...counts].find(([, count]) => count > 1)![0];
  return {
    app,
    duplicated,
    duplicates: rows.filter(row => row.vendor_specific_id === duplicated),
    values: {
      vendor_specific_id: app.vendor_specific_id,
      application_id: String(app.id),
      account_id: String(account.id),
      profile_id: String(profile.id),
      analysis_id: String(account.analyses[0].id),
      crawler_uuid: profile.crawler!.uuid,
    },
  };
};

const found = (id: number) => screen.findByRole('region', { name: `Application ${id}` }, { timeout: 8000 });

describe('Lookup', () => {
  it.each(['vendor_specific_id', 'application_id', 'account_id', 'profile_id', 'analysis_id', 'crawler_uuid'] as const)(
    'finds the application from a link by %s',
    async type => {
      await signInAs('vendor');
      const { app, values } = await identifiersOf();
      renderApp(`/lookup?${type}=${encodeURIComponent(values[type])}`);
      const view = await found(app.id);
      // The application view itself, not only the heading above it.
      expect((await within(view).findAllByText(app.vendor_specific_id, {}, { timeout: 8000 })).length).toBeGreaterThan(
        0,
      );
      expect(within(view).getByText(String(app.email))).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Search term' })).toHaveValue(values[type]);
    },
  );

  it('looks up from the form, trimming and collapsing spaces, and writes the query string', async () => {
    await signInAs('vendor');
    const { app, values } = await identifiersOf();
    const { router } = renderApp('/lookup');
    expect(await screen.findByText('Enter a search term to begin lookup', {}, { timeout: 8000 })).toBeInTheDocument();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Lookup type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Profile Id' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search term' }), {
      target: { value: `  ${values.profile_id}   ` },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Lookup' }));
    await found(app.id);
    expect(router.state.location.search).toBe(`?profile_id=${values.profile_id}`);
  });

  it('offers a list when several applications match, and keeps the choice in the URL', async () => {
    await signInAs('vendor');
    const { duplicated, duplicates } = await identifiersOf();
    const { router } = renderApp(`/lookup?vendor_specific_id=${encodeURIComponent(duplicated)}`);
    const list = await screen.findByRole(
      'list',
      { name: `${duplicates.length} applications match. Choose one:` },
      { timeout: 8000 },
    );
    const choices = within(list).getAllByRole('link');
    expect(choices).toHaveLength(duplicates.length);
    const chosen = duplicates[1];
    fireEvent.click(within(list).getByRole('link', { name: new RegExp(`^Application ${chosen.id}:`) }));
    await found(chosen.id);
    expect(new URLSearchParams(router.state.location.search).get('selected')).toBe(String(chosen.id));
    fireEvent.click(screen.getByRole('link', { name: `Back to the ${duplicates.length} matches` }));
    expect(await screen.findByRole('list', { name: /applications match/ })).toBeInTheDocument();
  });

  it('cleans the typed term of HTML markup before looking up', async () => {
    await signInAs('vendor');
    const { router } = renderApp('/lookup');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Search term' }, { timeout: 8000 }), {
      target: { value: '<b>ACME-1</b><script>x</script>' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Lookup' }));
    await waitFor(() => expect(router.state.location.search).toBe('?vendor_specific_id=ACME-1'));
  });

  it.each([
    ['vendor', true],
    ['staff', false],
  ] as const)('shows Full Name in the list of matches only when show_pii is set (%s)', async (account, shown) => {
    const match = (id: number) => ({
      id,
      vendor_specific_id: 'TWIN-1',
      full_name: `Secret Person ${id}`,
      analysed: false,
      finalised: false,
    });
    server.use(http.get('*/api/v1/applications/lookup/', () => HttpResponse.json([match(1), match(2)])));
    await signInAs(account);
    renderApp('/lookup?vendor_specific_id=TWIN-1');
    const list = await screen.findByRole('list', { name: '2 applications match. Choose one:' }, { timeout: 8000 });
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    expect(within(list).queryAllByText(/Secret Person/)).toHaveLength(shown ? 2 : 0);
  });

  it('says "No results" when nothing matches', async () => {
    await signInAs('vendor');
    renderApp('/lookup?vendor_specific_id=NOBODY-000');
    expect(await screen.findByText('No results', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('asks for a term when the term is empty or only spaces', async () => {
    await signInAs('vendor');
    renderApp('/lookup?application_id=%20%20');
    expect(await screen.findByText('Enter a search term to begin lookup', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Lookup type' })).toHaveTextContent('Application Id');
  });

  it.each([
    ['/lookup?email=someone', 'Unknown lookup type: email'],
    ['/lookup?application_id=1&account_id=2', 'Use one lookup type at a time, not application_id, account_id'],
    ['/lookup?application_id=abc', 'Application Id must be a number'],
  ])('explains what is wrong with %s', async (path, message) => {
    await signInAs('vendor');
    renderApp(path);
    expect(await screen.findByText(message, {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('shows that it is looking up while the server answers, and keeps the button from a second submit', async () => {
    await signInAs('vendor');
    let answer: () => void = () => undefined;
    const answered = new Promise<void>(resolve => (answer = resolve));
    server.use(
      http.get('*/api/v1/applications/lookup/', async () => {
        await answered;
        return HttpResponse.json({ count: 0, next: null, previous: null, results: [] });
      }),
    );
    renderApp('/lookup?vendor_specific_id=SLOW-1');
    expect(await screen.findByRole('progressbar', { name: 'Looking up...' }, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Lookup' })).toBeDisabled();
    answer();
    expect(await screen.findByText('No results')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lookup' })).toBeEnabled();
  });

  it('keeps the form and what was typed when the server fails, and shows the toast', async () => {
    await signInAs('vendor');
    server.use(
      http.get('*/api/v1/applications/lookup/', () => HttpResponse.json({ detail: 'Lookup is down' }, { status: 500 })),
    );
    renderApp('/lookup?vendor_specific_id=ACME-1');
    expect(await screen.findByText('An error occured: Lookup is down', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search term' })).toHaveValue('ACME-1');
    expect(screen.getByRole('combobox', { name: 'Lookup type' })).toHaveTextContent('Vendor Specific Id');
    expect(screen.getByRole('button', { name: 'Lookup' })).toBeEnabled();
  });

  it("does not show another vendor's application", async () => {
    await signInAs('admin');
    const rows = await applications();
    // The application row names its vendor, without an id (docs/api.md#applications).
    const vendorOf = (row: App) => (row as unknown as { vendor: { name: string } }).vendor.name;
    const foreign = rows.find(row => vendorOf(row) !== 'Acme Lending')!;
    await signInAs('vendor');
    renderApp(`/lookup?application_id=${foreign.id}`);
    expect(await screen.findByText('No results', {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: `Application ${foreign.id}` })).not.toBeInTheDocument(),
    );
  });

  it.each([403, 401, 502, 500])(
    'keeps the session when the vendor settings read answers %i: the default type, said quietly',
    async status => {
      const key = await signInAs('vendor');
      server.use(
        http.get('*/api/v1/users/me/vendor/settings', () =>
          HttpResponse.json({ detail: 'You do not have permission to perform this action.' }, { status }),
        ),
      );
      const { router } = renderApp('/lookup');
      expect(
        await screen.findByText(
          "Your vendor's default lookup type could not be read: Vendor Specific Id is used.",
          {},
          { timeout: 8000 },
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Lookup type' })).toHaveTextContent('Vendor Specific Id');
      expect(router.state.location.pathname).toBe('/lookup');
      expect(tokenStorage.get()).toBe(key);
    },
  );
});
