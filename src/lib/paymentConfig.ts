import { pageEnvironment, runtimeConfig, type Environment } from '../config';

// Signup's card payment and captcha settings (docs/deployment.md#settings). Only signup's checkout
// reads them, so they live here rather than in src/config.ts, which /login's script carries
// (docs/performance.md).

/** The card payment provider's price identifier of each signup package. */
export type PackagePrices = Record<'essential' | 'premium' | 'platinum' | 'aggregator', string>;

/** Test-mode price identifiers used outside production when none are configured (the demo API knows them). */
export const TEST_PRICES: PackagePrices = {
  essential: 'price_test_essential',
  premium: 'price_test_premium',
  platinum: 'price_test_platinum',
  aggregator: 'price_test_aggregator',
};

export interface PaymentSettings {
  /** Live keys and prices in production, test ones everywhere else. */
  live: boolean;
  publishableKey: string;
  prices: PackagePrices;
}

const pricesOf = (value: unknown): Partial<PackagePrices> => {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return {};
    }
  }
  if (!parsed || typeof parsed !== 'object') return {};
  const record = parsed as Record<string, unknown>;
  return Object.fromEntries(
    (['essential', 'premium', 'platinum', 'aggregator'] as const)
      .filter(name => typeof record[name] === 'string' && (record[name] as string).trim())
      .map(name => [name, (record[name] as string).trim()]),
  );
};

/**
 * docs/deployment.md#settings: the card payment provider's publishable key and price identifiers of
 * the environment (docs/product.md#signup): live ones in production, test ones elsewhere. The
 * deploy-time config.js (`stripeKey`, `stripePrices`) wins over the build variables; outside
 * production the test prices default to TEST_PRICES.
 */
export const resolvePayment = (
  environment: Environment,
  runtime: { stripeKey?: string; stripePrices?: Partial<PackagePrices> | string } | undefined,
  build: { keyLive?: string; keyTest?: string; pricesLive?: string; pricesTest?: string },
): PaymentSettings => {
  const live = environment === 'production';
  const base = live ? { essential: '', premium: '', platinum: '', aggregator: '' } : TEST_PRICES;
  return {
    live,
    publishableKey: runtime?.stripeKey?.trim() || (live ? build.keyLive : build.keyTest)?.trim() || '',
    prices: { ...base, ...pricesOf(live ? build.pricesLive : build.pricesTest), ...pricesOf(runtime?.stripePrices) },
  };
};

/** The payment settings of this page's environment, from config.js or the build, read when used. */
export const paymentSettings = (): PaymentSettings =>
  resolvePayment(pageEnvironment(), runtimeConfig(), {
    keyLive: import.meta.env.VITE_STRIPE_KEY_LIVE,
    keyTest: import.meta.env.VITE_STRIPE_KEY_TEST,
    pricesLive: import.meta.env.VITE_STRIPE_PRICES_LIVE,
    pricesTest: import.meta.env.VITE_STRIPE_PRICES_TEST,
  });

/** The signup captcha's site key: config.js `recaptchaSiteKey`, else `VITE_RECAPTCHA_SITE_KEY`. */
export const recaptchaSiteKey = (): string =>
  runtimeConfig()?.recaptchaSiteKey?.trim() || import.meta.env.VITE_RECAPTCHA_SITE_KEY || '';
