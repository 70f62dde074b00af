import type { SubscriptionRequest, SubscriptionSetup } from '../../providers/methods/signup';
import { isPackage, type PackageName } from './packages';

export interface SubscriptionApi {
  setupSubscription: (request: SubscriptionRequest) => Promise<SubscriptionSetup>;
  cancelSubscription: (id: string) => Promise<void>;
}

/** What a payment was made for: the package and the code as typed (an aggregator code included). */
export interface PaidFor {
  package: PackageName;
  promo_code: string;
}

/**
 * docs/screens/signup.md#payment: at most one live subscription a signup. Opening the checkout
 * again with the same details reuses the subscription set up before (a declined card is retried on
 * the same payment); with other details (another package, code, e-mail, name or phone) the unpaid
 * one is cancelled first. Two requests for the same details at once share one call (a double click).
 * Once paid, the payment is kept for every later signup attempt and no subscription is set up again.
 *
 * It outlives a reload (sessionStorage, this tab only): the subscription's id, and once paid the
 * payment's id, what it was paid for and its amounts. Never the client secret, the card or anything
 * typed about the person. A reloaded page reuses the payment; an unpaid subscription of the last
 * page cannot be paid without its client secret, so it is cancelled before another is set up.
 */
export interface SubscriptionKeeper {
  ensure: (request: SubscriptionRequest, api: SubscriptionApi) => Promise<SubscriptionSetup>;
  /** The subscription's payment went through: its id is sent with every signup attempt from now on. */
  paid: (paymentId: string, paidFor: PaidFor) => void;
  /** The account exists: nothing is left to reuse. */
  signedUp: () => void;
  readonly paymentId: string | null;
  /** The package and code of the payment, which the form keeps from then on. */
  readonly paidFor: PaidFor | null;
  readonly current: SubscriptionSetup | null;
}

const STORAGE_KEY = 'signup.subscription';

/** What sessionStorage holds: ids, and once paid what for and the amounts shown. */
interface Kept {
  subscriptionId: string;
  paymentId: string | null;
  paidFor: PaidFor | null;
  amounts: Pick<SubscriptionSetup, 'order_amount' | 'order_gst' | 'order_amount_before_gst'> | null;
}

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const read = (): Kept | null => {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null');
    if (!isRecord(value) || typeof value.subscriptionId !== 'string' || !value.subscriptionId) return null;
    const paymentId = typeof value.paymentId === 'string' && value.paymentId ? value.paymentId : null;
    const paidFor =
      isRecord(value.paidFor) && isPackage(value.paidFor.package) && typeof value.paidFor.promo_code === 'string'
        ? { package: value.paidFor.package, promo_code: value.paidFor.promo_code }
        : null;
    const amounts = isRecord(value.amounts)
      ? {
          order_amount: Number(value.amounts.order_amount) || 0,
          order_gst: Number(value.amounts.order_gst) || 0,
          order_amount_before_gst: Number(value.amounts.order_amount_before_gst) || 0,
        }
      : null;
    return {
      subscriptionId: value.subscriptionId,
      paymentId: paymentId && paidFor ? paymentId : null,
      paidFor: paymentId ? paidFor : null,
      amounts,
    };
  } catch {
    return null;
  }
};

const write = (kept: Kept | null) => {
  try {
    if (kept) storage()?.setItem(STORAGE_KEY, JSON.stringify(kept));
    else storage()?.removeItem(STORAGE_KEY);
  } catch {
    // A full or refused storage keeps the subscription for this page only, as before.
  }
};

export const createSubscriptionKeeper = (): SubscriptionKeeper => {
  const kept = read();
  let current: { key: string; setup: SubscriptionSetup } | null = null;
  let pending: { key: string; promise: Promise<SubscriptionSetup> } | null = null;
  let paymentId: string | null = null;
  let paidFor: PaidFor | null = null;
  /** An unpaid subscription of the last page: cancelled before another is set up. */
  let left: string | null = null;
  if (kept?.paymentId && kept.paidFor) {
    paymentId = kept.paymentId;
    paidFor = kept.paidFor;
    // Paid: no client secret is needed any more (nothing is confirmed again).
    const amounts = kept.amounts ?? { order_amount: 0, order_gst: 0, order_amount_before_gst: 0 };
    current = { key: '', setup: { subscriptionId: kept.subscriptionId, clientSecret: '', ...amounts } };
  } else if (kept) {
    left = kept.subscriptionId;
  }

  const ensure = async (request: SubscriptionRequest, api: SubscriptionApi): Promise<SubscriptionSetup> => {
    if (paymentId && current) return current.setup;
    const key = JSON.stringify(request);
    if (pending?.key === key) return pending.promise;
    if (pending) await pending.promise.catch(() => undefined);
    if (current?.key === key) return current.setup;
    const promise = (async () => {
      const open = current?.setup.subscriptionId ?? left;
      if (open) {
        // A failed cancel stops here: setting up another one would leave two alive.
        await api.cancelSubscription(open);
        current = null;
        left = null;
        write(null);
      }
      const setup = await api.setupSubscription(request);
      current = { key, setup };
      write({ subscriptionId: setup.subscriptionId, paymentId: null, paidFor: null, amounts: null });
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
    paid: (id, what) => {
      paymentId = id;
      paidFor = what;
      const setup = current?.setup;
      if (setup) {
        const { order_amount, order_gst, order_amount_before_gst } = setup;
        write({
          subscriptionId: setup.subscriptionId,
          paymentId: id,
          paidFor: what,
          amounts: { order_amount, order_gst, order_amount_before_gst },
        });
      }
    },
    signedUp: () => write(null),
    get paymentId() {
      return paymentId;
    },
    get paidFor() {
      return paidFor;
    },
    get current() {
      return current?.setup ?? null;
    },
  };
};
