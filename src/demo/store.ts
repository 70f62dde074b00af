import { Journal, Table, type Overlay } from './lib/table';
import { seedAll } from './seed';
import type {
  AccountRow, AnalysisRow, ApplicationRow, BankModuleRow, BankRow, CategoryRegexRow, CategoryRow, CrawlerRow,
  CustomMetricRow, LabelRow, MetricRow, NamedRow, ProfileRow, SessionRow, SharedLinkRow, TokenRow,
  TransTypeRegexRow, UserRow, VendorRow, VendorSettingsRow, WebhookRow,
} from './types';

/**
 * The demo API's database: a deterministic seed (fixed ids and rows, times relative to the moment
 * the store is created) plus, in the browser, an overlay of every change kept in localStorage
 * under `demo-api-v1`, so edits and sign-ins survive a reload. In tests nothing is stored.
 */
export const STORAGE_KEY = 'demo-api-v1';

export interface DemoStore {
  createdAt: number;
  vendors: Table<VendorRow>;
  labels: Table<LabelRow>;
  users: Table<UserRow>;
  sessions: Table<SessionRow>;
  tokens: Table<TokenRow>;
  webhooks: Table<WebhookRow>;
  settings: Table<VendorSettingsRow>;
  banks: Table<BankRow>;
  bankModules: Table<BankModuleRow>;
  applications: Table<ApplicationRow>;
  profiles: Table<ProfileRow>;
  accounts: Table<AccountRow>;
  crawlers: Table<CrawlerRow>;
  analyses: Table<AnalysisRow>;
  sharedLinks: Table<SharedLinkRow>;
  transTypes: Table<NamedRow>;
  thirdparties: Table<NamedRow>;
  categories: Table<CategoryRow>;
  groups: Table<NamedRow>;
  transTypeRegex: Table<TransTypeRegexRow>;
  categoryRegex: Table<CategoryRegexRow>;
  metrics: Table<MetricRow>;
  customMetrics: Table<CustomMetricRow>;
}

let storage: Storage | null = null;
let current: DemoStore | null = null;

const loadOverlays = (): Record<string, Overlay> => {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, Overlay>) : {};
  } catch {
    return {};
  }
};

const saveOverlays = (journal: Journal) => {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(journal.overlays));
  } catch {
    // Storage full or refused: the demo keeps working, only without persistence.
  }
};

export const createStore = (now = Date.now()): DemoStore => {
  const seed = seedAll(now);
  const journal = new Journal(storage ? saveOverlays : null);
  const overlays = storage ? loadOverlays() : {};
  journal.overlays = overlays;
  const table = <T extends object>(name: string, key: (row: T) => string | number, rows: T[]) => {
    const result = new Table<T>(name, key, rows, journal);
    result.applyOverlay(overlays[name]);
    return result;
  };
  const byId = <T extends { id: number }>(row: T) => row.id;
  return {
    createdAt: now,
    vendors: table('vendors', byId, seed.vendors),
    labels: table('labels', byId, seed.labels),
    users: table('users', byId, seed.users),
    sessions: table<SessionRow>('sessions', row => row.key, []),
    tokens: table('tokens', byId, seed.tokens),
    webhooks: table('webhooks', byId, seed.webhooks),
    settings: table<VendorSettingsRow>('settings', row => row.vendor_id, seed.settings),
    banks: table('banks', byId, seed.banks),
    bankModules: table('bankModules', byId, seed.bankModules),
    applications: table('applications', byId, seed.applications),
    profiles: table('profiles', byId, seed.profiles),
    accounts: table('accounts', byId, seed.accounts),
    crawlers: table<CrawlerRow>('crawlers', row => row.uuid, seed.crawlers),
    analyses: table('analyses', byId, seed.analyses),
    sharedLinks: table<SharedLinkRow>('sharedLinks', row => row.guid, seed.sharedLinks),
    transTypes: table('transTypes', byId, seed.transTypes),
    thirdparties: table('thirdparties', byId, seed.thirdparties),
    categories: table('categories', byId, seed.categories),
    groups: table('groups', byId, seed.groups),
    transTypeRegex: table('transTypeRegex', byId, seed.transTypeRegex),
    categoryRegex: table('categoryRegex', byId, seed.categoryRegex),
    metrics: table('metrics', byId, seed.metrics),
    customMetrics: table('customMetrics', byId, seed.customMetrics),
  };
};

/** The live store, created on first use. */
export const db = (): DemoStore => (current ??= createStore());

/** A fresh seeded store with the stored changes cleared (tests call it before each test). */
export function resetDemoStore(): void {
  try {
    (storage ?? (typeof window !== 'undefined' ? window.localStorage : null))?.removeItem(STORAGE_KEY);
  } catch {
    // No storage to clear.
  }
  current = createStore();
}

/** Demo mode in the browser: keep changes in `target` and replay them over the seed (null: off). */
export function enablePersistence(target: Storage | null): void {
  storage = target;
  current = null;
}
