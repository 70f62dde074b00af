import type { WebhookLogEntry } from './applicationFormat';

/**
 * One application as `applications/{id}/` and the lookup answer it (docs/api.md#applications), with its
 * profiles, accounts and analyses: what the application view reads.
 */

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

export interface ApplicationDetail {
  id: number;
  timestamp: string;
  analysed: boolean;
  finalised: boolean;
  vendor?: { id?: number; name: string; country_code: string } | null;
  vendor_label?: string | null;
  vendor_specific_id?: string | null;
  full_name?: string | null;
  email?: string | null;
  mobile?: string | null;
  score_id?: string | null;
  options?: Record<string, unknown>;
  webhook_log?: WebhookLogEntry[];
  profile_count?: number;
  crawler_count?: number;
  account_count?: number;
  bank_id?: number | null;
  bank?: string | null;
  status?: string | null;
  initiator?: string | null;
  profiles?: Profile[];
}
