import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../setup';
import { renderApp, signInAs } from '../../helpers';

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
    const table = await screen.findByRole('table', {}, { timeout: 8000 });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 8000 });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map(cell => cell.textContent?.trim());
    expect(headers).toEqual(expect.arrayContaining(['Start Time', 'P C A', 'Latest Webhook', 'Reanalyse']));
    expect(paths.some(path => path.endsWith('/incomplete-bundle-applications/'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Pause updates' })).toBeInTheDocument();
    server.events.removeAllListeners();
  });

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
