import type { SubscriptionRequest, SubscriptionSetup } from '../../providers/methods/signup';

export interface SubscriptionApi {
  setupSubscription: (request: SubscriptionRequest) => Promise<SubscriptionSetup>;
  cancelSubscription: (id: string) => Promise<void>;
}

/**
 * docs/screens/signup.md#payment: at most one live subscription a signup. Opening the checkout
 * again with the same details reuses the subscription set up before (a declined card is retried on
 * the same payment); with other details (another package, code, e-mail, name or phone) the unpaid
 * one is cancelled first. Two requests for the same details at once share one call (a double click).
 * Once paid, the payment is kept for every later signup attempt and no subscription is set up again.
 */
export interface SubscriptionKeeper {
  ensure: (request: SubscriptionRequest, api: SubscriptionApi) => Promise<SubscriptionSetup>;
  /** The subscription's payment went through: its id is sent with every signup attempt from now on. */
  paid: (paymentId: string) => void;
  readonly paymentId: string | null;
  readonly current: SubscriptionSetup | null;
}

export const createSubscriptionKeeper = (): SubscriptionKeeper => {
  let current: { key: string; setup: SubscriptionSetup } | null = null;
  let pending: { key: string; promise: Promise<SubscriptionSetup> } | null = null;
  let paymentId: string | null = null;

  const ensure = async (request: SubscriptionRequest, api: SubscriptionApi): Promise<SubscriptionSetup> => {
    if (paymentId && current) return current.setup;
    const key = JSON.stringify(request);
    if (pending?.key === key) return pending.promise;
    if (pending) await pending.promise.catch(() => undefined);
    if (current?.key === key) return current.setup;
    const promise = (async () => {
      if (current) {
        // A failed cancel stops here: setting up another one would leave two alive.
        await api.cancelSubscription(current.setup.subscriptionId);
        current = null;
      }
      const setup = await api.setupSubscription(request);
      current = { key, setup };
      return setup;
    })();
    pending = { key, promise };
    try {
      return await promise;
    } finally {
      if (pending?.promise === promise) pending = null;
    }
  };

  return {
    ensure,
    paid: id => {
      paymentId = id;
    },
    get paymentId() {
      return paymentId;
    },
    get current() {
      return current?.setup ?? null;
    },
  };
};
