import type { CrawlerStatus } from '../types/crawler';

/**
 * The rows of the demo store. Times are epoch milliseconds here and ISO strings on the wire; the
 * serializers in `serialize/` turn rows into the api/v1 shapes of the spec.
 */
export { CRAWLER_STATUSES, FINISHED_STATUSES, type CrawlerStatus } from '../types/crawler';

export type OptionState = 'completed' | 'pending' | 'not_requested' | 'died';
export const JOB_OPTIONS = ['balances', 'transactions', 'estatements', 'interims', 'account_owner_info'] as const;
export type JobOption = (typeof JOB_OPTIONS)[number];

export interface VendorRow {
  id: number;
  name: string;
  country_code: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  abn: string;
}

/** Labels are a plain CRUD resource: their rows are declared with their seed. */
export type { LabelRow } from '../resources/labels/demo';

export interface UserRow {
  id: number;
  email: string;
  username: string;
  password: string;
  first_name: string;
  last_name: string;
  date_joined: number;
  last_login: number | null;
  show_pii: boolean;
  is_active: boolean;
  is_staff: boolean;
  is_superuser: boolean;
  vendor_id: number | null;
}

export interface SessionRow {
  key: string;
  user_id: number;
  created: number;
}

export interface TokenRow {
  id: number;
  user_id: number;
  name: string;
  identifier: string;
}

export interface BankRow {
  id: number;
  name: string;
  logo: string;
  logo_base_url: string;
  order: number;
  is_offline: boolean;
  has_balances: boolean;
  has_transactions: boolean;
  has_estatements: boolean;
  has_interimstatements: boolean;
  has_detailedaccounts: boolean;
  country_code: string;
  search_str: string;
  /**
   * A bank made up only for the bank-modules bench (seed/banks.ts, `benchBankModules`): it has a
   * module for GET bank/ but is left out of GET banks, so no other screen sees it.
   */
  benchOnly?: true;
}

/** A bank's crawler module (staff's Bank Modules screen); `id` is the bank's id. */
export interface BankModuleRow {
  id: number;
  /** Whether the bank's crawler module is switched on (the screen's module toggle). */
  module: boolean;
  cache_seed: boolean;
  failed_warn_threshold: number;
  died_warn_threshold: number;
  died_offline_threshold: number;
  back_onlined_timestamp: number | null;
  died_timestamp: number | null;
  died_warning_timestamp: number | null;
  failed_warning_timestamp: number | null;
}

export interface AppOptions {
  select_accounts: boolean;
  analysis: boolean;
  multiple: boolean;
  days_to_retrieve: number;
  days_to_display: number;
  /** Which jobs were asked for; their state is derived from the profiles' crawlers. */
  requested: Record<JobOption, boolean>;
}

export interface WebhookLogEntry {
  event: string;
  success: boolean;
  timestamp: number;
  response_code: number;
}

export interface ApplicationRow {
  id: number;
  timestamp: number;
  vendor_id: number;
  label_id: number;
  vendor_specific_id: string;
  full_name: string;
  email: string;
  mobile: string;
  score_id: string;
  initiator: string;
  options: AppOptions;
  webhook_log: WebhookLogEntry[];
  analysed: boolean;
  finalised: boolean;
}

export interface ProfileRow {
  id: number;
  application_id: number;
  initiator: string;
  bank_id: number;
  crawler_uuid: string;
}

export interface AccountRow {
  id: number;
  profile_id: number;
  application_id: number;
  nickname: string;
  bsb: string;
  number: string;
  type: string;
  available: number;
  balance: number;
  transaction_count: number;
  interim: boolean;
  eStatement: boolean;
}

export interface CrawlerError {
  code: string;
  message: string;
}

export interface CrawlerRow {
  uuid: string;
  status: CrawlerStatus;
  timestamp: number;
  bank_id: number;
  vendor_id: number;
  label_id: number;
  initiator: string;
  vendor_specific_id: string;
  application_id: number | null;
  profile_id: number | null;
  elapsed: number;
  account_count: number;
  cache_present: boolean;
  mfa_flag: boolean;
  error: CrawlerError | null;
  standardError: string;
  /** When a running crawler finishes (epoch ms), and how; null once finished. */
  completesAt: number | null;
  finalStatus: CrawlerStatus;
  /** Taken off the Dieds list by staff. */
  dismissed: boolean;
}

export interface AnalysisRow {
  id: number;
  time: number;
  account_id: number;
  application_id: number;
  bank_id: number;
  vendor_id: number;
  label_id: number;
  account_type: string;
  transaction_count: number;
  elapsed: number;
  completed: boolean;
  html: boolean;
  pdf: boolean;
  csv: boolean;
  completesAt: number | null;
  unidentified_transaction_type_count: number;
  unidentified_transaction_category_count: number;
}

export interface WebhookRow {
  id: number;
  vendor_id: number;
  name: string;
  url: string;
  vendorref: number;
  enabled: boolean;
}

export interface SharedLinkRow {
  guid: string;
  application_id: number;
  expires: number;
  created_by: number | null;
}

export type SettingsTab = 'vendor' | 'application' | 'cluster';

export interface VendorSettingsRow {
  vendor_id: number;
  vendor: Record<string, string>;
  application: Record<string, string>;
  cluster: Record<string, string>;
}

export interface NamedRow {
  id: number;
  name: string;
}

export interface CategoryRow extends NamedRow {
  category_type: string;
  country_code: string;
}

export interface TransTypeRegexRow {
  id: number;
  bank: number;
  regex: string;
  trans_type: string;
}

export interface CategoryRegexRow {
  id: number;
  regex: string;
  keywords: string;
  filterwords: string;
  is_broad: boolean;
  category: number;
  thirdparty: number | null;
  group: number | null;
}

export interface MetricRow {
  id: number;
  code: string;
  name: string;
  default_name: string;
  description: string;
  visible: boolean;
  enabled: boolean;
  disabled_at: number | null;
  failure_count: number;
  last_error: string | null;
}

export interface CustomMetricRow {
  id: number;
  module: number;
  name: string;
  vendor: number;
  visible: boolean;
}
