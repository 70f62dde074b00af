import { iso, SECOND } from '../lib/time';
import type { DemoStore } from '../store';
import { FINISHED_STATUSES, type AnalysisRow, type BankModuleRow, type BankRow, type CrawlerRow, type UserRow } from '../types';

/** Rows as api/v1 answers them (spec 1, 2 and 3, section 3 of each). */

export const serializeUser = (user: UserRow) => ({
  id: user.id,
  first_name: user.first_name,
  last_name: user.last_name,
  username: user.username,
  email: user.email,
  date_joined: iso(user.date_joined),
  last_login: iso(user.last_login),
  show_pii: user.show_pii,
  is_active: user.is_active,
  is_staff: user.is_staff,
  is_superuser: user.is_superuser,
});

export const serializeUserDetailed = (store: DemoStore, user: UserRow) => {
  const vendor = store.vendors.get(user.vendor_id);
  const label = vendor ? store.labels.by('vendor_id').get(vendor.id)?.[0] : undefined;
  return {
    ...serializeUser(user),
    vendor: vendor
      ? { id: vendor.id, name: vendor.name, label: label?.ref ?? '', labelId: label?.id ?? 0, country_code: vendor.country_code }
      : null,
  };
};

export const serializeVendor = (store: DemoStore, vendorId: number) => {
  const vendor = store.vendors.get(vendorId);
  return vendor ? { id: vendor.id, name: vendor.name, country_code: vendor.country_code } : null;
};

export const serializeBank = (bank: BankRow) => ({ ...bank });

export const serializeCrawler = (store: DemoStore, crawler: CrawlerRow, now = Date.now()) => {
  const bank = store.banks.get(crawler.bank_id);
  const label = store.labels.get(crawler.label_id);
  const running = !FINISHED_STATUSES.has(crawler.status) && crawler.status !== 'INITIAL';
  return {
    uuid: crawler.uuid,
    status: crawler.status,
    timestamp: iso(crawler.timestamp),
    error: crawler.error,
    bank: bank?.name ?? '',
    bank_id: crawler.bank_id,
    vendor: serializeVendor(store, crawler.vendor_id),
    vendor_label: label?.ref ?? '',
    label_id: crawler.label_id,
    country_code: bank?.country_code ?? '',
    initiator: crawler.initiator,
    vendor_specific_id: crawler.vendor_specific_id,
    application_id: crawler.application_id,
    profile_id: crawler.profile_id,
    elapsed: running ? Math.max(0, Math.round((now - crawler.timestamp) / SECOND)) : crawler.elapsed,
    account_count: crawler.account_count,
    cache_present: crawler.cache_present,
    mfa_flag: crawler.mfa_flag,
    standardError: crawler.standardError,
  };
};

export const serializeAnalysis = (store: DemoStore, analysis: AnalysisRow) => {
  const bank = store.banks.get(analysis.bank_id);
  const label = store.labels.get(analysis.label_id);
  return {
    id: analysis.id,
    time: iso(analysis.time),
    timestamp: iso(analysis.time),
    bank: bank?.name ?? '',
    bank_id: analysis.bank_id,
    vendorref: label?.ref ?? '',
    label_id: analysis.label_id,
    vendor: serializeVendor(store, analysis.vendor_id),
    application_id: analysis.application_id,
    account_id: analysis.account_id,
    account_type: analysis.account_type,
    transaction_count: analysis.transaction_count,
    elapsed: analysis.elapsed,
    completed: analysis.completed,
    html: analysis.html,
    pdf: analysis.pdf,
    csv: analysis.csv,
  };
};

/** An analysis as it appears inside an account of an application. */
export const serializeAccountAnalysis = (analysis: AnalysisRow) => ({
  id: analysis.id,
  time: iso(analysis.time),
  elapsed: analysis.elapsed,
  completed: analysis.completed,
  html: analysis.html,
  pdf: analysis.pdf,
  csv: analysis.csv,
});

export interface BankRatios {
  totals: number;
  completeds: number;
  dieds: number;
  faileds: number;
  timedouts: number;
}

/** Crawl outcomes per bank, computed from the crawler runs. */
export const bankRatios = (store: DemoStore): Map<number, BankRatios> => {
  const ratios = new Map<number, BankRatios>();
  for (const crawler of store.crawlers.all()) {
    const row = ratios.get(crawler.bank_id) ?? { totals: 0, completeds: 0, dieds: 0, faileds: 0, timedouts: 0 };
    row.totals++;
    if (crawler.status === 'COMPLETED') row.completeds++;
    if (crawler.status === 'DIED') row.dieds++;
    if (crawler.status === 'FAILED') row.faileds++;
    if (crawler.status === 'TIMEDOUT') row.timedouts++;
    ratios.set(crawler.bank_id, row);
  }
  return ratios;
};

export const serializeBankModule = (store: DemoStore, module: BankModuleRow, ratios: Map<number, BankRatios>) => {
  const bank = store.banks.get(module.id)!;
  const counts = ratios.get(module.id) ?? { totals: 0, completeds: 0, dieds: 0, faileds: 0, timedouts: 0 };
  return {
    id: module.id,
    name: bank.name,
    country_code: bank.country_code,
    module: module.module,
    cache_seed: module.cache_seed,
    enabled: module.enabled,
    is_offline: bank.is_offline,
    ...counts,
    total: counts.totals,
    has_balances: bank.has_balances,
    has_transactions: bank.has_transactions,
    has_estatements: bank.has_estatements,
    has_interimstatements: bank.has_interimstatements,
    has_detailedaccounts: bank.has_detailedaccounts,
    failed_warn_threshold: module.failed_warn_threshold,
    died_warn_threshold: module.died_warn_threshold,
    died_offline_threshold: module.died_offline_threshold,
    back_onlined_timestamp: iso(module.back_onlined_timestamp),
    died_timestamp: iso(module.died_timestamp),
    died_warning_timestamp: iso(module.died_warning_timestamp),
    failed_warning_timestamp: iso(module.failed_warning_timestamp),
  };
};
