import { useImperativeHandle } from 'react';
import { Alert, Box } from '@mui/material';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useTranslate } from 'react-admin';
import { paymentSettings } from '../../lib/paymentConfig';
import { PAYMENT, type CardFormProps } from './types';

/**
 * The real card form: Stripe's card element (card payments only, PAYMENT.methods) in its Elements
 * provider. Stripe takes the currency and payment methods from the payment the backend set up with
 * the subscription, not from the Elements options (for a card element they would set nothing), so
 * they are checked on that payment before it is confirmed. This
 * module is a lazy chunk loaded when the checkout dialog opens, and `loadStripe` from `pure` adds
 * Stripe.js to the page only when it is first called, so no other page loads it.
 */
let stripe: Promise<Stripe | null> | null = null;
const getStripe = () => (stripe ??= loadStripe(paymentSettings().publishableKey));

const CardInput = ({ ref, onCompleteChange, disabled }: CardFormProps) => {
  const stripeApi = useStripe();
  const elements = useElements();

  useImperativeHandle(
    ref,
    () => ({
      confirm: async (clientSecret, billing) => {
        const card = elements?.getElement(CardElement);
        if (!stripeApi || !card) return { status: 'failed', message: null };
        // The subscription's payment is charged as it was set up: confirmed only when it is a card
        // payment in the configured currency (what the amounts are shown in), and never twice.
        const read = await stripeApi.retrievePaymentIntent(clientSecret);
        if (read.error || !read.paymentIntent) return { status: 'failed', message: read.error?.message ?? null };
        const intent = read.paymentIntent;
        if (intent.status === 'succeeded') return { status: 'succeeded', paymentId: intent.id };
        if (
          intent.currency !== PAYMENT.currency ||
          !PAYMENT.methods.every(method => intent.payment_method_types.includes(method))
        ) {
          return { status: 'failed', message: 'app.signup.card.mismatch' };
        }
        const { error, paymentIntent } = await stripeApi.confirmCardPayment(clientSecret, {
          payment_method: {
            card,
            billing_details: {
              name: billing.name,
              email: billing.email,
              phone: billing.phone,
              address: { line1: billing.address || undefined, country: PAYMENT.country },
            },
          },
        });
        if (error || !paymentIntent || paymentIntent.status !== 'succeeded') {
          return { status: 'failed', message: error?.message ?? null };
        }
        return { status: 'succeeded', paymentId: paymentIntent.id };
      },
    }),
    [stripeApi, elements],
  );

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <CardElement
        options={{ hidePostalCode: true, disabled }}
        onChange={event => onCompleteChange(event.complete && !event.error)}
      />
    </Box>
  );
};

export const StripeCardForm = (props: CardFormProps) => {
  const translate = useTranslate();
  if (!paymentSettings().publishableKey)
    return <Alert severity="error">{translate('app.signup.card.not_configured')}</Alert>;
  return (
    <Elements stripe={getStripe()} options={{ locale: 'en' }}>
      <CardInput {...props} />
    </Elements>
  );
};
