import type { WebhookLogEntry } from '../../providers';

/**
 * Pure rules of the Applications table (docs/product.md#applications), kept apart from the components
 * so they are table-tested.
 */

export type { WebhookLogEntry };

const time = (value: string | number | null | undefined): number => {
  const parsed = typeof value === 'number' ? value : value ? Date.parse(value) : NaN;
  return Number.isFinite(parsed) ? parsed : -Infinity;
};

/**
 * The Latest Webhook column: the most recent entry (by timestamp) whose event contains "_ready",
 * or undefined. On equal timestamps the later entry in the log wins, as it was logged last.
 */
export const latestReadyWebhook = (log: readonly WebhookLogEntry[] | null | undefined): WebhookLogEntry | undefined => {
  let latest: WebhookLogEntry | undefined;
  for (const entry of log ?? []) {
    if (typeof entry?.event !== 'string' || !entry.event.includes('_ready')) continue;
    if (!latest || time(entry.timestamp) >= time(latest.timestamp)) latest = entry;
  }
  return latest;
};

/** A job's state in `options` (docs/product.md#applications, Options). */
export type OptionState = 'completed' | 'pending' | 'not_requested' | 'died';

export interface OptionItem {
  key: string;
  /** The state of a job option (balances, transactions, ...). */
  state?: Exclude<OptionState, 'not_requested'>;
  /** A numeric option such as days_to_retrieve. */
  value?: number;
}

const OPTION_STATES = new Set(['completed', 'pending', 'died']);
// Always 90 in practice and shown in the application view: noise in a one-line summary.
const SUMMARY_SKIPS = new Set(['days_to_display']);

/**
 * The Options column: what was asked for, in the API's order. A `true` flag gives its name, a job
 * gives its name and state, a positive number its value; false, "not_requested", zero, empty
 * and nested values are left out.
 */
export const summariseOptions = (options: Record<string, unknown> | null | undefined): OptionItem[] => {
  const items: OptionItem[] = [];
  for (const [key, value] of Object.entries(options ?? {})) {
    if (SUMMARY_SKIPS.has(key)) continue;
    if (value === true) items.push({ key });
    else if (typeof value === 'string' && OPTION_STATES.has(value))
      items.push({ key, state: value as OptionItem['state'] });
    else if (typeof value === 'number' && value > 0) items.push({ key, value });
  }
  return items;
};

/** Start Time as "YYYY-MM-DD HH:mm:ss" in the browser's time zone (shared with the other lists). */
export { formatTimestamp } from '../../lib/datetime';

export interface PcaSource {
  profile_count?: number | null;
  crawler_count?: number | null;
  account_count?: number | null;
  profiles?: readonly ({ accounts?: readonly unknown[] | null } | null | undefined)[] | null;
}

/**
 * The P C A column: profile count / crawler count / account count. api/v1 sends no account
 * count (docs/api.md#applications): it is the number of the profiles' accounts.
 */
export const pcaSummary = (row: PcaSource) => {
  const accounts =
    row.account_count ?? (row.profiles ?? []).reduce((sum, profile) => sum + (profile?.accounts?.length ?? 0), 0);
  return [row.profile_count ?? 0, row.crawler_count ?? 0, accounts].join(' / ');
};
