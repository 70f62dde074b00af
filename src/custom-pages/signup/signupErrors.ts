import { HttpError } from 'react-admin';
import { failureText, publicFailureOf, type FailureText } from '../../components/publicFailure';
import { truncateMessage } from '../../lib/notificationText';
import { stepOfField } from './signupSchema';

/** "An error occured: {message}", the message cut to the toast's length. */
const errorText = (message: string): FailureText => ({
  message: 'app.message.error_toast',
  args: { message: truncateMessage(message) },
});

/**
 * A failed signup call that is no refusal of what was typed (docs/screens/signup.md#refusals): a
 * 5xx, a timeout or no network "The server did not answer. Try again in a moment.", a 429 the
 * wait, a 401 or 403 the server's detail as "An error occured: {detail}" (else the unavailable
 * message). Null for a refusal (a 4xx other than those), which the caller words itself.
 */
const outageText = (error: unknown): FailureText | null => {
  // A thrown error without a status is no answer of the server: the caller shows its message.
  if (!(error instanceof HttpError)) return null;
  const failure = publicFailureOf(error);
  if (failure.kind === 'refused') return null;
  if (failure.kind === 'denied') return errorText(failure.detail);
  return failureText(failure, '');
};

/** The words for a failed call of the checkout (subscription setup or cancel): a refusal's own words ("Invalid promo code."), else as above. */
export const checkoutFailureOf = (error: unknown): FailureText => {
  const text = outageText(error);
  if (text) return text;
  const message = error instanceof Error && error.message ? error.message : '';
  return message ? errorText(message) : { message: 'app.message.payment_failed' };
};

/**
 * docs/product.md#signup: how a refused signup post is shown. The three refusals the backend words
 * in `detail` mark their field (the existing account sends the user back to the first step);
 * other field errors go under their fields, on the step that holds them; anything else is a message
 * above the form. Messages are catalogue keys, or the server's own text.
 */
export type SignupFailure =
  | { kind: 'fields'; step: 0 | 1; errors: Record<string, string> }
  | { kind: 'form'; message: string; args?: Record<string, unknown> };

const KNOWN: Record<string, { field: string; message: string }> = {
  'This user has already been assigned a Vendor.': { field: 'email', message: 'app.message.signup_user_exists' },
  'Vendor already exists.': { field: 'business_name', message: 'app.message.signup_vendor_exists' },
  'A vendor with the same ABN already exists.': { field: 'ABN', message: 'app.message.signup_abn_exists' },
};

/** The fields of the form, as the API names them (`abn` is read as `ABN`). */
const FORM_FIELDS = new Set([
  'email',
  'first_name',
  'last_name',
  'password',
  'business_name',
  'contact_name',
  'contact_phone',
  'ABN',
  'billing_address',
  'promo_code',
]);

const textOf = (value: unknown): string | undefined => {
  if (typeof value === 'string' && value.trim()) return value.trim();
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
};

const generic = (message: string): SignupFailure => ({ kind: 'form', ...errorText(message) });

export const signupFailureOf = (error: unknown): SignupFailure => {
  if (!(error instanceof HttpError)) return generic(error instanceof Error ? error.message : String(error));
  const body = (error.body && typeof error.body === 'object' ? error.body : {}) as Record<string, unknown>;
  const detail = textOf(body.detail) ?? textOf(body.non_field_errors);
  const known = detail ? KNOWN[detail] : undefined;
  if (known) return { kind: 'fields', step: stepOfField(known.field), errors: { [known.field]: known.message } };
  // Not a refusal of what was typed (an outage, a throttle, a CSRF refusal): nothing to mark.
  const outage = outageText(error);
  if (outage) return { kind: 'form', ...outage };
  const errors: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    const field = name === 'abn' ? 'ABN' : name;
    const text = textOf(value);
    if (!FORM_FIELDS.has(field) || !text) continue;
    errors[field] = KNOWN[text]?.field === field ? KNOWN[text].message : text;
  }
  const fields = Object.keys(errors);
  if (fields.length) return { kind: 'fields', step: fields.some(field => stepOfField(field) === 0) ? 0 : 1, errors };
  return generic(detail ?? error.message);
};

/** A payment the provider refused: its own message, else "Error - Payment Failed". */
export const paymentMessage = (message: string | null | undefined): string =>
  message?.trim() || 'app.message.payment_failed';
