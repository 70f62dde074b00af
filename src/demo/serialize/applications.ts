import { iso } from '../lib/time';
import type { DemoStore } from '../store';
import { FINISHED_STATUSES, JOB_OPTIONS, type ApplicationRow, type CrawlerRow, type JobOption, type OptionState } from '../types';
import { serializeAccountAnalysis, serializeVendor } from './rows';

/** An application with its profiles, accounts and analyses (spec 2 section 3). */

const isRunning = (crawler: CrawlerRow) => !FINISHED_STATUSES.has(crawler.status);

/** A job's state from the application's current runs: asked for, running, done, or died. */
const optionState = (requested: boolean, crawlers: CrawlerRow[]): OptionState => {
  if (!requested) return 'not_requested';
  if (!crawlers.length || crawlers.some(isRunning)) return 'pending';
  return crawlers.some(crawler => crawler.status === 'COMPLETED') ? 'completed' : 'died';
};

/** The application's status: a running run's stage, else COMPLETED, else the first failure. */
const statusOf = (crawlers: CrawlerRow[]): string => {
  const running = crawlers.filter(isRunning).sort((a, b) => b.timestamp - a.timestamp)[0];
  if (running) return running.status;
  if (crawlers.length && crawlers.every(crawler => crawler.status === 'COMPLETED')) return 'COMPLETED';
  return crawlers.find(crawler => crawler.status !== 'COMPLETED')?.status ?? 'INITIAL';
};

export const currentCrawlers = (store: DemoStore, app: ApplicationRow): CrawlerRow[] =>
  (store.profiles.by('application_id').get(app.id) ?? [])
    .map(profile => store.crawlers.get(profile.crawler_uuid))
    .filter((crawler): crawler is CrawlerRow => !!crawler);

export const serializeApplication = (store: DemoStore, app: ApplicationRow) => {
  const profiles = store.profiles.by('application_id').get(app.id) ?? [];
  const current = currentCrawlers(store, app);
  const accountsOf = store.accounts.by('profile_id');
  const analysesOf = store.analyses.by('account_id');
  const label = store.labels.get(app.label_id);
  const firstBank = store.banks.get(profiles[0]?.bank_id);
  const states = Object.fromEntries(
    JOB_OPTIONS.map(job => [job, optionState(app.options.requested[job], current)]),
  ) as Record<JobOption, OptionState>;
  let accountCount = 0;
  const serializedProfiles = profiles.map(profile => {
    const crawler = store.crawlers.get(profile.crawler_uuid);
    const accounts = accountsOf.get(profile.id) ?? [];
    accountCount += accounts.length;
    return {
      id: profile.id,
      initiator: profile.initiator,
      bank_id: profile.bank_id,
      bank: store.banks.get(profile.bank_id)?.name ?? '',
      crawler: crawler ? { uuid: crawler.uuid, status: crawler.status } : null,
      accounts: accounts.map(account => ({
        id: account.id,
        nickname: account.nickname,
        bsb: account.bsb,
        number: account.number,
        type: account.type,
        available: account.available,
        balance: account.balance,
        transaction_count: account.transaction_count,
        analyses: (analysesOf.get(account.id) ?? []).map(serializeAccountAnalysis),
        interim: account.interim,
        eStatement: account.eStatement,
      })),
    };
  });
  return {
    id: app.id,
    timestamp: iso(app.timestamp),
    analysed: app.analysed,
    finalised: app.finalised,
    vendor: serializeVendor(store, app.vendor_id),
    vendor_label: label?.ref ?? '',
    label_id: app.label_id,
    vendor_specific_id: app.vendor_specific_id,
    full_name: app.full_name,
    email: app.email,
    mobile: app.mobile,
    score_id: app.score_id,
    options: {
      select_accounts: app.options.select_accounts,
      analysis: app.options.analysis,
      multiple: app.options.multiple,
      days_to_retrieve: app.options.days_to_retrieve,
      days_to_display: app.options.days_to_display,
      ...states,
    },
    webhook_log: app.webhook_log.map(entry => ({ ...entry, timestamp: iso(entry.timestamp) })),
    profile_count: profiles.length,
    crawler_count: store.crawlers.by('application_id').get(app.id)?.length ?? 0,
    account_count: accountCount,
    bank_id: profiles[0]?.bank_id ?? null,
    bank: firstBank?.name ?? '',
    status: statusOf(current),
    initiator: app.initiator,
    profiles: serializedProfiles,
  };
};
