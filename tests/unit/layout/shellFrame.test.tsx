import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type SidebarProps } from 'react-admin';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { ErrorPage } from '../../../src/layout';
import { ShellFrame } from '../../../src/layout/ShellFrame';
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
});
