import type { Ref } from 'react';

/**
 * The two adapters of signup (docs/screens/signup.md#payment): a card form that confirms the first
 * payment of a subscription, and a captcha. The real ones (Stripe, Google reCAPTCHA) load the
 * providers' scripts; the simulated ones (demo mode and tests) need no network.
 */

/** Who pays: sent with the card as the provider's billing details (billing country AU). */
export interface BillingDetails {
  name: string;
  email: string;
  phone: string;
  address: string;
}

/** A confirmed payment gives the provider's payment id; a refused one its message, if it gave one. */
export type PaymentResult = { status: 'succeeded'; paymentId: string } | { status: 'failed'; message: string | null };

export interface CardFormHandle {
  /** Confirms the payment whose client secret the subscription setup answered, with the typed card. */
  confirm: (clientSecret: string, billing: BillingDetails) => Promise<PaymentResult>;
}

export interface CardFormProps {
  ref?: Ref<CardFormHandle>;
  /** Whether the card is complete enough to try (the pay button waits for it). */
  onCompleteChange: (complete: boolean) => void;
  disabled?: boolean;
}

export interface CaptchaHandle {
  /** Asks for a new answer (an answer is good for one signup post). */
  reset: () => void;
}

export interface CaptchaProps {
  ref?: Ref<CaptchaHandle>;
  /** The answer to send as `recaptcha_response`, or null when there is none (yet, or any more). */
  onChange: (token: string | null) => void;
  /** The answer is too old to be accepted: a new one is needed. */
  onExpired: () => void;
}

/** Currency, payment method and billing country of every signup payment (docs/product.md#signup). */
export const PAYMENT = { currency: 'aud', methods: ['card'], country: 'AU' } as const;
