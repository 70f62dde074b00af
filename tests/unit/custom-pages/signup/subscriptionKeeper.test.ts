import { describe, expect, it, vi } from 'vitest';
import { createSubscriptionKeeper } from '../../../../src/custom-pages/signup/subscriptionKeeper';
import type { SubscriptionRequest } from '../../../../src/providers/methods/signup';

const request: SubscriptionRequest = { email: 'a@b.test', name: 'A B', phone: '0412345678', price_id: 'price_test_premium', promo_code: '' };

const fakeApi = () => {
  let next = 0;
  return {
    setupSubscription: vi.fn(async () => {
      next += 1;
      return { subscriptionId: `sub_${next}`, clientSecret: `pi_${next}_secret_x`, order_amount: 1, order_gst: 0.1, order_amount_before_gst: 0.9 };
    }),
    cancelSubscription: vi.fn(async () => undefined),
  };
};

describe('the subscription keeper', () => {
  it('reuses the subscription for the same details', async () => {
    const api = fakeApi();
    const keeper = createSubscriptionKeeper();
    const first = await keeper.ensure(request, api);
    const second = await keeper.ensure({ ...request }, api);
    expect(second).toBe(first);
    expect(api.setupSubscription).toHaveBeenCalledTimes(1);
  });

  it('shares one call between two requests at once (a double click)', async () => {
    const api = fakeApi();
    const keeper = createSubscriptionKeeper();
    const [first, second] = await Promise.all([keeper.ensure(request, api), keeper.ensure(request, api)]);
    expect(second).toBe(first);
    expect(api.setupSubscription).toHaveBeenCalledTimes(1);
  });

  it('cancels the unpaid subscription before setting up another for other details', async () => {
    const api = fakeApi();
    const keeper = createSubscriptionKeeper();
    await keeper.ensure(request, api);
    const other = await keeper.ensure({ ...request, price_id: 'price_test_platinum' }, api);
    expect(api.cancelSubscription).toHaveBeenCalledWith('sub_1');
    expect(other.subscriptionId).toBe('sub_2');
  });

  it('sets up no second subscription when the cancel fails', async () => {
    const api = fakeApi();
    api.cancelSubscription.mockRejectedValueOnce(new Error('down'));
    const keeper = createSubscriptionKeeper();
    await keeper.ensure(request, api);
    await expect(keeper.ensure({ ...request, promo_code: 'DEMO10' }, api)).rejects.toThrow('down');
    expect(api.setupSubscription).toHaveBeenCalledTimes(1);
    // The retry cancels, then sets up.
    await keeper.ensure({ ...request, promo_code: 'DEMO10' }, api);
    expect(api.cancelSubscription).toHaveBeenCalledTimes(2);
    expect(api.setupSubscription).toHaveBeenCalledTimes(2);
  });

  it('keeps a paid subscription whatever changes', async () => {
    const api = fakeApi();
    const keeper = createSubscriptionKeeper();
    const first = await keeper.ensure(request, api);
    keeper.paid('pi_1');
    expect(await keeper.ensure({ ...request, email: 'other@b.test' }, api)).toBe(first);
    expect(keeper.paymentId).toBe('pi_1');
    expect(api.cancelSubscription).not.toHaveBeenCalled();
    expect(api.setupSubscription).toHaveBeenCalledTimes(1);
  });
});
