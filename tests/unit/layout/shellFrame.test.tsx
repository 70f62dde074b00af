import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type SidebarProps } from 'react-admin';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { ErrorPage } from '../../../src/layout';
import { ShellFrame } from '../../../src/layout/ShellFrame';
import { pageReload } from '../../../src/lib/pageReload';
import { screenI18nProvider } from '../helpers';

const Broken = () => {
  throw new Error('Cannot read properties of undefined');
};
const Bar = () => <header>Top bar</header>;
const Side = ({ children }: SidebarProps) => <nav aria-label="Menu">{children}</nav>;
const Menu = () => <Link to="/labels">Labels</Link>;

describe('the shell frame (react-admin Layout markup, the app error page)', () => {
  it('shows a screen that throws as the Error page inside the shell, and clears it on the next page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/applications']}>
        <AdminContext i18nProvider={screenI18nProvider}>
          <ShellFrame appBar={Bar} sidebar={Side} menu={Menu} error={ErrorPage}>
            <Routes>
              <Route path="/applications" element={<Broken />} />
              <Route path="/labels" element={<p>The labels</p>} />
            </Routes>
          </ShellFrame>
        </AdminContext>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Error')).toBeInTheDocument();
    // The shell stays around it: top bar, menu, the skip link to the content.
    expect(screen.getByText('Top bar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip to content' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByText('Error'));

    await userEvent.setup().click(screen.getByRole('link', { name: 'Labels' }));
    expect(await screen.findByText('The labels')).toBeInTheDocument();
    expect(screen.queryByText('Error')).toBeNull();
    vi.restoreAllMocks();
  });

  it('says a screen whose code could not be loaded, and offers the reload that works (the browser keeps the failure)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const Lost = () => {
      throw new TypeError(
        'Failed to fetch dynamically imported module: https://dashboard.example/assets/staff-1a2b.js',
      );
    };
    render(
      <MemoryRouter initialEntries={['/bankmodules']}>
        <AdminContext i18nProvider={screenI18nProvider}>
          <ShellFrame appBar={Bar} sidebar={Side} menu={Menu} error={ErrorPage}>
            <Routes>
              <Route path="/bankmodules" element={<Lost />} />
            </Routes>
          </ShellFrame>
        </AdminContext>
      </MemoryRouter>,
    );
    expect(
      await screen.findByText(
        'This page could not be loaded: the connection may have dropped. Reload the page to try again.',
      ),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });
});
