import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router-dom';
import { onSamePathname } from '../../../src/layout/SamePathname';

/**
 * The shell under SamePathname is drawn again when the path changes, not when only the query string
 * does (a list's sort, filter or page): the menu and top bar no longer redraw before a list asks.
 */

let shellRenders = 0;
const Shell = ({ label }: { label: string; children?: ReactNode }) => {
  shellRenders += 1;
  const { pathname } = useLocation();
  return (
    <nav>
      <output aria-label="shell path">{`${label} ${pathname}`}</output>
      <Link to="/crawlers">Crawlers</Link>
    </nav>
  );
};
const StableShell = onSamePathname(Shell);

const Page = () => {
  const { pathname, search } = useLocation();
  return (
    <main>
      <output aria-label="page address">{`${pathname}${search}`}</output>
      <StableShell label="menu">
        <span>a new child element on every render</span>
      </StableShell>
    </main>
  );
};

describe('The shell under SamePathname', () => {
  it('is not drawn again for a query string change, and follows a path change', async () => {
    const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/applications'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByLabelText('shell path')).toHaveTextContent('menu /applications');
    const before = shellRenders;

    await act(() => router.navigate('/applications?sort=timestamp&order=ASC'));
    expect(screen.getByLabelText('page address')).toHaveTextContent('/applications?sort=timestamp&order=ASC');
    await act(() => router.navigate('/applications?filter=%7B%22email%22%3A%22smith%22%7D'));
    expect(shellRenders).toBe(before);

    await act(() => router.navigate('/crawlers?page=2'));
    expect(screen.getByLabelText('shell path')).toHaveTextContent('menu /crawlers');
    expect(shellRenders).toBe(before + 1);
    expect(screen.getByRole('link', { name: 'Crawlers' })).toHaveAttribute('href', '/crawlers');
  });
});
