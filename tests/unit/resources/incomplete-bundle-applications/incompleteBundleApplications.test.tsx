import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../setup';
import { recordListQueries, renderApp, signInAs } from '../../helpers';

const INCOMPLETE = '*/api/v1/incomplete-bundle-applications/';

const recordRequests = () => {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => {
    paths.push(new URL(request.url).pathname);
  });
  return paths;
};

describe('Incomplete Bundle Applications', () => {
  it('shows staff the applications table over incomplete-bundle-applications/', async () => {
    const paths = recordRequests();
    await signInAs('staff');
    renderApp('/incomplete-bundle-applications');
    // The first list of a test file waits for the demo's seed: seconds on a busy machine.
    const table = await screen.findByRole('table', {}, { timeout: 20000 });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 8000 });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map(cell => cell.textContent?.trim());
    expect(headers).toEqual(expect.arrayContaining(['Start Time', 'P C A', 'Latest Webhook', 'Reanalyse']));
    expect(paths.some(path => path.endsWith('/incomplete-bundle-applications/'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Pause updates' })).toBeInTheDocument();
    server.events.removeAllListeners();
  }, 40000);

  it('has the columns of Applications, asks its own call newest first 50 a page, and a row opens the application', async () => {
    const queries = recordListQueries('/incomplete-bundle-applications/');
    await signInAs('staff');
    const headersOf = (table: HTMLElement) =>
      within(table)
        .getAllByRole('columnheader')
        .map(cell => cell.textContent?.trim())
        .filter(text => text);
    const applications = renderApp('/applications');
    const appTable = await screen.findByRole('table', {}, { timeout: 20000 });
    await waitFor(() => expect(within(appTable).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 8000 });
    const expected = headersOf(appTable);
    applications.unmount();

    const { router } = renderApp('/incomplete-bundle-applications');
    const table = await screen.findByRole('table', {}, { timeout: 20000 });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 8000 });
    expect(headersOf(table)).toEqual(expected);
    expect(queries[0].get('page_size')).toBe('50');
    expect(queries[0].get('ordering')).toBe('-timestamp');
    fireEvent.click(within(table).getAllByRole('row')[1].querySelector('td')!);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/applications\/\d+\/show$/), {
      timeout: 8000,
    });
    server.events.removeAllListeners();
  }, 60000);

  it('says "No data available" when every bundle went out', async () => {
    server.use(http.get(INCOMPLETE, () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })));
    await signInAs('admin');
    renderApp('/incomplete-bundle-applications');
    expect(await screen.findByText('No data available', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('tells a server error', async () => {
    server.use(http.get(INCOMPLETE, () => HttpResponse.json({ detail: 'Bundles are down' }, { status: 500 })));
    await signInAs('staff');
    renderApp('/incomplete-bundle-applications');
    expect(await screen.findByText('An error occured: Bundles are down', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('is refused to a vendor, without calling the staff endpoint', async () => {
    const paths = recordRequests();
    await signInAs('vendor');
    renderApp('/incomplete-bundle-applications');
    expect(await screen.findByText('You are not authorised to access this page')).toBeInTheDocument();
    expect(paths.some(path => path.includes('incomplete-bundle-applications'))).toBe(false);
    server.events.removeAllListeners();
  });
});
