import { describe, expect, it } from 'vitest';
import { TEST_PRICES } from '../../../src/lib/paymentConfig';
import { httpClient } from '../../../src/providers/http';
import { call, failure, signOut } from './api';

/**
 * The signup calls of the demo API (docs/api.md#signup, docs/screens/signup.md#demo): every
 * refusal of the specification is reachable with a documented value.
 */
const signup = (changes: Record<string, unknown> = {}) => ({
  email: 'new.broker@example.test',
  first_name: 'Nina',
  last_name: 'Brook',
  password: 'brook-secret',
  business_name: 'Brook Home Loans',
  contact_name: 'Nina Brook',
  contact_phone: '0412345678',
  promo_code: '',
  origin: 'signup',
  payment_id: 'pi_demo_1',
  aggregator: '',
  recaptcha_response: 'demo-captcha-1',
  billing_address: '1 George St',
  ABN: '',
  ...changes,
});

const post = (path: string, body?: unknown) => httpClient<Record<string, unknown>>(path, { method: 'POST', body });

describe('demo api: broker signup', () => {
  it('creates the account and its vendor; the broker can then sign in', async () => {
    signOut();
    expect((await post('dashboard/broker-signup/', signup())).status).toBe(201);
    const login = await post('rest-auth/login/', { email: 'new.broker@example.test', password: 'brook-secret' });
    expect(login.json?.key).toBeTruthy();
  });

  it.each([
    [
      'an e-mail whose account has a vendor',
      { email: 'vendor@demo.test' },
      'This user has already been assigned a Vendor.',
    ],
    ['a taken vendor name (any case)', { business_name: 'acme lending' }, 'Vendor already exists.'],
    ['a taken ABN', { ABN: '51824753556' }, 'A vendor with the same ABN already exists.'],
  ])('refuses %s', async (_, changes, detail) => {
    signOut();
    const refused = await failure(post('dashboard/broker-signup/', signup(changes)));
    expect(refused).toMatchObject({ status: 400, body: { detail } });
  });

  it('refuses a signup without a payment, and bad fields with field errors', async () => {
    signOut();
    expect((await failure(post('dashboard/broker-signup/', signup({ payment_id: '' })))).body.payment_id).toEqual([
      'This field may not be blank.',
    ]);
    const refused = await failure(post('dashboard/broker-signup/', signup({ contact_phone: '12', ABN: '123' })));
    expect(refused.body).toMatchObject({
      contact_phone: ['Enter a valid phone number.'],
      ABN: ['ABN must be 11 digits.'],
    });
  });
});

describe('demo api: payments', () => {
  it.each([
    [TEST_PRICES.essential, '', 99, 9.9, 108.9],
    [TEST_PRICES.premium, '', 199, 19.9, 218.9],
    [TEST_PRICES.platinum, '', 399, 39.9, 438.9],
    [TEST_PRICES.aggregator, '', 279.3, 27.93, 307.23],
    [TEST_PRICES.premium, 'DEMO10', 179.1, 17.91, 197.01],
  ])('sets up %s with code %j: %d + %d GST = %d', async (price_id, promo_code, before, gst, total) => {
    const { json } = await post('stripe/setup-subscription', {
      email: 'a@b.test',
      name: 'A B',
      phone: '0412345678',
      price_id,
      promo_code,
    });
    expect(Object.keys(json ?? {}).sort()).toEqual([
      'clientSecret',
      'order_amount',
      'order_amount_before_gst',
      'order_gst',
      'subscriptionId',
    ]);
    expect(json).toMatchObject({ order_amount_before_gst: before, order_gst: gst, order_amount: total });
    expect(String(json?.clientSecret)).toMatch(/^pi_demo_\w+_secret_/);
  });

  it('refuses an unknown promo code', async () => {
    const refused = await failure(
      post('stripe/setup-subscription', {
        email: 'a@b.test',
        name: 'A B',
        phone: '1',
        price_id: TEST_PRICES.premium,
        promo_code: 'NOPE',
      }),
    );
    expect(refused).toMatchObject({ status: 400, body: { detail: 'Invalid promo code.' } });
  });

  it('cancels a subscription and answers the setup intent and the confirmation e-mail', async () => {
    expect((await call('stripe/cancel-subscription/sub_demo_1', { method: 'POST' })).status).toBe(200);
    expect(String((await post('stripe/setup-payment-intent')).json?.clientSecret)).toMatch(/^seti_demo_/);
    const sent = await post('dashboard/email/signup-confirmation', {
      vendor_name: 'Brook Home Loans',
      customer_email: 'a@b.test',
      customer_name: 'Nina Brook',
    });
    expect(sent.status).toBe(200);
  });
});
