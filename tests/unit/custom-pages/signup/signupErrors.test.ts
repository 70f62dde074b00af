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
    [{ email: ['A user with this email address already exists.'] }, 0, { email: 'A user with this email address already exists.' }],
    [{ abn: ['ABN must be 11 digits.'] }, 1, { ABN: 'ABN must be 11 digits.' }],
    [{ contact_phone: ['Enter a valid phone number.'], password: ['Too short.'] }, 0, { contact_phone: 'Enter a valid phone number.', password: 'Too short.' }],
  ])('%j marks step %i fields %j', (body, step, errors) => {
    expect(signupFailureOf(refusal(body))).toEqual({ kind: 'fields', step, errors });
  });

  it.each([
    [refusal({ detail: 'Server exploded' }, 500), 'Server exploded'],
    [refusal({ recaptcha_response: ['This field is required.'] }), 'refused'],
    [new HttpError('Network error', 0, null), 'Network error'],
    [new Error('boom'), 'boom'],
  ])('%s is a message above the form', (error, message) => {
    expect(signupFailureOf(error)).toEqual({ kind: 'form', message: 'app.message.error_toast', args: { message } });
  });

  it('cuts a long server message to 100 characters', () => {
    const failure = signupFailureOf(refusal({ detail: 'x'.repeat(150) }, 500));
    expect(failure.kind === 'form' && String(failure.args?.message)).toBe(`${'x'.repeat(100)}...`);
  });

  it("shows the provider's payment message, else Error - Payment Failed", () => {
    expect(paymentMessage('Your card was declined.')).toBe('Your card was declined.');
    expect(paymentMessage(null)).toBe('app.message.payment_failed');
    expect(paymentMessage('  ')).toBe('app.message.payment_failed');
  });
});
