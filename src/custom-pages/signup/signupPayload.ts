import type { BrokerSignup, SignupConfirmation, SubscriptionRequest } from '../../providers/methods/signup';
import { aggregatorCodeOf } from './packages';
import type { SignupValues } from './signupSchema';

/**
 * The bodies of the signup calls from the cleaned form values (docs/screens/signup.md#calls). An
 * aggregator code is no promo code: it goes as `aggregator`, and the discount is in the
 * Aggregator package's own price, so `promo_code` is then empty.
 */
const promoOf = (values: SignupValues) => (aggregatorCodeOf(values.promo_code) ? '' : values.promo_code);

export const subscriptionRequest = (values: SignupValues, priceId: string): SubscriptionRequest => ({
  email: values.email,
  name: `${values.first_name} ${values.last_name}`.trim(),
  phone: values.contact_phone,
  price_id: priceId,
  promo_code: promoOf(values),
});

export const brokerSignup = (values: SignupValues, paymentId: string, captcha: string): BrokerSignup => ({
  email: values.email,
  first_name: values.first_name,
  last_name: values.last_name,
  password: values.password,
  business_name: values.business_name,
  contact_name: values.contact_name,
  contact_phone: values.contact_phone,
  promo_code: promoOf(values),
  origin: 'signup',
  payment_id: paymentId,
  aggregator: aggregatorCodeOf(values.promo_code) ?? '',
  recaptcha_response: captcha,
  billing_address: values.billing_address,
  ABN: values.ABN,
});

export const signupConfirmation = (values: SignupValues): SignupConfirmation => ({
  vendor_name: values.business_name,
  customer_email: values.email,
  customer_name: `${values.first_name} ${values.last_name}`.trim(),
});
