import type { Http } from './pages';
import { segment } from './pages';

/** POST stripe/setup-subscription (docs/api.md#signup): who pays, for which price, with which code. */
export interface SubscriptionRequest {
  email: string;
  name: string;
  phone: string;
  price_id: string;
  promo_code: string;
}

/** Its answer: the subscription, the client secret of its first payment, and the amounts (AUD). */
export interface SubscriptionSetup {
  subscriptionId: string;
  clientSecret: string;
  order_amount: number;
  order_gst: number;
  order_amount_before_gst: number;
}

/** POST dashboard/broker-signup/: the signup form plus the payment and the captcha answer. */
export interface BrokerSignup {
  email: string;
  first_name: string;
  last_name: string;
  password: string;
  business_name: string;
  contact_name: string;
  contact_phone: string;
  promo_code: string;
  origin: 'signup';
  payment_id: string;
  aggregator: string;
  recaptcha_response: string;
  billing_address: string;
  ABN: string;
}

/** POST dashboard/email/signup-confirmation. */
export interface SignupConfirmation {
  vendor_name: string;
  customer_email: string;
  customer_name: string;
}

export interface SignupMethods {
  setupSubscription: (request: SubscriptionRequest) => Promise<SubscriptionSetup>;
  cancelSubscription: (id: string) => Promise<void>;
  brokerSignup: (form: BrokerSignup) => Promise<unknown>;
  sendSignupConfirmation: (email: SignupConfirmation) => Promise<unknown>;
}

const amount = (value: unknown): number => (typeof value === 'number' ? value : Number(value ?? 0));

export const signupMethods = (http: Http): SignupMethods => ({
  setupSubscription: async request => {
    const { json } = await http<Partial<SubscriptionSetup> | null>('stripe/setup-subscription', {
      method: 'POST',
      body: request,
    });
    return {
      subscriptionId: String(json?.subscriptionId ?? ''),
      clientSecret: String(json?.clientSecret ?? ''),
      // A DRF DecimalField answers "399.00": the amounts are read as numbers either way.
      order_amount: amount(json?.order_amount),
      order_gst: amount(json?.order_gst),
      order_amount_before_gst: amount(json?.order_amount_before_gst),
    };
  },
  cancelSubscription: async id => {
    await http(`stripe/cancel-subscription/${segment(id)}`, { method: 'POST' });
  },
  brokerSignup: async form => (await http('dashboard/broker-signup/', { method: 'POST', body: form })).json,
  sendSignupConfirmation: async email =>
    (await http('dashboard/email/signup-confirmation', { method: 'POST', body: email })).json,
});
