import { FIRST_ASKS } from '../firstAsks';
import { allPages, inWindow, keepCut, type Http, type Rows } from './pages';

/** A bank module as GET bank/ answers it (docs/api.md#bank-modules). */
export interface BankModule {
  id: number;
  name: string;
  country_code: string | null;
  /**
   * Whether the bank's crawler module is switched on (a boolean, what the demo answers) or the
   * module's name (a string): the specification leaves it open, and the screen reads both.
   */
  module: boolean | string | null;
  cache_seed: boolean;
  is_offline: boolean;
  totals: number;
  completeds: number;
  dieds: number;
  faileds: number;
  has_balances: boolean;
  has_transactions: boolean;
  has_estatements: boolean;
  has_interimstatements: boolean;
  has_detailedaccounts: boolean;
  failed_warn_threshold: number;
  died_warn_threshold: number;
  died_offline_threshold: number;
  back_onlined_timestamp: string | null;
  died_timestamp: string | null;
  died_warning_timestamp: string | null;
  failed_warning_timestamp: string | null;
}

import { RATIO_OUTCOMES, type RatioOutcome } from './ratioOutcomes';

export { RATIO_OUTCOMES, type RatioOutcome };

/** One bank's crawl outcomes from GET bank/ratios/: counts when the answer has them, and ratios (0..1). */
export interface BankRatio {
  id: number;
  total: number | null;
  counts: Record<RatioOutcome, number | null>;
  ratios: Record<RatioOutcome, number>;
}

export interface BankModuleMethods {
  /** GET bank/ratios/, every page. */
  /** Every page (at most MAX_PAGES: the rows then carry `cut`), or, given `from` (a cut's `next`), the rest from there. */
  bankRatios: (options?: { signal?: AbortSignal; from?: string }) => Promise<Rows<BankRatio>>;
  /**
   * GET crawlers/ of one bank (`bank_id`) with the failed statuses (BANK_FAILED_STATUSES) since
   * `since` (an ISO timestamp, sent as `timestamp`), newest first: every page up to MAX_PAGES (the
   * rows then carry `cut`), or, given `from` (a cut's `next`), the rest from there. Rows before
   * `since` are dropped: a server may read `timestamp` otherwise.
   */
  bankFailedRuns: (
    bankId: number,
    since: string,
    options?: { signal?: AbortSignal; from?: string },
  ) => Promise<Rows<BankFailedRun>>;
}

/** The statuses of a run that failed on the bank's side (EXITED is the customer leaving: not here). */
export const BANK_FAILED_STATUSES = ['FAILED', 'DIED', 'TIMEDOUT'] as const;

/** A crawler row of GET crawlers/ (docs/api.md#crawlers), the fields Bank health reads. */
export interface BankFailedRun {
  uuid: string;
  status: string;
  timestamp: string | null;
  error?: { code?: string | null; message?: string | null } | null;
  bank?: string | null;
  vendor_label?: string | null;
  vendor_specific_id?: string | null;
}

const numberOf = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};

/**
 * A row of GET bank/ratios/ (its shape is not in the specification; docs/api.md#bank-modules gives
 * the one chosen: `id`, `total` and per outcome its count and `<outcome>_ratio`). A row that has
 * only counts gets its ratios from them; one without a bank id is dropped.
 */
export const toBankRatio = (row: unknown): BankRatio | null => {
  if (!row || typeof row !== 'object') return null;
  const source = row as Record<string, unknown>;
  const id = numberOf(source.id ?? source.bank_id);
  if (id === null) return null;
  const total = numberOf(source.total ?? source.totals);
  const counts = {} as Record<RatioOutcome, number | null>;
  const ratios = {} as Record<RatioOutcome, number>;
  for (const outcome of RATIO_OUTCOMES) {
    const count = numberOf(source[outcome] ?? source[`${outcome}s`]);
    counts[outcome] = count;
    ratios[outcome] = numberOf(source[`${outcome}_ratio`]) ?? (count !== null && total ? count / total : 0);
  }
  return { id, total, counts, ratios };
};

export const bankModuleMethods = (http: Http): BankModuleMethods => ({
  bankRatios: async ({ signal, from } = {}) => {
    const rows = from
      ? await allPages<unknown>(http, from, { signal })
      : await allPages<unknown>(http, FIRST_ASKS.bankRatios.path, { query: FIRST_ASKS.bankRatios.query, signal });
    // The cut, if any, goes with the ratios: the Bank Modules page says so (docs/api.md#conventions).
    return keepCut(
      rows,
      rows.map(toBankRatio).filter((ratio): ratio is BankRatio => ratio !== null),
    );
  },
  bankFailedRuns: async (bankId, since, { signal, from } = {}) => {
    const rows = from
      ? await allPages<BankFailedRun>(http, from, { signal })
      : await allPages<BankFailedRun>(http, 'crawlers/', {
          query: {
            bank_id: bankId,
            status: [...BANK_FAILED_STATUSES],
            timestamp: since,
            ordering: '-timestamp',
            page_size: 100,
          },
          signal,
        });
    const keep = inWindow(since);
    return keepCut(
      rows,
      rows.filter(row => !!row && typeof row.uuid === 'string' && keep(row)),
    );
  },
});
