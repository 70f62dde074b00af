import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl } from '../../../src/config';
import { tokenStorage } from '../../../src/providers/http';
import { server } from '../../setup';
import { DEMO_PASSWORD, renderApp, signInAs } from '../helpers';

// The screen is a lazy chunk; loading it once up front keeps each test's waits short.
beforeAll(() => import('../../../src/custom-pages/login/LoginPage'));

const openLogin = async (path = '/login') => {
  const view = renderApp(path);
  const email = await screen.findByLabelText(/Email/);
  const password = screen.getByLabelText(/^Password/);
  const submit = screen.getByRole('button', { name: 'Sign in' });
  return { ...view, email, password, submit };
};

const signIn = async (path: string, email: string, password = DEMO_PASSWORD) => {
  const user = userEvent.setup();
  const view = await openLogin(path);
  await user.type(view.email, email);
  await user.type(view.password, password);
  await user.click(view.submit);
  return view;
};

describe('the login page', () => {
  it('offers signup and forgot-password links', async () => {
    await openLogin();
    expect(screen.getByRole('link', { name: /Sign up/ })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/reset');
  });

  it('asks for both fields', async () => {
    const { submit } = await openLogin();
    await userEvent.click(submit);
    expect(await screen.findAllByText('Please enter both email and password')).toHaveLength(2);
    expect(tokenStorage.get()).toBeNull();
  });

  it('checks the email format', async () => {
    await signIn('/login', 'not-an-email');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const { password } = await openLogin();
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('says the details are invalid and keeps what was typed', async () => {
    const { email, password, router } = await signIn('/login', 'vendor@demo.test', 'wrong-password');
    expect(await screen.findByText('Invalid details, please try again')).toBeInTheDocument();
    expect(email).toHaveValue('vendor@demo.test');
    expect(password).toHaveValue('wrong-password');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('disables Sign in while signing in', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>(resolve => (answer = resolve));
    server.use(
      http.post(apiUrl('rest-auth/login/'), async () => {
        await answered;
        return HttpResponse.json({ non_field_errors: ['Unable to log in with provided credentials.'] }, { status: 400 });
      }),
    );
    await signIn('/login', 'vendor@demo.test');
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answer();
    expect(await screen.findByText('Invalid details, please try again')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('brings a visitor sent to login back to the page they asked for', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/dieds');
    const email = await screen.findByLabelText(/Email/, {}, { timeout: 10_000 });
    expect(router.state.location.search).toBe('?next=%2Fdieds');
    await user.type(email, 'staff@demo.test');
    await user.type(screen.getByLabelText(/^Password/), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Dieds' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dieds');
  });

  it('lands on /applications without a return location', async () => {
    const { router } = await signIn('/login', 'vendor@demo.test');
    await waitFor(() => expect(router.state.location.pathname).toBe('/applications'));
    expect(tokenStorage.get()).toBeTruthy();
  });

  it('lands on the requested page', async () => {
    const { router } = await signIn(`/login?next=${encodeURIComponent('/crawlers?status=FAILED')}`, 'vendor@demo.test');
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/crawlers?status=FAILED'));
  });

  it.each(['//evil.com', 'https://evil.com', 'javascript:alert(1)'])('ignores the unsafe return location %s', async next => {
    const { router } = await signIn(`/login?next=${encodeURIComponent(next)}`, 'vendor@demo.test');
    await waitFor(() => expect(router.state.location.pathname).toBe('/applications'));
  });

  it('cleans markup from the inputs before signing in', async () => {
    const { router } = await signIn('/login', '<b>vendor@demo.test</b>');
    await waitFor(() => expect(router.state.location.pathname).toBe('/applications'));
  });

  it('sends a user without a vendor to signup', async () => {
    const { router } = await signIn('/login?next=%2Fcrawlers', 'nobody@demo.test');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
  });

  it('sends a signed-in user opening login to /applications', async () => {
    await signInAs('vendor');
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/applications'));
  });

  it('sends a signed-in user opening signup to /applications', async () => {
    await signInAs('staff');
    const { router } = renderApp('/signup');
    await waitFor(() => expect(router.state.location.pathname).toBe('/applications'));
  });

  it('lets a user without a vendor reach signup', async () => {
    await signInAs('nobody');
    const { router } = renderApp('/signup');
    expect(await screen.findByRole('heading', { name: 'Signup' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
  });
});
