/**
 * Pure rules for the actions on an application (docs/product.md#applications, decision 2).
 * Shared by the Applications table and the application view; keep the signatures stable.
 */

/** The fields the rules read; any application row (list or detail) satisfies it. */
export interface ReanalyseSubject {
  analysed?: boolean | null;
  finalised?: boolean | null;
  webhook_log?: readonly { timestamp?: string | number | null }[] | null;
  profiles?: readonly { crawler?: { status?: string | null } | null }[] | null;
}

/** How old the latest webhook log entry must be before an unanalysed application is reanalysed. */
export const REANALYSE_WAIT_MS = 15 * 60 * 1000;

const epoch = (value: string | number | null | undefined): number => {
  const parsed = typeof value === 'number' ? value : value ? Date.parse(value) : NaN;
  return Number.isFinite(parsed) ? parsed : NaN;
};

/**
 * Whether the Reanalyse action is enabled. Always when the application is analysed. Otherwise
 * (docs/product.md, decision 2) it needs a webhook log, every profile's crawler COMPLETED, and the most recent
 * webhook log entry by timestamp at least 15 minutes before `now`. An application without
 * profiles (or whose profiles were not sent) has no completed crawler, so it stays disabled; log
 * entries with an unreadable timestamp are ignored.
 */
export const canReanalyse = (application: ReanalyseSubject | null | undefined, now: number | Date): boolean => {
  if (!application) return false;
  if (application.analysed) return true;
  const profiles = application.profiles ?? [];
  if (!profiles.length || !profiles.every(profile => profile?.crawler?.status === 'COMPLETED')) return false;
  const times = (application.webhook_log ?? []).map(entry => epoch(entry?.timestamp)).filter(Number.isFinite);
  if (!times.length) return false;
  const current = typeof now === 'number' ? now : now.getTime();
  return current - Math.max(...times) >= REANALYSE_WAIT_MS;
};

/** What Finalise reads: its state, and the two values its call is named by (decision 17). */
export interface FinaliseSubject {
  finalised?: boolean | null;
  vendor_label?: string | null;
  vendor_specific_id?: string | null;
}

/**
 * Finalise is allowed only while the application is not finalised
 * (docs/product.md#application-view), and only for an application its call can name: one with a
 * vendor label and a vendor-specific id.
 */
export const canFinalise = (application: FinaliseSubject | null | undefined): boolean =>
  !!application && !application.finalised && !!application.vendor_label && !!application.vendor_specific_id;

/**
 * Reanalyse several (decision 19): of the selected ids, those whose row passes the reanalyse rule,
 * in the order selected, and how many are skipped. A selected id without its row is skipped: its
 * state is unknown.
 */
export const splitForReanalysis = <Id extends string | number>(
  selected: readonly Id[],
  rows: readonly (ReanalyseSubject & { id: Id })[],
  now: number | Date,
): { send: Id[]; skipped: number } => {
  const byId = new Map(rows.map(row => [row.id, row]));
  const send = selected.filter(id => canReanalyse(byId.get(id), now));
  return { send, skipped: selected.length - send.length };
};
