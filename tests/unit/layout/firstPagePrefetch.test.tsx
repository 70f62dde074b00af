import { screen, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '../helpers';
import { server } from '../../setup';

afterEach(() => server.events.removeAllListeners());

/** Order of: the list's requests starting, and the identity's answer. */
const recordOrder = (listPath: string) => {
  const events: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname.endsWith(listPath)) events.push('list asked');
  });
  server.events.on('response:mocked', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/users/me/detailed')) events.push('identity answered');
  });
  return events;
};

describe('the first page of the list the app opens on', () => {
  // Up to 30 s for the 50 rows: jsdom draws them in about 10 s alone, twice that beside the whole suite.
  it('is asked for while the identity is still on its way, and only once', { timeout: 40_000 }, async () => {
    await signInAs('vendor');
    // A slow identity answer: returning nothing after the wait hands the request on to the demo API.
    server.use(http.get('*/users/me/detailed', async () => void (await delay(400))));
    const events = recordOrder('/applications/');
    renderApp('/applications');
    expect(
      await screen.findAllByRole('button', { name: /^Reanalyse application/ }, { timeout: 30_000 }),
    ).not.toHaveLength(0);
    await delay(300);
    expect(events[0]).toBe('list asked');
    expect(events.filter(event => event === 'list asked')).toHaveLength(1);
  });

  it('is left to the list on an address that is not a list (nothing asked early)', async () => {
    await signInAs('vendor');
    server.use(http.get('*/users/me/detailed', async () => void (await delay(200))));
    const events = recordOrder('/applications/');
    renderApp('/labels');
    await waitFor(() => expect(events).toContain('identity answered'));
    await delay(200);
    expect(events).not.toContain('list asked');
  });
});
