import { createRef, type ReactNode } from 'react';
import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StripeCardForm } from '../../../../src/components/payment/StripeCardForm';
import { PAYMENT, type BillingDetails, type CardFormHandle } from '../../../../src/components/payment/types';

/**
 * The real card form with Stripe's libraries replaced: what it asks of Stripe.js. The configured
 * currency and payment methods (PAYMENT) are what Stripe charges: the payment the subscription set
 * up is read first, and confirmed only when it is a card payment in that currency.
 */
const stripe = vi.hoisted(() => ({ retrievePaymentIntent: vi.fn(), confirmCardPayment: vi.fn() }));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn(async () => null) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  CardElement: () => null,
  useStripe: () => stripe,
  useElements: () => ({ getElement: () => ({ card: true }) }),
}));

const billing: BillingDetails = {
  name: 'Nina Brook',
  email: 'nina@example.test',
  phone: '0412345678',
  address: '1 George St',
};
const intent = (overrides: Record<string, unknown> = {}) => ({
  paymentIntent: {
    id: 'pi_1',
    currency: PAYMENT.currency,
    payment_method_types: ['card'],
    status: 'requires_payment_method',
    ...overrides,
  },
});

const mount = async () => {
  const ref = createRef<CardFormHandle>();
  render(<StripeCardForm ref={ref} onCompleteChange={() => undefined} />);
  await waitFor(() => expect(ref.current).not.toBeNull());
  return ref.current!;
};

const runtime = window.__APP_CONFIG__;
beforeEach(() => {
  window.__APP_CONFIG__ = { ...runtime, stripeKey: 'pk_test_unit' };
  stripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
});
afterEach(() => {
  window.__APP_CONFIG__ = runtime;
  stripe.retrievePaymentIntent.mockReset();
  stripe.confirmCardPayment.mockReset();
});

describe('the Stripe card form', () => {
  it('confirms a card payment in the configured currency, with the billing details', async () => {
    stripe.retrievePaymentIntent.mockResolvedValue(intent({ payment_method_types: ['card', 'link'] }));
    const form = await mount();
    expect(await form.confirm('pi_1_secret_x', billing)).toEqual({ status: 'succeeded', paymentId: 'pi_1' });
    expect(stripe.retrievePaymentIntent).toHaveBeenCalledWith('pi_1_secret_x');
    expect(stripe.confirmCardPayment).toHaveBeenCalledTimes(1);
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_x', {
      payment_method: {
        card: { card: true },
        billing_details: {
          name: 'Nina Brook',
          email: 'nina@example.test',
          phone: '0412345678',
          address: { line1: '1 George St', country: 'AU' },
        },
      },
    });
  });

  it.each([
    ['another currency', { currency: 'usd' }],
    ['no card payments', { payment_method_types: ['au_becs_debit'] }],
  ])('charges nothing for a payment set up in %s', async (_, overrides) => {
    stripe.retrievePaymentIntent.mockResolvedValue(intent(overrides));
    const form = await mount();
    expect(await form.confirm('pi_1_secret_x', billing)).toEqual({
      status: 'failed',
      message: 'app.signup.card.mismatch',
    });
    expect(stripe.confirmCardPayment).not.toHaveBeenCalled();
  });

  it('does not confirm a payment that has already gone through', async () => {
    stripe.retrievePaymentIntent.mockResolvedValue(intent({ status: 'succeeded' }));
    const form = await mount();
    expect(await form.confirm('pi_1_secret_x', billing)).toEqual({ status: 'succeeded', paymentId: 'pi_1' });
    expect(stripe.confirmCardPayment).not.toHaveBeenCalled();
  });

  it("gives Stripe's message when the payment cannot be read, and charges nothing", async () => {
    stripe.retrievePaymentIntent.mockResolvedValue({ error: { message: 'No such payment_intent.' } });
    const form = await mount();
    expect(await form.confirm('pi_1_secret_x', billing)).toEqual({
      status: 'failed',
      message: 'No such payment_intent.',
    });
    expect(stripe.confirmCardPayment).not.toHaveBeenCalled();
  });
});
