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
        return HttpResponse.json(
          { non_field_errors: ['Unable to log in with provided credentials.'] },
          { status: 400 },
        );
      }),
    );
    await signIn('/login', 'vendor@demo.test');
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answer();
    expect(await screen.findByText('Invalid details, please try again')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  describe('a sign-in that fails for another reason than the details (docs/product.md#login)', () => {
    const UNAVAILABLE = 'The server did not answer. Try again in a moment.';
    const answerLogin = (respond: () => Response) => server.use(http.post(apiUrl('rest-auth/login/'), respond));
    const expectNothingFalse = async (email: HTMLElement, password: HTMLElement) => {
      expect(screen.queryByText('Invalid details, please try again')).not.toBeInTheDocument();
      expect(email).toHaveValue('vendor@demo.test');
      expect(password).toHaveValue(DEMO_PASSWORD);
    };

    it.each([
      [
        'a 500',
        () =>
          new HttpResponse('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } }),
      ],
      [
        'a 502 with an HTML body',
        () =>
          new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', {
            status: 502,
            headers: { 'Content-Type': 'text/html' },
          }),
      ],
      ['a 503', () => HttpResponse.json({ detail: 'Service unavailable' }, { status: 503 })],
      [
        'a 504',
        () =>
          new HttpResponse('<h1>504 Gateway Time-out</h1>', { status: 504, headers: { 'Content-Type': 'text/html' } }),
      ],
      ['no network', () => HttpResponse.error()],
    ])('says the server did not answer on %s, never "Invalid details"', async (_, respond) => {
      answerLogin(respond);
      const { email, password, router } = await signIn('/login', 'vendor@demo.test');
      expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
      await expectNothingFalse(email, password);
      expect(router.state.location.pathname).toBe('/login');
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    });

    it('shows a 403\'s own words (a CSRF refusal), not "Invalid details"', async () => {
      answerLogin(() =>
        HttpResponse.json({ detail: 'CSRF Failed: CSRF token missing or incorrect.' }, { status: 403 }),
      );
      const { email, password } = await signIn('/login', 'vendor@demo.test');
      expect(await screen.findByText('CSRF Failed: CSRF token missing or incorrect.')).toBeInTheDocument();
      await expectNothingFalse(email, password);
      expect(tokenStorage.get()).toBeNull();
    });

    it('says the server did not answer on a 401 without words', async () => {
      answerLogin(() => new HttpResponse(null, { status: 401 }));
      const { email, password } = await signIn('/login', 'vendor@demo.test');
      expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
      await expectNothingFalse(email, password);
    });

    it('says how long to wait on a 429 and keeps Sign in disabled that long', async () => {
      answerLogin(() =>
        HttpResponse.json(
          { detail: 'Request was throttled. Expected available in 7 seconds.' },
          { status: 429, headers: { 'Retry-After': '7' } },
        ),
      );
      const { email, password } = await signIn('/login', 'vendor@demo.test');
      expect(await screen.findByText('Too many requests: try again in 7 s')).toBeInTheDocument();
      await expectNothingFalse(email, password);
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    });

    it('gives Sign in back once the wait is over', async () => {
      let throttled = true;
      server.use(
        http.post(apiUrl('rest-auth/login/'), () =>
          throttled
            ? HttpResponse.json({ detail: 'Request was throttled.' }, { status: 429, headers: { 'Retry-After': '1' } })
            : undefined,
        ),
      );
      const { router } = await signIn('/login', 'vendor@demo.test');
      expect(await screen.findByText('Too many requests: try again in 1 s')).toBeInTheDocument();
      const submit = screen.getByRole('button', { name: 'Sign in' });
      expect(submit).toBeDisabled();
      await waitFor(() => expect(submit).toBeEnabled(), { timeout: 3000 });
      throttled = false;
      await userEvent.click(submit);
      await waitFor(() => expect(router.state.location.pathname).toBe('/applications'));
    });

    it('never says "Invalid details" when the identity call after the sign-in fails', async () => {
      server.use(
        http.get(apiUrl('users/me/detailed'), () => new HttpResponse('<h1>Server Error (500)</h1>', { status: 500 })),
      );
      const { email, password, router } = await signIn('/login', 'vendor@demo.test');
      expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
      await expectNothingFalse(email, password);
      expect(router.state.location.pathname).toBe('/login');
    });
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
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/crawlers?status=FAILED'),
    );
  });

  it.each(['//evil.com', 'https://evil.com', 'javascript:alert(1)'])(
    'ignores the unsafe return location %s',
    async next => {
      const { router } = await signIn(`/login?next=${encodeURIComponent(next)}`, 'vendor@demo.test');
      await waitFor(() => expect(router.state.location.pathname).toBe('/applications'));
    },
  );

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
