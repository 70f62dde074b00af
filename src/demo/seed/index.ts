import { mulberry32 } from '../lib/rng';
import { DAY } from '../lib/time';
import type { SharedLinkRow } from '../types';
import { defaultSettings, seedLabels, seedTokens, seedUsers, seedVendors, seedWebhooks } from './accounts';
import { seedAnalyses } from './analyses';
import { seedApplications } from './applications';
import { seedBankModules, seedBanks } from './banks';
import { CRAWLER_TOTAL, seedExtraCrawlers } from './crawlers';
import { seedCustomMetrics, seedMetrics } from './metrics';
import { seedCategories, seedCategoryRegex, seedGroups, seedThirdparties, seedTransTypeRegex, seedTransTypes } from './regex';

/**
 * The whole seed. Each area draws from its own generator with a fixed seed, so the rows and ids
 * never change; only times move, relative to `now` (the moment the store is created).
 */
export const SEED = 20260101;

/** Guids of the two seeded shared links: one live, one expired (for the 403 message). */
export const SHARED_LINK_GUIDS = { live: 'c0ffee00-5eed-4d00-8000-000000000001', expired: 'c0ffee00-5eed-4d00-8000-000000000002' };

export const seedAll = (now: number) => {
  const vendors = seedVendors();
  const labels = seedLabels();
  const banks = seedBanks(mulberry32(SEED + 1));
  const bankModules = seedBankModules(mulberry32(SEED + 2), banks, now);
  const apps = seedApplications(mulberry32(SEED + 3), now, vendors, labels, banks);
  const extra = seedExtraCrawlers(mulberry32(SEED + 4), CRAWLER_TOTAL - apps.crawlers.length, {
    now,
    applications: apps.applications,
    profiles: apps.profiles,
    banks,
    labels,
    vendorCountry: new Map(vendors.map(vendor => [vendor.id, vendor.country_code])),
  });
  const analyses = seedAnalyses(mulberry32(SEED + 5), now, apps);
  const metrics = seedMetrics(mulberry32(SEED + 6), now);
  const categories = seedCategories();
  const regexRng = mulberry32(SEED + 7);
  const shareable = apps.applications.filter(app => app.vendor_id === 1 && app.analysed);
  const sharedLinks: SharedLinkRow[] = [
    { guid: SHARED_LINK_GUIDS.live, application_id: shareable[shareable.length - 1].id, expires: now + 7 * DAY, created_by: 3 },
    { guid: SHARED_LINK_GUIDS.expired, application_id: shareable[shareable.length - 2].id, expires: now - DAY, created_by: 3 },
  ];
  return {
    vendors,
    labels,
    users: seedUsers(now),
    tokens: seedTokens(mulberry32(SEED + 8)),
    webhooks: seedWebhooks(),
    settings: vendors.map(defaultSettings),
    banks,
    bankModules,
    applications: apps.applications,
    profiles: apps.profiles,
    accounts: apps.accounts,
    crawlers: [...apps.crawlers, ...extra],
    analyses,
    sharedLinks,
    transTypes: seedTransTypes(),
    thirdparties: seedThirdparties(),
    categories,
    groups: seedGroups(),
    transTypeRegex: seedTransTypeRegex(regexRng, bankModules),
    categoryRegex: seedCategoryRegex(regexRng, categories),
    metrics,
    customMetrics: seedCustomMetrics(mulberry32(SEED + 9), metrics),
  };
};
