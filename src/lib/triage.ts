import type { BankState } from './bankHealth';
/**
 * Why a crawler run did not complete, who must act and what fixes it (docs/product.md#needs-attention).
 * One pure table, read top to bottom: the first row that matches a run gives its cause. A run no
 * row explains is 'unknown', said as such, never guessed.
 */

/** The four causes, in the order the Needs attention screen shows its groups. */
export const CAUSES = ['customer', 'bank', 'transient', 'unknown'] as const;
export type Cause = (typeof CAUSES)[number];

/** Who must act: the customer (through a new link from the vendor), the bank, nobody but a retry, or staff. */
export type Actor = 'customer' | 'bank' | 'retry' | 'staff';

/**
 * The one action of a group: a new link for the customer, a recrawl once the bank is back, a
 * recrawl now, and for an unknown cause the crawler log (staff) or the details for staff (vendors).
 */
export type TriageAction = 'new_link' | 'recrawl_when_back' | 'recrawl' | 'crawler_log' | 'ask_staff';

/** A bank's state: from the banks list (`is_offline`) and, for staff, its module's thresholds (bankHealth). */
export type { BankState };

/** A run still going is slow past this many seconds (the product's slowness mark). */
export const SLOW_RUN_SECONDS = 600;

/** The window the screen reads: runs of the last 7 days. */
export const TRIAGE_WINDOW_DAYS = 7;

/** Statuses of a run that stopped without completing. */
export const STOPPED_STATUSES = ['FAILED', 'DIED', 'TIMEDOUT', 'EXITED'] as const;
/** Statuses of a run still going. */
export const ACTIVE_RUN_STATUSES = ['QUEUED', 'AUTH', 'PROCESSING', 'RELEASED'] as const;

/** Error codes a crawler sends when the customer must act: credentials, MFA, a locked or closed profile, a cancel. */
export const CUSTOMER_CODES: readonly string[] = [
  'LOGIN_FAILED',
  'INVALID_CREDENTIALS',
  'MFA_TIMEOUT',
  'MFA_REQUIRED',
  'MFA_FAILED',
  'ACCOUNT_LOCKED',
  'ACCOUNT_DISABLED',
  'PASSWORD_EXPIRED',
  'USER_CANCELLED',
];

/** Error codes that say the bank's site is down. */
export const BANK_CODES: readonly string[] = ['BANK_UNAVAILABLE', 'BANK_OFFLINE', 'BANK_MAINTENANCE'];

/** Error codes of a run that died for a reason of ours that a retry clears. */
export const TRANSIENT_CODES: readonly string[] = ['WORKER_LOST', 'WORKER_TIMEOUT', 'CONNECTION_RESET', 'PROXY_ERROR'];

export interface TriageRun {
  /** The crawler's status, any case. */
  status: string | null | undefined;
  /** `error.code`, any case; null or absent when the run sent none. */
  code?: string | null;
  /** Seconds the run has been going (active runs) or took; null when unknown. */
  seconds?: number | null;
  /** The state of the run's bank; null when not known (the bank is then not taken as down). */
  bankState: BankState | null;
}

export interface Triage {
  cause: Cause;
  actor: Actor;
  /** The action for a vendor; `actionFor` gives staff's. */
  action: TriageAction;
  /** The table row that matched, as docs/product.md#needs-attention names it. */
  rule: TriageRule;
}

export type TriageRule =
  | 'customer-code'
  | 'exited'
  | 'bank-code'
  | 'bank-offline'
  | 'bank-warning'
  | 'timedout'
  | 'died-transient'
  | 'active-slow'
  | 'unknown';

const upper = (value: string | null | undefined): string =>
  typeof value === 'string' ? value.trim().toUpperCase() : '';

const isActive = (status: string) => (ACTIVE_RUN_STATUSES as readonly string[]).includes(status);
const isStopped = (status: string) => (STOPPED_STATUSES as readonly string[]).includes(status);

/**
 * Does the run need attention: it stopped without completing, or it has been going for longer than
 * SLOW_RUN_SECONDS. COMPLETED, INITIAL and a run going for less are fine.
 */
export const needsAttention = ({ status, seconds }: Pick<TriageRun, 'status' | 'seconds'>): boolean => {
  const name = upper(status);
  if (isStopped(name)) return true;
  return isActive(name) && typeof seconds === 'number' && seconds > SLOW_RUN_SECONDS;
};

const WHO: Record<Cause, { actor: Actor; action: TriageAction }> = {
  customer: { actor: 'customer', action: 'new_link' },
  bank: { actor: 'bank', action: 'recrawl_when_back' },
  transient: { actor: 'retry', action: 'recrawl' },
  unknown: { actor: 'staff', action: 'ask_staff' },
};

const result = (cause: Cause, rule: TriageRule): Triage => ({ cause, rule, ...WHO[cause] });

/**
 * The table (docs/product.md#needs-attention), first match wins:
 * 1. a customer code, whatever the status -> customer;
 * 2. EXITED (the customer left the bank's login) -> customer;
 * 3. a bank code -> bank;
 * 4. the bank offline -> bank; 5. the bank's module failing above its threshold (staff) -> bank;
 * 6. TIMEDOUT -> transient;
 * 7. DIED without a code or with a transient code -> transient;
 * 8. an active run past SLOW_RUN_SECONDS -> transient;
 * 9. anything else (FAILED without a code, a code not in the table, a status not known) -> unknown.
 * Only runs that `needsAttention` are put to it; 4, 5 and 8 hold for the runs that reach them.
 */
export const triage = (run: TriageRun): Triage => {
  const status = upper(run.status);
  const code = upper(run.code);
  if (code && CUSTOMER_CODES.includes(code)) return result('customer', 'customer-code');
  if (status === 'EXITED') return result('customer', 'exited');
  if (code && BANK_CODES.includes(code)) return result('bank', 'bank-code');
  if (run.bankState === 'offline') return result('bank', 'bank-offline');
  if (run.bankState === 'warning') return result('bank', 'bank-warning');
  if (status === 'TIMEDOUT') return result('transient', 'timedout');
  if (status === 'DIED' && (!code || TRANSIENT_CODES.includes(code))) return result('transient', 'died-transient');
  if (isActive(status) && typeof run.seconds === 'number' && run.seconds > SLOW_RUN_SECONDS)
    return result('transient', 'active-slow');
  return result('unknown', 'unknown');
};

/** The action as the person sees it: for an unknown cause staff open the crawler log, vendors ask staff. */
export const actionFor = (triaged: Pick<Triage, 'action'>, staff: boolean): TriageAction =>
  triaged.action === 'ask_staff' && staff ? 'crawler_log' : triaged.action;
