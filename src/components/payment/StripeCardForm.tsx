import { useImperativeHandle } from 'react';
import { Alert, Box } from '@mui/material';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useTranslate } from 'react-admin';
import { config } from '../../config';
import { PAYMENT, type CardFormProps } from './types';

/**
 * The real card form: Stripe's card element (card payments only) in its Elements provider. This
 * module is a lazy chunk loaded when the checkout dialog opens, and `loadStripe` from `pure` adds
 * Stripe.js to the page only when it is first called, so no other page loads it.
 */
let stripe: Promise<Stripe | null> | null = null;
const getStripe = () => (stripe ??= loadStripe(config.payment.publishableKey));

const CardInput = ({ ref, onCompleteChange, disabled }: CardFormProps) => {
  const stripeApi = useStripe();
  const elements = useElements();

  useImperativeHandle(
    ref,
    () => ({
      confirm: async (clientSecret, billing) => {
        const card = elements?.getElement(CardElement);
        if (!stripeApi || !card) return { status: 'failed', message: null };
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
  if (!config.payment.publishableKey) return <Alert severity="error">{translate('app.signup.card.not_configured')}</Alert>;
  return (
    <Elements stripe={getStripe()} options={{ locale: 'en' }}>
      <CardInput {...props} />
    </Elements>
  );
};
