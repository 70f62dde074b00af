/**
 * Messages of the signup screen, added to the catalogue with the signed-in app (`src/AdminUI.tsx`) (keys under `app.signup`).
 * The specification's own messages (validation, server refusals, payment) are in `../en.ts` under
 * `app.validation` and `app.message`.
 */
export const signup = {
  app: {
    signup: {
      steps: { account: 'Account Details', business: 'Business Details' },
      fields: {
        email: 'Email',
        first_name: 'First name',
        last_name: 'Last name',
        password: 'Password',
        business_name: 'Business name',
        contact_name: 'Contact name',
        contact_phone: 'Contact phone',
        abn: 'ABN',
        billing_address: 'Billing address',
        promo_code: 'Promo code',
        package: 'Package',
      },
      packages: { essential: 'Essential', premium: 'Premium', platinum: 'Platinum', aggregator: 'Aggregator' },
      promo_help: 'A promo code or an aggregator code, if you have one',
      terms: 'I agree to the terms and conditions',
      locked: 'Your payment has been received: the package and code can no longer be changed.',
      next: 'Next',
      back: 'Back',
      subscribe: 'Subscribe',
      have_account: 'Already have an account? Sign in',
      captcha: {
        label: "I'm not a robot",
        simulated: 'Simulated check (demo)',
        expire: 'Let the check expire',
        expired: 'The check has expired: please tick it again.',
        not_configured: 'The captcha is not configured (recaptchaSiteKey).',
      },
      card: {
        simulated: 'Simulated card payment: use a test card such as 4242 4242 4242 4242.',
        number: 'Card number',
        expiry: 'Expiry (MM / YY)',
        cvc: 'CVC',
        not_configured: 'Card payments are not configured (stripeKey).',
        mismatch:
          'This payment is not set up as a card payment in Australian dollars: nothing was charged. Please contact us.',
      },
      checkout: {
        title: 'Checkout',
        package: '%{name} package',
        preparing: 'Preparing your subscription...',
        order: 'Order',
        before_gst: 'Amount before GST',
        gst: 'GST',
        total: 'Total (AUD)',
        loading_card: 'Loading the card form',
        paid: 'Your payment has been received. Complete the signup.',
        pay: 'Pay %{amount}',
        paying: 'Paying...',
        signing_up: 'Signing up...',
        complete: 'Complete signup',
        retry: 'Retry',
      },
    },
  },
  resources: {},
};
