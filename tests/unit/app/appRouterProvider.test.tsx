import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet } from 'react-router-dom';
import { AppRouterProvider } from '../../../src/app/AppRouterProvider';

/**
 * The app's navigations (a list's sort, filter and page included: they live in the address) are
 * ordinary React updates, not transitions (docs/performance.md, "Navigations are not transitions").
 * What tells the two apart from outside: a transition keeps the page on view while the next one
 * is not ready; an ordinary update draws the next one, here its loading state, at once.
 */
describe('AppRouterProvider', () => {
  it('draws a navigation at once rather than holding the previous page', async () => {
    let release: (text: string) => void = () => undefined;
    const code = new Promise<string>(resolve => {
      release = resolve;
    });
    const Slow = () => <p>{use(code)}</p>;
    const router = createMemoryRouter(
      [
        {
          element: (
            <Suspense fallback={<p>Loading the page</p>}>
              <Outlet />
            </Suspense>
          ),
          children: [
            { path: '/', element: <p>The first page</p> },
            { path: '/slow', element: <Slow /> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<AppRouterProvider router={router} />);
    expect(screen.getByText('The first page')).toBeInTheDocument();

    await act(() => router.navigate('/slow'));
    expect(screen.getByText('Loading the page')).toBeInTheDocument();
    expect(screen.getByText('The first page')).not.toBeVisible();

    await act(async () => release('The slow page'));
    expect(screen.getByText('The slow page')).toBeInTheDocument();
  });
});
