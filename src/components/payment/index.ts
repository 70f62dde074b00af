import { lazy } from 'react';

/**
 * docs/screens/signup.md#payment: the card form and the captcha behind adapters. Each is a lazy
 * chunk: the card form (and with it Stripe.js) loads only when the checkout dialog renders it.
 * Demo builds and tests get the simulated ones, which need no network; a literal check of the
 * build variable, so a production build keeps only the real ones reachable.
 */
const simulated = import.meta.env.VITE_DEMO === 'true' || import.meta.env.MODE === 'test';

export const CardForm = lazy(() =>
  simulated
    ? import('./SimulatedCardForm').then(module => ({ default: module.SimulatedCardForm }))
    : import('./StripeCardForm').then(module => ({ default: module.StripeCardForm })),
);

export const Captcha = lazy(() =>
  simulated
    ? import('./SimulatedCaptcha').then(module => ({ default: module.SimulatedCaptcha }))
    : import('./RecaptchaBox').then(module => ({ default: module.RecaptchaBox })),
);

export { PAYMENT } from './types';
export type { BillingDetails, CaptchaHandle, CardFormHandle, PaymentResult } from './types';
export { formatAud } from './money';
