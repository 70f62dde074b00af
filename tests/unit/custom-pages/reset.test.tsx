import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl } from '../../../src/config';
import { server } from '../../setup';
import { tokenStorage } from '../../../src/providers/http';
import { renderApp, signInAs } from '../helpers';

// The screen is a lazy chunk; loading it once up front keeps each test's waits short.
beforeAll(() => import('../../../src/custom-pages/reset/ResetPage'));

const requestReset = async (email?: string) => {
  const user = userEvent.setup();
  const view = renderApp('/reset');
  const field = await screen.findByLabelText(/Email/);
  if (email) await user.type(field, email);
  await user.click(screen.getByRole('button', { name: 'Send reset email' }));
  return { ...view, field };
};

describe('the reset page', () => {
  it('needs an email', async () => {
    await requestReset();
    expect(await screen.findByText('Required')).toBeInTheDocument();
  });

  it('checks the email format', async () => {
    await requestReset('vendor@');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  });

  it('sends the reset email', async () => {
    let sent: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('rest-auth/password/reset/')) sent = await request.clone().json();
    });
    await requestReset('vendor@demo.test');
    expect(
      await screen.findByText('Please check your email for instructions to reset your password'),
    ).toBeInTheDocument();
    expect(sent).toEqual({ email: 'vendor@demo.test' });
    server.events.removeAllListeners();
  });

  it('says when the email could not be sent, and keeps the address', async () => {
    server.use(
      http.post(apiUrl('rest-auth/password/reset/'), () =>
        HttpResponse.json({ email: ['Enter a valid email address.'] }, { status: 400 }),
      ),
    );
    const { field } = await requestReset('someone@example.com');
    expect(await screen.findByText('Error sending email, ensure your email is valid')).toBeInTheDocument();
    expect(field).toHaveValue('someone@example.com');
  });

  describe('a failure other than a refusal (docs/product.md#login, Reset)', () => {
    const UNAVAILABLE = 'The server did not answer. Try again in a moment.';
    const SENT = 'Please check your email for instructions to reset your password';
    const answerReset = (respond: () => Response) =>
      server.use(http.post(apiUrl('rest-auth/password/reset/'), respond));

    it.each([
      [
        'a 502 with an HTML body',
        () =>
          new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', {
            status: 502,
            headers: { 'Content-Type': 'text/html' },
          }),
      ],
      [
        'a 500',
        () =>
          new HttpResponse('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } }),
      ],
      ['a 503', () => HttpResponse.json({ detail: 'Service unavailable' }, { status: 503 })],
      ['no network', () => HttpResponse.error()],
    ])('says the server did not answer on %s, never that the e-mail was sent', async (_, respond) => {
      answerReset(respond);
      const { field, router } = await requestReset('someone@example.com');
      expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
      expect(screen.queryByText(SENT)).not.toBeInTheDocument();
      expect(screen.queryByText('Error sending email, ensure your email is valid')).not.toBeInTheDocument();
      expect(field).toHaveValue('someone@example.com');
      expect(router.state.location.pathname).toBe('/reset');
    });

    it("shows a 403's own words and does not end a signed-in visitor's session", async () => {
      await signInAs('vendor');
      const token = tokenStorage.get();
      answerReset(() =>
        HttpResponse.json({ detail: 'CSRF Failed: CSRF token missing or incorrect.' }, { status: 403 }),
      );
      const { field, router } = await requestReset('someone@example.com');
      expect(await screen.findByText('CSRF Failed: CSRF token missing or incorrect.')).toBeInTheDocument();
      expect(screen.queryByText(SENT)).not.toBeInTheDocument();
      expect(field).toHaveValue('someone@example.com');
      expect(router.state.location.pathname).toBe('/reset');
      expect(tokenStorage.get()).toBe(token);
    });

    it('says how long to wait on a 429 and keeps the button disabled that long', async () => {
      answerReset(() =>
        HttpResponse.json({ detail: 'Request was throttled.' }, { status: 429, headers: { 'Retry-After': '7' } }),
      );
      const { field } = await requestReset('someone@example.com');
      expect(await screen.findByText('Too many requests: try again in 7 s')).toBeInTheDocument();
      expect(screen.queryByText(SENT)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send reset email' })).toBeDisabled();
      expect(field).toHaveValue('someone@example.com');
    });
  });

  it('leads back to login', async () => {
    renderApp('/reset');
    expect(await screen.findByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });
});
