import { z } from 'zod';
import labelsSeed from '../resources/labels/demo';
import type { CrudRow, CrudSeed } from '../types/crudSeed';
import { Journal, Table, type Key, type Overlay } from './lib/table';
import { DAY } from './lib/time';
import { lazySeed, type ActivitySeed } from './seed';
import { withBenchBankModules } from './seed/banks';
import { STORAGE_KEY } from './remote/protocol';
import type {
  AccountRow,
  AnalysisRow,
  ApplicationRow,
  BankModuleRow,
  BankRow,
  CategoryRegexRow,
  CategoryRow,
  CrawlerRow,
  CustomMetricRow,
  LabelRow,
  MetricRow,
  NamedRow,
  ProfileRow,
  SessionRow,
  SharedLinkRow,
  TokenRow,
  TransTypeRegexRow,
  UserRow,
  VendorRow,
  VendorSettingsRow,
  WebhookRow,
} from './types';

// The demo runs under the app's Content Security Policy, which forbids eval: no probe for it
// (the app's own schemas do the same in src/lib/zod.ts; the demo imports nothing of the app).
z.config({ jitless: true });

/**
 * The demo API's database: a deterministic seed (fixed ids and rows, times relative to the
 * store's epoch) plus, in the browser, an overlay of every change kept in localStorage under
 * `demo-api-v1`, so edits and sign-ins survive a reload.
 *
 * Start-up is cheap on purpose: a page load builds a table only when a request first reads it
 * (a sign-in touches four small tables; applications, crawlers and analyses come with the first
 * list that needs them), and the epoch is kept with the overlay, so a reload shows the same rows
 * at the same times. In tests nothing is stored and every test starts from a fresh seed.
 */
export { STORAGE_KEY } from './remote/protocol';
/** Stored demo state older than this starts afresh, so the demo's clock never drifts far. */
export const STORED_STATE_MAX_AGE = 7 * DAY;

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
  /**
   * The table of a plain CRUD resource (src/types/crudSeed.ts), built from its seed on first use and kept
   * under the seed's name like any other (labels is also `labels` above: other areas read it).
   */
  records: <Row extends CrudRow>(seed: CrudSeed<Row>) => Table<Row>;
  /** Whether the clock-driven tables (crawlers, analyses, applications) exist yet. */
  activityLoaded: () => boolean;
  /**
   * Starts building the activity rows off the main thread (when an off-thread builder is set, see
   * `buildActivityOffThread`), for a page that is about to need them. Harmless to call often.
   */
  prefetchActivity: () => void;
}

/**
 * Reading a table whose rows are still being built off the main thread: the route waits for
 * `ready` and runs the handler again (handlers read before they write, so a rerun is safe).
 */
export class TablesNotReady extends Error {
  constructor(readonly ready: Promise<void>) {
    super('Demo tables are still being built');
  }
}

/** Builds the activity rows elsewhere: `start` begins, `take` hands them over (rejects on failure). */
export interface OffThreadBuilder {
  start: (epoch: number) => void;
  take: () => Promise<ActivitySeed>;
}

/** What localStorage keeps: the epoch of the seed and each table's changes. */
const storedState = z.object({
  epoch: z.number().int().positive(),
  overlays: z.record(
    z.string(),
    z.object({
      upsert: z.record(z.string(), z.record(z.string(), z.unknown())),
      del: z.array(z.union([z.string(), z.number()])),
    }),
  ),
});
type StoredState = z.infer<typeof storedState>;

/** Where the changes are kept: the page's localStorage, or in demo mode's API worker a stand-in (remote/serve.ts). */
export type DemoStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

let storage: DemoStorage | null = null;
let current: DemoStore | null = null;
let offThread: OffThreadBuilder | null = null;
/** Runs once the activity tables are built, before the request that built them reads them. */
let settleActivity: ((store: DemoStore) => void) | null = null;

/** The clock (sim/advance.ts) registers here, so that freshly built rows are brought up to now. */
export const onActivityLoaded = (settle: (store: DemoStore) => void): void => {
  settleActivity = settle;
};

/** The stored state, or null when absent, malformed (discarded, never fatal) or too old. */
const readStoredState = (now: number): StoredState | null => {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = storedState.safeParse(JSON.parse(raw));
    if (parsed.success && now - parsed.data.epoch < STORED_STATE_MAX_AGE && parsed.data.epoch <= now)
      return parsed.data;
  } catch {
    // Unreadable JSON: discarded below like any malformed entry.
  }
  storage?.removeItem(STORAGE_KEY);
  return null;
};

const writeStoredState = (epoch: number, journal: Journal) => {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify({ epoch, overlays: journal.overlays } satisfies StoredState));
  } catch {
    // Storage full or refused: the demo keeps working, only without persistence.
  }
};

type Tables = Omit<DemoStore, 'createdAt' | 'activityLoaded' | 'prefetchActivity' | 'records'>;
type TableName = keyof Tables;
type Group = Partial<{ [K in TableName]: Tables[K] }>;

export const createStore = (now = Date.now()): DemoStore => {
  const stored = storage ? readStoredState(now) : null;
  const epoch = stored?.epoch ?? now;
  const overlays: Record<string, Overlay> = stored?.overlays ?? {};
  const journal = new Journal(storage ? j => writeStoredState(epoch, j) : null);
  journal.overlays = overlays;
  const seed = lazySeed(epoch);
  const table = <T extends object>(name: string, key: (row: T) => Key, rows: T[]) => {
    const result = new Table<T>(name, key, rows, journal);
    result.applyOverlay(overlays[name]);
    return result;
  };
  const byId = <T extends { id: number }>(row: T) => row.id;
  const crudTables = new Map<string, Table<CrudRow>>();
  const records = <Row extends CrudRow>(seed: CrudSeed<Row>): Table<Row> => {
    if (!crudTables.has(seed.name)) crudTables.set(seed.name, table<CrudRow>(seed.name, byId, seed.rows()));
    // The map holds every resource's table under its seed's name, which fixes its row type.
    return crudTables.get(seed.name) as unknown as Table<Row>;
  };

  const groups = {
    accounts: (): Group => {
      const rows = seed.accounts();
      return {
        vendors: table('vendors', byId, rows.vendors),
        labels: records(labelsSeed),
        users: table('users', byId, rows.users),
        sessions: table<SessionRow>('sessions', row => row.key, []),
        tokens: table('tokens', byId, rows.tokens),
        webhooks: table('webhooks', byId, rows.webhooks),
        settings: table<VendorSettingsRow>('settings', row => row.vendor_id, rows.settings),
      };
    },
    banks: (): Group => {
      // The bank-modules bench may ask for more modules than the seed has (seed/banks.ts).
      const rows = withBenchBankModules(seed.banks(), epoch);
      return { banks: table('banks', byId, rows.banks), bankModules: table('bankModules', byId, rows.bankModules) };
    },
    activity: (): Group => {
      const rows = seed.activity();
      return {
        applications: table('applications', byId, rows.applications),
        profiles: table('profiles', byId, rows.profiles),
        accounts: table('accounts', byId, rows.accounts),
        crawlers: table<CrawlerRow>('crawlers', row => row.uuid, rows.crawlers),
        analyses: table('analyses', byId, rows.analyses),
        sharedLinks: table<SharedLinkRow>('sharedLinks', row => row.guid, rows.sharedLinks),
      };
    },
    regex: (): Group => {
      const rows = seed.regex();
      return {
        transTypes: table('transTypes', byId, rows.transTypes),
        thirdparties: table('thirdparties', byId, rows.thirdparties),
        categories: table('categories', byId, rows.categories),
        groups: table('groups', byId, rows.groups),
        transTypeRegex: table('transTypeRegex', byId, rows.transTypeRegex),
        categoryRegex: table('categoryRegex', byId, rows.categoryRegex),
      };
    },
    metrics: (): Group => {
      const rows = seed.metrics();
      return {
        metrics: table('metrics', byId, rows.metrics),
        customMetrics: table('customMetrics', byId, rows.customMetrics),
      };
    },
  };
  const groupOf: Record<TableName, keyof typeof groups> = {
    vendors: 'accounts',
    labels: 'accounts',
    users: 'accounts',
    sessions: 'accounts',
    tokens: 'accounts',
    webhooks: 'accounts',
    settings: 'accounts',
    banks: 'banks',
    bankModules: 'banks',
    applications: 'activity',
    profiles: 'activity',
    accounts: 'activity',
    crawlers: 'activity',
    analyses: 'activity',
    sharedLinks: 'activity',
    transTypes: 'regex',
    thirdparties: 'regex',
    categories: 'regex',
    groups: 'regex',
    transTypeRegex: 'regex',
    categoryRegex: 'regex',
    metrics: 'metrics',
    customMetrics: 'metrics',
  };

  const built: Group = {};
  const loaded = new Set<keyof typeof groups>();
  // Off the main thread: the builder that was started, and the hand-over once a request waits for it.
  let building: OffThreadBuilder | null = null;
  let handOver: Promise<void> | null = null;
  const prefetchActivity = () => {
    if (!offThread || building || loaded.has('activity') || seed.hasActivity()) return;
    building = offThread;
    try {
      building.start(epoch);
    } catch {
      building = null;
    }
  };
  const store = {
    createdAt: epoch,
    activityLoaded: () => loaded.has('activity'),
    prefetchActivity,
    records,
  } as DemoStore;
  for (const name of Object.keys(groupOf) as TableName[]) {
    Object.defineProperty(store, name, {
      enumerable: true,
      get: () => {
        const group = groupOf[name];
        if (group === 'activity' && building && !seed.hasActivity()) {
          // On failure `building` is cleared, and the rerun builds the rows here.
          handOver ??= building.take().then(seed.provideActivity, () => {
            building = null;
          });
          throw new TablesNotReady(handOver);
        }
        if (!loaded.has(group)) {
          loaded.add(group);
          Object.assign(built, groups[group]());
          if (group === 'activity') settleActivity?.(store);
        }
        return built[name];
      },
    });
  }
  return store;
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

/** Demo mode in the browser: build the activity rows with `builder` when a page prefetches them. */
export function buildActivityOffThread(builder: OffThreadBuilder | null): void {
  offThread = builder;
}

/** Demo mode in the browser: keep changes in `target` and replay them over the seed (null: off). */
export function enablePersistence(target: DemoStorage | null): void {
  storage = target;
  current = null;
}
