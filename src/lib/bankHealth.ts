/**
 * A bank's health, read from its bank module (GET bank/) and its crawl ratios (GET bank/ratios/),
 * by the bank's own thresholds (docs/product.md#bank-health). Pure, table-tested; the Bank health
 * screen, the bank-module dialog's "State after saving" preview and the other triage screens read it.
 *
 * The rules, in order:
 * - **offline**: the module says `is_offline`. That flag is the truth of being offline: the backend
 *   sets it (when the died share reaches `died_offline_threshold`, or staff switch the bank off)
 *   and clears it (staff switch the bank back on), and only an online bank is crawled.
 * - **warning**: online, and a share of the bank's crawls reaches one of its thresholds:
 *   `failed_warn_threshold` against the failed share, `died_warn_threshold` against the died share,
 *   `died_offline_threshold` against the died share (the bank is at the share at which it is taken
 *   offline). Timed-out crawls are compared to no threshold.
 * - **online**: otherwise.
 *
 * "Reaches" is `share >= threshold`. A share is 0..1 of the bank's crawls and a threshold 0.1..2,
 * so a threshold above 1 (100 %) is never reached. A threshold that is missing or not a number
 * (a decimal string such as "0.50" is read) is left out; without ratios (no row, or no crawls)
 * no share rule applies and `ratiosKnown` is false.
 */
import { thresholdOf } from './threshold';

export type BankState = 'online' | 'warning' | 'offline';

/** Why a bank is in its state: `offline` (the module's flag), or a share that reached a threshold. */
export type BankReasonCode = 'offline' | 'failed_warn' | 'died_warn' | 'died_offline';

export interface BankReason {
  code: BankReasonCode;
  /** The share compared (0..1); absent for `offline`. */
  share?: number;
  /** The bank's threshold it reached (a fraction); absent for `offline`. */
  threshold?: number;
}

export interface BankHealth {
  state: BankState;
  /**
   * Since when the bank has been in this state, an ISO timestamp as the API sent it, or null when
   * the timestamps do not say: offline since `died_timestamp` (unless `back_onlined_timestamp` is
   * later: the bank was switched off by hand after it came back, time unknown); warning since the
   * earliest warning timestamp of the reasons met (`failed_warning_timestamp`,
   * `died_warning_timestamp`) that is not before `back_onlined_timestamp`; online since
   * `back_onlined_timestamp`.
   */
  since: string | null;
  /** Offline first, then share reasons worst first (died_offline, died_warn, failed_warn). */
  reasons: BankReason[];
  /** Whether the bank had ratios to compare (a row with crawls). */
  ratiosKnown: boolean;
}

/** What the reader needs of a bank module (GET bank/): thresholds as numbers or decimal strings. */
export interface BankModuleHealthInput {
  is_offline?: boolean | null;
  failed_warn_threshold?: number | string | null;
  died_warn_threshold?: number | string | null;
  died_offline_threshold?: number | string | null;
  back_onlined_timestamp?: string | null;
  died_timestamp?: string | null;
  died_warning_timestamp?: string | null;
  failed_warning_timestamp?: string | null;
}

/** What the reader needs of a bank's ratios (src/providers BankRatio). */
export interface BankRatioHealthInput {
  total: number | null;
  ratios: { died: number; failed: number };
}

/** Worst first: the order screens sort by. */
export const BANK_STATE_RANK: Record<BankState, number> = { offline: 0, warning: 1, online: 2 };

const EPSILON = 1e-9;

const reaches = (share: number, threshold: number | undefined): threshold is number =>
  threshold !== undefined && Number.isFinite(share) && share + EPSILON >= threshold;

const time = (timestamp: string | null | undefined): number | null => {
  if (!timestamp) return null;
  const value = Date.parse(timestamp);
  return Number.isNaN(value) ? null : value;
};

/** The bank's state by its module and ratios (see the file comment for the rules). */
export const bankHealth = (
  module: BankModuleHealthInput,
  ratio: BankRatioHealthInput | null | undefined,
): BankHealth => {
  const ratiosKnown = !!ratio && (ratio.total === null || ratio.total > 0);
  const shareReasons: BankReason[] = [];
  if (ratio && ratiosKnown) {
    const died = ratio.ratios.died;
    const failed = ratio.ratios.failed;
    const diedOffline = thresholdOf(module.died_offline_threshold);
    const diedWarn = thresholdOf(module.died_warn_threshold);
    const failedWarn = thresholdOf(module.failed_warn_threshold);
    if (reaches(died, diedOffline)) shareReasons.push({ code: 'died_offline', share: died, threshold: diedOffline });
    if (reaches(died, diedWarn)) shareReasons.push({ code: 'died_warn', share: died, threshold: diedWarn });
    if (reaches(failed, failedWarn)) shareReasons.push({ code: 'failed_warn', share: failed, threshold: failedWarn });
  }
  const backOnline = time(module.back_onlined_timestamp);

  if (module.is_offline === true) {
    const died = time(module.died_timestamp);
    const since = died !== null && (backOnline === null || died >= backOnline) ? module.died_timestamp! : null;
    return { state: 'offline', since, reasons: [{ code: 'offline' }, ...shareReasons], ratiosKnown };
  }
  if (shareReasons.length > 0) {
    const stamps = new Set<string | null | undefined>();
    for (const reason of shareReasons) {
      stamps.add(reason.code === 'failed_warn' ? module.failed_warning_timestamp : module.died_warning_timestamp);
    }
    let since: string | null = null;
    let earliest = Number.POSITIVE_INFINITY;
    for (const stamp of stamps) {
      const value = time(stamp);
      if (value === null || (backOnline !== null && value < backOnline)) continue;
      if (value < earliest) {
        earliest = value;
        since = stamp!;
      }
    }
    return { state: 'warning', since, reasons: shareReasons, ratiosKnown };
  }
  return {
    state: 'online',
    since: backOnline !== null ? module.back_onlined_timestamp! : null,
    reasons: [],
    ratiosKnown,
  };
};

/**
 * A bank of GET banks (what a vendor can read): online or offline by `is_offline` only; the
 * thresholds and ratios are staff's. A bank without the flag is online.
 */
export const vendorBankState = (bank: { is_offline?: boolean | null }): Exclude<BankState, 'warning'> =>
  bank.is_offline === true ? 'offline' : 'online';
