import type { WebhookLogEntry } from '../../providers';

/**
 * The records of the applications resource (docs/api.md#applications), declared once: the views,
 * cards, columns and tests of this folder, Incomplete Bundle Applications and the Lookup page
 * read them from here.
 */

/** One row of `applications/`, as far as the table, its columns and cards read it. */
export interface Application {
  id: number;
  timestamp: string;
  analysed: boolean;
  finalised: boolean;
  vendor?: { name: string; country_code: string } | null;
  vendor_specific_id?: string | null;
  full_name?: string | null;
  options?: Record<string, unknown>;
  webhook_log?: WebhookLogEntry[];
  profile_count?: number;
  crawler_count?: number;
  /** Not in api/v1 (docs/api.md#applications): derived when absent. */
  account_count?: number;
  bank_id?: number | null;
  /** Not in api/v1: the name comes from the banks list by `bank_id` when absent. */
  bank?: string | null;
  /** Not in api/v1: derived from the profiles' crawlers when absent (docs/product.md, decision 12). */
  status?: string | null;
  initiator?: string | null;
  profiles?: { crawler?: { status?: string | null } | null; accounts?: unknown[] | null }[];
}

/** An account's analysis, as the application view reads it. */
export interface AccountAnalysis {
  id: number;
  time: string | number;
  elapsed?: number | null;
  completed: boolean;
  html?: boolean | null;
  pdf?: boolean | null;
  csv?: boolean | null;
}

export interface Account {
  id: number;
  nickname?: string | null;
  bsb?: string | null;
  number?: string | null;
  type?: string | null;
  available?: number | null;
  balance?: number | null;
  transaction_count?: number | null;
  analyses?: AccountAnalysis[] | null;
  interim?: boolean | null;
  eStatement?: boolean | null;
}

export interface Profile {
  id: number;
  initiator?: string | null;
  bank_id?: number | null;
  bank?: string | null;
  crawler?: { uuid: string; status: string } | null;
  accounts?: Account[] | null;
}

/**
 * One application as `applications/{id}/` and the lookup answer it, with its profiles, accounts and
 * analyses: what the application view reads.
 */
export interface ApplicationDetail extends Application {
  vendor?: { id?: number; name: string; country_code: string } | null;
  vendor_label?: string | null;
  email?: string | null;
  mobile?: string | null;
  score_id?: string | null;
  profiles?: Profile[];
}
