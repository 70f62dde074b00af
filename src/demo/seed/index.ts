import { mulberry32 } from '../lib/rng';
import { DAY } from '../lib/time';
import type { SharedLinkRow } from '../types';
import labelsSeed from '../../resources/labels/demo';
import { defaultSettings, seedTokens, seedUsers, seedVendors, seedWebhooks } from './accounts';
import { seedAnalyses } from './analyses';
import { seedApplications } from './applications';
import { seedBankModules, seedBanks } from './banks';
import { CRAWLER_TOTAL, seedExtraCrawlers } from './crawlers';
import { pinBigLogCrawler } from './crawlerLog';
import { seedCustomMetrics, seedMetrics } from './metrics';
import {
  seedCategories,
  seedCategoryRegex,
  seedGroups,
  seedThirdparties,
  seedTransTypeRegex,
  seedTransTypes,
} from './regex';

/**
 * The seed, in groups that are generated only when a request first needs one of their tables
 * (signing in needs only the accounts; the 17,000 rows of activity wait for the first list that
 * reads them). Each group draws from its own generators with fixed seeds, so rows and ids never
 * change; only times move, relative to `now` (the store's epoch).
 */
export const SEED = 20260101;

/** Guids of the two seeded shared links: one live, one expired (for the 403 message). */
export const SHARED_LINK_GUIDS = {
  live: 'c0ffee00-5eed-4d00-8000-000000000001',
  expired: 'c0ffee00-5eed-4d00-8000-000000000002',
};

const once = <T>(make: () => T): (() => T) => {
  let value: { current: T } | null = null;
  return () => (value ??= { current: make() }).current;
};

export const lazySeed = (now: number) => {
  const accounts = once(() => {
    const vendors = seedVendors();
    return {
      vendors,
      labels: labelsSeed.rows(),
      users: seedUsers(now),
      tokens: seedTokens(mulberry32(SEED + 8)),
      webhooks: seedWebhooks(),
      settings: vendors.map(defaultSettings),
    };
  });
  const banks = once(() => {
    const banks = seedBanks(mulberry32(SEED + 1));
    return { banks, bankModules: seedBankModules(mulberry32(SEED + 2), banks, now) };
  });
  const makeActivity = () => {
    const { vendors, labels } = accounts();
    const bankRows = banks().banks;
    const apps = seedApplications(mulberry32(SEED + 3), now, vendors, labels, bankRows);
    pinBigLogCrawler(apps);
    const extra = seedExtraCrawlers(mulberry32(SEED + 4), CRAWLER_TOTAL - apps.crawlers.length, {
      now,
      applications: apps.applications,
      profiles: apps.profiles,
      banks: bankRows,
      labels,
      vendorCountry: new Map(vendors.map(vendor => [vendor.id, vendor.country_code])),
    });
    const shareable = apps.applications.filter(app => app.vendor_id === 1 && app.analysed);
    const sharedLinks: SharedLinkRow[] = [
      {
        guid: SHARED_LINK_GUIDS.live,
        application_id: shareable[shareable.length - 1].id,
        expires: now + 7 * DAY,
        created_by: 3,
      },
      {
        guid: SHARED_LINK_GUIDS.expired,
        application_id: shareable[shareable.length - 2].id,
        expires: now - DAY,
        created_by: 3,
      },
    ];
    return {
      applications: apps.applications,
      profiles: apps.profiles,
      accounts: apps.accounts,
      crawlers: [...apps.crawlers, ...extra],
      analyses: seedAnalyses(mulberry32(SEED + 5), now, apps),
      sharedLinks,
    };
  };
  // The activity rows may also come ready-made from elsewhere (a Web Worker that ran this same
  // seed with the same epoch: see ../activityWorker.ts).
  let activityRows: ReturnType<typeof makeActivity> | null = null;
  const activity = () => (activityRows ??= makeActivity());
  const provideActivity = (rows: ReturnType<typeof makeActivity>) => {
    activityRows ??= rows;
  };
  const hasActivity = () => activityRows !== null;
  const regex = once(() => {
    const categories = seedCategories();
    const rng = mulberry32(SEED + 7);
    // One generator for both regex tables, in this order, as the rows were first seeded.
    const transTypeRegex = seedTransTypeRegex(rng, banks().bankModules);
    return {
      transTypes: seedTransTypes(),
      thirdparties: seedThirdparties(),
      categories,
      groups: seedGroups(),
      transTypeRegex,
      categoryRegex: seedCategoryRegex(rng, categories),
    };
  });
  const metrics = once(() => {
    const metrics = seedMetrics(mulberry32(SEED + 6), now);
    return { metrics, customMetrics: seedCustomMetrics(mulberry32(SEED + 9), metrics) };
  });
  return { accounts, banks, activity, provideActivity, hasActivity, regex, metrics };
};

/** The 17,000 rows of applications, profiles, accounts, crawlers, analyses and shared links. */
export type ActivitySeed = ReturnType<ReturnType<typeof lazySeed>['activity']>;

/** The whole seed at once (tests that compare seeds). */
export const seedAll = (now: number) => {
  const groups = lazySeed(now);
  return { ...groups.accounts(), ...groups.banks(), ...groups.activity(), ...groups.regex(), ...groups.metrics() };
};
