import { iso, SECOND } from '../lib/time';
import type { DemoStore } from '../store';
import {
  FINISHED_STATUSES,
  type AnalysisRow,
  type BankModuleRow,
  type BankRow,
  type CrawlerRow,
  type UserRow,
} from '../types';

/** Rows as api/v1 answers them (docs/api.md). */

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

/** A vendor as users/me/detailed and users/vendors give it (docs/api.md#session): its first label. */
export const serializeVendor = (store: DemoStore, vendorId: number) => {
  const vendor = store.vendors.get(vendorId);
  if (!vendor) return null;
  const label = store.labels.by('vendor_id').get(vendor.id)?.[0];
  return { id: vendor.id, label: label?.ref ?? '', labelId: label?.id ?? 0, country_code: vendor.country_code };
};

export const serializeUserDetailed = (store: DemoStore, user: UserRow) => ({
  ...serializeUser(user),
  vendor: user.vendor_id === null ? null : serializeVendor(store, user.vendor_id),
});

export const serializeBank = (bank: BankRow) => ({ ...bank });

/** docs/api.md#crawlers: `bank` is the bank's name; no ids of bank, vendor, label or application. */
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
    vendor_label: label?.ref ?? '',
    country_code: bank?.country_code ?? '',
    initiator: crawler.initiator,
    vendor_specific_id: crawler.vendor_specific_id,
    elapsed: running ? Math.max(0, Math.round((now - crawler.timestamp) / SECOND)) : crawler.elapsed,
    account_count: crawler.account_count,
    cache_present: crawler.cache_present,
    mfa_flag: crawler.mfa_flag,
    standardError: crawler.standardError,
  };
};

/** The row of the Analyses screen (docs/api.md#analyses): `bank` is a name, `vendorref` the label. */
export const serializeAnalysis = (store: DemoStore, analysis: AnalysisRow) => {
  const bank = store.banks.get(analysis.bank_id);
  const label = store.labels.get(analysis.label_id);
  return {
    id: analysis.id,
    time: iso(analysis.time),
    bank: bank?.name ?? '',
    vendorref: label?.ref ?? '',
    account_id: analysis.account_id,
    account_type: analysis.account_type,
    transaction_count: analysis.transaction_count,
    elapsed: analysis.elapsed,
    completed: analysis.completed,
    html: analysis.html,
    pdf: analysis.pdf,
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

/**
 * The Bank module of docs/api.md#bank-modules. The screen's Total and timed-out ratio come from
 * GET bank/ratios/, which holds them per bank id.
 */
export const serializeBankModule = (store: DemoStore, module: BankModuleRow, ratios: Map<number, BankRatios>) => {
  const bank = store.banks.get(module.id)!;
  const counts = ratios.get(module.id) ?? { totals: 0, completeds: 0, dieds: 0, faileds: 0, timedouts: 0 };
  return {
    id: module.id,
    name: bank.name,
    country_code: bank.country_code,
    module: module.module,
    cache_seed: module.cache_seed,
    is_offline: bank.is_offline,
    totals: counts.totals,
    completeds: counts.completeds,
    dieds: counts.dieds,
    faileds: counts.faileds,
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
