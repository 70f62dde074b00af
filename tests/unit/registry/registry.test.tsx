import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, signInAs } from '../helpers';
import { server } from '../../setup';

// The only change a new resource needs: one more definition in the registry list.
vi.mock('../../../src/resources', async importOriginal => {
  const original = await importOriginal<typeof import('../../../src/resources')>();
  const { widgets } = await import('./widgets.fixture');
  return { resources: [...original.resources, widgets] };
});

const answerWidgets = () => {
  const seen: URL[] = [];
  server.use(
    http.get('*/api/v1/widgets/', ({ request }) => {
      seen.push(new URL(request.url));
      return HttpResponse.json({
        count: 2,
        next: null,
        previous: null,
        results: [
          { id: 1, name: 'Sprocket' },
          { id: 2, name: 'Flange' },
        ],
      });
    }),
  );
  return seen;
};

describe('a resource added to the registry', () => {
  it('appears in the menu of its group for staff and lists through the dataProvider', async () => {
    const seen = answerWidgets();
    await signInAs('staff');
    renderApp('/widgets');
    expect(await screen.findByText('Sprocket')).toBeInTheDocument();
    expect(screen.getByText('Flange')).toBeInTheDocument();
    expect(seen[0].searchParams.get('page')).toBe('1');
    expect(seen[0].searchParams.get('page_size')).toBeTruthy();
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /Widgets/ })).toHaveAttribute('href', '/widgets');
  });

  it('is neither in the menu nor reachable below its level', async () => {
    const seen = answerWidgets();
    await signInAs('vendor');
    renderApp('/widgets');
    expect((await screen.findAllByText('You are not authorised to access this page')).length).toBeGreaterThan(0);
    const menu = await screen.findByRole('menu');
    await within(menu).findByRole('menuitem', { name: /Labels/ });
    expect(within(menu).queryByRole('menuitem', { name: /Widgets/ })).toBeNull();
    expect(seen).toHaveLength(0);
  });

  it('sends a signed-out visitor to the login page with the return location, without calling the API', async () => {
    const seen = answerWidgets();
    const { router } = renderApp('/widgets?page=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/widgets?page=2');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });
});
