import type { AttentionApplication, AttentionRun } from '../../providers';
import {
  ACTIVE_RUN_STATUSES,
  CAUSES,
  needsAttention,
  triage,
  type BankState,
  type Cause,
  type Triage,
} from '../../lib/triage';

/**
 * Needs attention's rows (docs/product.md#needs-attention): each run that needs attention with its
 * cause (lib/triage), its bank's state and, when found, its application. Pure.
 */

/** A bank as the screen reads it: from the banks list (`is_offline`), for staff also its module's health. */
export interface BankStateOf {
  (bankName: string | null | undefined): BankState | null;
}

export interface AttentionRow {
  uuid: string;
  status: string;
  code: string | null;
  message: string | null;
  bank: string | null;
  bankState: BankState | null;
  vendorLabel: string | null;
  vendorSpecificId: string | null;
  timestamp: string | null;
  /** Seconds the run took or has been going, when known. */
  seconds: number | null;
  triage: Triage;
  /** The run's application, when the applications of the window name it. */
  application: AttentionApplication | null;
}

export interface AttentionGroup {
  cause: Cause;
  rows: AttentionRow[];
}

/** How long the run took; for a run still going, the longer of its `elapsed` and the time since it started. */
const secondsOf = (run: AttentionRun, now: number): number | null => {
  const elapsed =
    typeof run.elapsed === 'number' && Number.isFinite(run.elapsed) && run.elapsed > 0 ? run.elapsed : null;
  const started = run.timestamp ? Date.parse(run.timestamp) : NaN;
  const age = Number.isNaN(started) ? null : Math.max(0, Math.round((now - started) / 1000));
  if (!(ACTIVE_RUN_STATUSES as readonly string[]).includes(String(run.status).toUpperCase())) return elapsed ?? null;
  return elapsed === null ? age : Math.max(elapsed, age ?? 0);
};

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/**
 * Which application a run belongs to: the one whose profile names the run's crawler (its current
 * run), else the newest with the run's label and vendor-specific id (an earlier attempt).
 */
export const applicationFinder = (applications: readonly AttentionApplication[]) => {
  const byCrawler = new Map<string, AttentionApplication>();
  const byReference = new Map<string, AttentionApplication>();
  const newestFirst = [...applications].sort(
    (a, b) => (Date.parse(b.timestamp ?? '') || 0) - (Date.parse(a.timestamp ?? '') || 0),
  );
  for (const application of newestFirst) {
    for (const profile of application.profiles ?? []) {
      const uuid = profile?.crawler?.uuid;
      if (uuid && !byCrawler.has(uuid)) byCrawler.set(uuid, application);
    }
    const key = `${application.vendor_label ?? ''}\u0000${application.vendor_specific_id ?? ''}`;
    if (application.vendor_specific_id && !byReference.has(key)) byReference.set(key, application);
  }
  return (run: Pick<AttentionRun, 'uuid' | 'vendor_label' | 'vendor_specific_id'>): AttentionApplication | null =>
    byCrawler.get(run.uuid) ??
    (run.vendor_specific_id
      ? byReference.get(`${run.vendor_label ?? ''}\u0000${run.vendor_specific_id}`)
      : undefined) ??
    null;
};

export const attentionRows = (
  runs: readonly AttentionRun[],
  applications: readonly AttentionApplication[],
  bankStateOf: BankStateOf,
  now: number,
): AttentionRow[] => {
  const findApplication = applicationFinder(applications);
  return runs.flatMap(run => {
    const seconds = secondsOf(run, now);
    if (!needsAttention({ status: run.status, seconds })) return [];
    const code = text(run.error?.code);
    const bankState = bankStateOf(run.bank);
    return [
      {
        uuid: run.uuid,
        status: String(run.status).toUpperCase(),
        code,
        message: text(run.error?.message),
        bank: text(run.bank),
        bankState,
        vendorLabel: text(run.vendor_label),
        vendorSpecificId: text(run.vendor_specific_id),
        timestamp: run.timestamp,
        seconds,
        triage: triage({ status: run.status, code, seconds, bankState }),
        application: findApplication(run),
      },
    ];
  });
};

/** The rows by cause, in CAUSES order; a cause without rows is left out. */
export const groupByCause = (rows: readonly AttentionRow[]): AttentionGroup[] =>
  CAUSES.map(cause => ({ cause, rows: rows.filter(row => row.triage.cause === cause) })).filter(
    group => group.rows.length > 0,
  );

/** The rows by bank name (the bank group's sub-groups), in first-seen order. */
export const groupByBank = (rows: readonly AttentionRow[]): { bank: string | null; rows: AttentionRow[] }[] => {
  const banks = new Map<string | null, AttentionRow[]>();
  for (const row of rows) banks.set(row.bank, [...(banks.get(row.bank) ?? []), row]);
  return [...banks].map(([bank, each]) => ({ bank, rows: each }));
};
