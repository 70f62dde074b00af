import type { AccountRow, ApplicationRow, CrawlerRow, ProfileRow } from '../types';

/**
 * The crawler whose log is the demo's long one (docs/screens/crawlerlog.md): 20,000 lines, with an
 * HTML payload line, a payload that is not JSON, long lines and a line of one megabyte. It is the
 * current run of an Acme Lending application that asked to select accounts, so Lookup finds it.
 */
export const BIG_LOG_CRAWLER_UUID = 'c0ffee00-0000-4000-8000-000000020000';
/** A run of the same kind with a 500-line log (one page), to compare opening times with. */
export const PAGE_LOG_CRAWLER_UUID = 'c0ffee00-0000-4000-8000-000000000500';

/** Lines of the pinned logs. */
export const PINNED_LOG_LENGTHS: Readonly<Record<string, number>> = {
  [BIG_LOG_CRAWLER_UUID]: 20000,
  [PAGE_LOG_CRAWLER_UUID]: 500,
};

/** Gives those uuids to the first two finished, completed runs of such applications with two accounts or more. */
export const pinBigLogCrawler = (seed: {
  applications: ApplicationRow[];
  profiles: ProfileRow[];
  accounts: AccountRow[];
  crawlers: CrawlerRow[];
}) => {
  const apps = new Map(seed.applications.map(app => [app.id, app]));
  const accountCount = new Map<number, number>();
  seed.accounts.forEach(account =>
    accountCount.set(account.profile_id, (accountCount.get(account.profile_id) ?? 0) + 1),
  );
  const crawlers = new Map(seed.crawlers.map(crawler => [crawler.uuid, crawler]));
  const profiles = seed.profiles.filter(row => {
    const app = apps.get(row.application_id);
    const crawler = crawlers.get(row.crawler_uuid);
    return (
      app?.vendor_id === 1 &&
      app.options.select_accounts &&
      (accountCount.get(row.id) ?? 0) >= 2 &&
      crawler?.status === 'COMPLETED' &&
      crawler.completesAt === null
    );
  });
  [BIG_LOG_CRAWLER_UUID, PAGE_LOG_CRAWLER_UUID].forEach((uuid, index) => {
    const profile = profiles[index];
    const crawler = profile && crawlers.get(profile.crawler_uuid);
    if (!profile || !crawler) return;
    crawler.uuid = uuid;
    profile.crawler_uuid = uuid;
  });
};
