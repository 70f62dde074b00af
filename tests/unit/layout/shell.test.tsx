import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenStorage } from '../../../src/providers/http';
import { server } from '../../setup';
import { renderApp, signInAs, type DemoAccount } from '../helpers';

// The screen is a lazy chunk; loading it once up front keeps each test's waits short.
beforeAll(() => import('../../../src/custom-pages/login/LoginPage'));

const pathOf = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

const menu = () => screen.findByRole('menu', { name: 'Main menu' });

describe('the root redirect', () => {
  it.each<[DemoAccount, string]>([
    ['admin', '/analyses'],
    ['staff', '/crawlers'],
    ['vendor', '/applications'],
  ])('sends %s to %s', async (account, landing) => {
    await signInAs(account);
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe(landing));
  });

  it('sends a visitor without a session to /login', async () => {
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // Leaving the layout for the login page is a router transition, slow to commit under jsdom.
    expect(await screen.findByRole('button', { name: 'Sign in' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('sends a user without a vendor to signup, carrying the page', async () => {
    await signInAs('nobody');
    const { router } = renderApp('/crawlers');
    await waitFor(() => expect(pathOf(router)).toBe('/signup?next=%2Fcrawlers'));
  });
});

describe('the menu', () => {
  it('shows a vendor no Staff group and no Integration Guide', async () => {
    await signInAs('vendor');
    renderApp('/crawlers');
    const sidebar = await menu();
    await within(sidebar).findByRole('menuitem', { name: 'Applications' });
    expect(within(sidebar).getByText('Product')).toBeInTheDocument();
    expect(within(sidebar).getByText('Product Settings')).toBeInTheDocument();
    expect(within(sidebar).getByText('Learn More')).toBeInTheDocument();
    expect(within(sidebar).queryByText('Staff')).not.toBeInTheDocument();
    expect(within(sidebar).queryByRole('menuitem', { name: 'Dieds' })).not.toBeInTheDocument();
    expect(within(sidebar).queryByRole('menuitem', { name: /Integration Guide/ })).not.toBeInTheDocument();
    expect(within(sidebar).getByRole('menuitem', { name: /API Docs/ })).toHaveAttribute('target', '_blank');
  });

  it('shows staff the Staff group and the Integration Guide, opening in a new tab', async () => {
    await signInAs('staff');
    renderApp('/crawlers');
    const sidebar = await menu();
    await within(sidebar).findByText('Staff');
    const headings = within(sidebar)
      .getAllByText(/^(Product|Product Settings|Staff|Learn More)$/)
      .map(heading => heading.textContent);
    expect(headings).toEqual(['Product', 'Product Settings', 'Staff', 'Learn More']);
    // A menu holds menu items, groups and separators only (axe: aria-required-children): each
    // group's name is a separator named after it.
    expect(
      within(sidebar)
        .getAllByRole('separator')
        .map(separator => separator.getAttribute('aria-label')),
    ).toEqual(headings);
    expect(within(sidebar).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(sidebar).getByRole('menuitem', { name: 'Dieds' })).toHaveAttribute('href', '/dieds');
    const guide = within(sidebar).getByRole('menuitem', { name: 'Integration Guide (opens in a new tab)' });
    expect(guide).toHaveAttribute('target', '_blank');
    expect(guide).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('the top bar', () => {
  it('names the spinner it shows while a request is in flight', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.get(
        '*/api/v1/crawlers/',
        () =>
          new Promise<Response>(
            resolve =>
              (release = () => resolve(HttpResponse.json({ count: 0, next: null, previous: null, results: [] }))),
          ),
      ),
    );
    await signInAs('staff');
    renderApp('/crawlers');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    release();
  });
});

describe('route guards', () => {
  it('tells a vendor opening a staff page that it is not authorised', async () => {
    await signInAs('vendor');
    renderApp('/dieds');
    expect(
      await screen.findByRole('heading', { name: 'You are not authorised to access this page' }),
    ).toBeInTheDocument();
  });

  it('lets staff open the staff page', async () => {
    await signInAs('staff');
    renderApp('/dieds');
    expect(await screen.findByRole('heading', { name: 'Dieds' })).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'You are not authorised to access this page' }),
    ).not.toBeInTheDocument();
  });

  it('shows Page not found for an unknown path', async () => {
    await signInAs('vendor');
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/');
  });

  it('sends a visitor without a session from a protected page to login, with the return location', async () => {
    const { router } = renderApp('/dieds?tab=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/dieds?tab=2');
  });
});

describe('the top bar', () => {
  it('names the current page and offers Logout to a signed-in user', async () => {
    await signInAs('vendor');
    const { router } = renderApp('/crawlers');
    const bar = await screen.findByRole('banner');
    expect(await within(bar).findByText('Crawlers')).toBeInTheDocument();
    await userEvent.click(await within(bar).findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(tokenStorage.get()).toBeNull();
  });

  it('offers a Login link when nobody is signed in', async () => {
    renderApp('/no-such-page');
    const bar = await screen.findByRole('banner');
    expect(await within(bar).findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('tells the environment and version in the logo tooltip', async () => {
    renderApp('/no-such-page');
    await userEvent.hover(await screen.findByRole('link', { name: 'BankData home' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^Development · version \d+\.\d+\.\d+/);
  });
});
