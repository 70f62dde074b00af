import { describe, expect, it } from 'vitest';
import { resolvePayment, TEST_PRICES } from '../../../src/lib/paymentConfig';

const build = {
  keyLive: 'pk_live_build',
  keyTest: 'pk_test_build',
  pricesLive: JSON.stringify({
    essential: 'price_live_e',
    premium: 'price_live_p',
    platinum: 'price_live_pl',
    aggregator: 'price_live_a',
  }),
  pricesTest: JSON.stringify({ premium: 'price_test_build_p' }),
};

describe('the payment settings of the environment', () => {
  it('uses the live key and prices in production', () => {
    expect(resolvePayment('production', undefined, build)).toEqual({
      live: true,
      publishableKey: 'pk_live_build',
      prices: {
        essential: 'price_live_e',
        premium: 'price_live_p',
        platinum: 'price_live_pl',
        aggregator: 'price_live_a',
      },
    });
  });

  it.each(['development', 'staging', 'uat'] as const)('uses the test key and prices in %s', environment => {
    expect(resolvePayment(environment, undefined, build)).toEqual({
      live: false,
      publishableKey: 'pk_test_build',
      prices: { ...TEST_PRICES, premium: 'price_test_build_p' },
    });
  });

  it('never falls back to test prices in production', () => {
    expect(resolvePayment('production', undefined, {}).prices).toEqual({
      essential: '',
      premium: '',
      platinum: '',
      aggregator: '',
    });
  });

  it('lets config.js override the build', () => {
    const settings = resolvePayment(
      'production',
      { stripeKey: ' pk_live_runtime ', stripePrices: { platinum: 'price_rt' } },
      build,
    );
    expect(settings.publishableKey).toBe('pk_live_runtime');
    expect(settings.prices.platinum).toBe('price_rt');
    expect(settings.prices.essential).toBe('price_live_e');
  });

  it('ignores prices that are not JSON', () => {
    expect(resolvePayment('uat', { stripePrices: 'not json' }, { pricesTest: '{' }).prices).toEqual(TEST_PRICES);
  });
});
