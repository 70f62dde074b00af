import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { paymentMessage, signupFailureOf } from '../../../../src/custom-pages/signup/signupErrors';

const refusal = (body: Record<string, unknown>, status = 400) => new HttpError('refused', status, body);

describe('the refusals of a signup post', () => {
  it.each([
    [{ detail: 'This user has already been assigned a Vendor.' }, 0, { email: 'app.message.signup_user_exists' }],
    [{ detail: 'Vendor already exists.' }, 1, { business_name: 'app.message.signup_vendor_exists' }],
    [{ detail: 'A vendor with the same ABN already exists.' }, 1, { ABN: 'app.message.signup_abn_exists' }],
    [{ non_field_errors: ['Vendor already exists.'] }, 1, { business_name: 'app.message.signup_vendor_exists' }],
    [
      { email: ['A user with this email address already exists.'] },
      0,
      { email: 'A user with this email address already exists.' },
    ],
    [{ abn: ['ABN must be 11 digits.'] }, 1, { ABN: 'ABN must be 11 digits.' }],
    [
      { contact_phone: ['Enter a valid phone number.'], password: ['Too short.'] },
      0,
      { contact_phone: 'Enter a valid phone number.', password: 'Too short.' },
    ],
  ])('%j marks step %i fields %j', (body, step, errors) => {
    expect(signupFailureOf(refusal(body))).toEqual({ kind: 'fields', step, errors });
  });

  it.each([
    [refusal({ detail: 'Invalid captcha.' }), 'Invalid captcha.'],
    [refusal({ recaptcha_response: ['This field is required.'] }), 'refused'],
    [
      refusal({ detail: 'CSRF Failed: CSRF token missing or incorrect.' }, 403),
      'CSRF Failed: CSRF token missing or incorrect.',
    ],
    [new Error('boom'), 'boom'],
  ])('%s is a message above the form', (error, message) => {
    expect(signupFailureOf(error)).toEqual({ kind: 'form', message: 'app.message.error_toast', args: { message } });
  });

  // Issue 24: an outage is no refusal, and a 502's HTML page or the status line is no message.
  it.each([
    [refusal({ detail: 'Server exploded' }, 500)],
    [new HttpError('Bad Gateway', 502, '<html><body><h1>502 Bad Gateway</h1></body></html>')],
    [new HttpError('Service Unavailable', 503, null)],
    [new HttpError('Unauthorized', 401, null)],
    [new HttpError('Failed to fetch', 0, null)],
  ])('%s says the server did not answer', error => {
    expect(signupFailureOf(error)).toEqual({ kind: 'form', message: 'app.error.unavailable' });
  });

  it('says how long to wait after a 429', () => {
    const throttled = Object.assign(
      new HttpError('Too many requests: try again in 7 s', 429, { detail: 'Request was throttled.' }),
      { retryAfter: 7 },
    );
    expect(signupFailureOf(throttled)).toEqual({
      kind: 'form',
      message: 'app.message.plain',
      args: { message: 'Too many requests: try again in 7 s' },
    });
  });

  it('cuts a long server message to 100 characters', () => {
    const failure = signupFailureOf(refusal({ detail: 'x'.repeat(150) }));
    expect(failure.kind === 'form' && String(failure.args?.message)).toBe(`${'x'.repeat(100)}...`);
  });

  it("shows the provider's payment message, else Error - Payment Failed", () => {
    expect(paymentMessage('Your card was declined.')).toBe('Your card was declined.');
    expect(paymentMessage(null)).toBe('app.message.payment_failed');
    expect(paymentMessage('  ')).toBe('app.message.payment_failed');
  });
});
