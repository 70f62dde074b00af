import { describe, expect, it, vi } from 'vitest';
import { createSubscriptionKeeper } from '../../../../src/custom-pages/signup/subscriptionKeeper';
import type { SubscriptionRequest } from '../../../../src/providers/methods/signup';

const request: SubscriptionRequest = {
  email: 'a@b.test',
  name: 'A B',
  phone: '0412345678',
  price_id: 'price_test_premium',
  promo_code: '',
};

const fakeApi = () => {
  let next = 0;
  return {
    setupSubscription: vi.fn(async () => {
      next += 1;
      return {
        subscriptionId: `sub_${next}`,
        clientSecret: `pi_${next}_secret_x`,
        order_amount: 1,
        order_gst: 0.1,
        order_amount_before_gst: 0.9,
      };
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
    keeper.paid('pi_1', { package: 'premium', promo_code: '' });
    expect(await keeper.ensure({ ...request, email: 'other@b.test' }, api)).toBe(first);
    expect(keeper.paymentId).toBe('pi_1');
    expect(api.cancelSubscription).not.toHaveBeenCalled();
    expect(api.setupSubscription).toHaveBeenCalledTimes(1);
  });
});

/** The keeper after a reload: a new instance reading what the last one kept in sessionStorage. */
describe('the subscription keeper across a reload', () => {
  const premium = { package: 'premium', promo_code: '' } as const;

  it('reuses the paid subscription and sets up none again', async () => {
    const api = fakeApi();
    const before = createSubscriptionKeeper();
    const first = await before.ensure(request, api);
    before.paid('pi_1', premium);

    const after = createSubscriptionKeeper();
    expect(after.paymentId).toBe('pi_1');
    expect(after.paidFor).toEqual(premium);
    const again = await after.ensure({ ...request, email: 'other@b.test', name: 'Other Name' }, api);
    expect(again).toMatchObject({
      subscriptionId: 'sub_1',
      order_amount: first.order_amount,
      order_gst: first.order_gst,
    });
    expect(api.setupSubscription).toHaveBeenCalledTimes(1);
    expect(api.cancelSubscription).not.toHaveBeenCalled();
  });

  it('cancels an unpaid subscription of the last page before setting up another (its client secret is not kept)', async () => {
    const api = fakeApi();
    await createSubscriptionKeeper().ensure(request, api);

    const after = createSubscriptionKeeper();
    expect(after.paymentId).toBeNull();
    const setup = await after.ensure(request, api);
    expect(api.cancelSubscription).toHaveBeenCalledWith('sub_1');
    expect(setup.subscriptionId).toBe('sub_2');
    // The new one is the one kept now: a second reload cancels it, not the first again.
    await createSubscriptionKeeper().ensure(request, api);
    expect(api.cancelSubscription).toHaveBeenLastCalledWith('sub_2');
  });

  it("sets up nothing after a reload when cancelling the last page's subscription fails", async () => {
    const api = fakeApi();
    await createSubscriptionKeeper().ensure(request, api);
    api.cancelSubscription.mockRejectedValueOnce(new Error('down'));
    const after = createSubscriptionKeeper();
    await expect(after.ensure(request, api)).rejects.toThrow('down');
    expect(api.setupSubscription).toHaveBeenCalledTimes(1);
    await after.ensure(request, api);
    expect(api.cancelSubscription).toHaveBeenCalledTimes(2);
    expect(api.setupSubscription).toHaveBeenCalledTimes(2);
  });

  it('forgets the subscription once signed up', async () => {
    const api = fakeApi();
    const before = createSubscriptionKeeper();
    await before.ensure(request, api);
    before.paid('pi_1', premium);
    before.signedUp();
    expect(window.sessionStorage.length).toBe(0);
    const after = createSubscriptionKeeper();
    expect(after.paymentId).toBeNull();
    expect(after.paidFor).toBeNull();
  });

  it('keeps only ids, the package and code, and the amounts: no client secret, nothing of the person', async () => {
    const api = fakeApi();
    const keeper = createSubscriptionKeeper();
    await keeper.ensure(request, api);
    keeper.paid('pi_1', premium);
    const kept = [...Array(window.sessionStorage.length).keys()]
      .map(index => window.sessionStorage.getItem(window.sessionStorage.key(index)!))
      .join('');
    expect(kept).toContain('pi_1');
    expect(kept).toContain('sub_1');
    for (const secret of ['_secret_', request.email, request.name, request.phone]) expect(kept).not.toContain(secret);
  });

  it('ignores a kept value it cannot read', async () => {
    const api = fakeApi();
    await createSubscriptionKeeper().ensure(request, api);
    for (let index = 0; index < window.sessionStorage.length; index++)
      window.sessionStorage.setItem(window.sessionStorage.key(index)!, '{not json');
    const after = createSubscriptionKeeper();
    expect(after.paymentId).toBeNull();
    await after.ensure(request, api);
    expect(api.setupSubscription).toHaveBeenCalledTimes(2);
  });
});
