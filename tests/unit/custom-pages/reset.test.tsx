import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl } from '../../../src/config';
import { server } from '../../setup';
import { renderApp } from '../helpers';

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
    expect(await screen.findByText('Please check your email for instructions to reset your password')).toBeInTheDocument();
    expect(sent).toEqual({ email: 'vendor@demo.test' });
    server.events.removeAllListeners();
  });

  it('says when the email could not be sent, and keeps the address', async () => {
    server.use(http.post(apiUrl('rest-auth/password/reset/'), () => HttpResponse.json({ email: ['Enter a valid email address.'] }, { status: 400 })));
    const { field } = await requestReset('someone@example.com');
    expect(await screen.findByText('Error sending email, ensure your email is valid')).toBeInTheDocument();
    expect(field).toHaveValue('someone@example.com');
  });

  it('leads back to login', async () => {
    renderApp('/reset');
    expect(await screen.findByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });
});
