import { iso } from '../lib/time';
import type { DemoStore } from '../store';
import {
  FINISHED_STATUSES,
  JOB_OPTIONS,
  type ApplicationRow,
  type CrawlerRow,
  type JobOption,
  type OptionState,
} from '../types';
import { serializeAccountAnalysis } from './rows';

/** An application with its profiles, accounts and analyses (docs/api.md#applications). */

const isRunning = (crawler: CrawlerRow) => !FINISHED_STATUSES.has(crawler.status);

/** A job's state from the application's current runs: asked for, running, done, or died. */
const optionState = (requested: boolean, crawlers: CrawlerRow[]): OptionState => {
  if (!requested) return 'not_requested';
  if (!crawlers.length || crawlers.some(isRunning)) return 'pending';
  return crawlers.some(crawler => crawler.status === 'COMPLETED') ? 'completed' : 'died';
};

const ACTIVE: ReadonlySet<string> = new Set(['QUEUED', 'AUTH', 'PROCESSING', 'RELEASED']);

/**
 * The application's status, for the demo's own `status` filter and documents only: api/v1 sends
 * no `status` (docs/api.md#applications). Same rule as the client's (docs/product.md, decision 12), so that
 * the filter and the column agree.
 */
const statusOf = (crawlers: CrawlerRow[]): string => {
  const active = crawlers.find(crawler => ACTIVE.has(crawler.status));
  if (active) return active.status;
  if (crawlers.length && crawlers.every(crawler => crawler.status === 'COMPLETED')) return 'COMPLETED';
  return crawlers.find(crawler => crawler.status !== 'COMPLETED')?.status ?? 'INITIAL';
};

export const currentCrawlers = (store: DemoStore, app: ApplicationRow): CrawlerRow[] =>
  (store.profiles.by('application_id').get(app.id) ?? [])
    .map(profile => store.crawlers.get(profile.crawler_uuid))
    .filter((crawler): crawler is CrawlerRow => !!crawler);

export const applicationStatus = (store: DemoStore, app: ApplicationRow): string =>
  statusOf(currentCrawlers(store, app));

/** Each job option's state, derived from the application's current runs. */
export const optionStates = (store: DemoStore, app: ApplicationRow): Record<JobOption, OptionState> => {
  const current = currentCrawlers(store, app);
  return Object.fromEntries(JOB_OPTIONS.map(job => [job, optionState(app.options.requested[job], current)])) as Record<
    JobOption,
    OptionState
  >;
};

/** Who asks: `full_name` goes only to a user whose show_pii is true (docs/product.md#levels). */
export interface Viewer {
  show_pii: boolean;
}

/**
 * Exactly the fields of docs/api.md#applications. No `status`, bank name or account count: the client
 * derives those from the profiles and the banks list (docs/product.md, decision 12).
 */
export const serializeApplication = (store: DemoStore, app: ApplicationRow, viewer: Viewer) => {
  const profiles = store.profiles.by('application_id').get(app.id) ?? [];
  const accountsOf = store.accounts.by('profile_id');
  const analysesOf = store.analyses.by('account_id');
  const label = store.labels.get(app.label_id);
  const vendor = store.vendors.get(app.vendor_id);
  const serializedProfiles = profiles.map(profile => {
    const crawler = store.crawlers.get(profile.crawler_uuid);
    const accounts = accountsOf.get(profile.id) ?? [];
    return {
      id: profile.id,
      initiator: profile.initiator,
      bank_id: profile.bank_id,
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
    vendor: vendor ? { name: vendor.name, country_code: vendor.country_code } : null,
    vendor_label: label?.ref ?? '',
    vendor_specific_id: app.vendor_specific_id,
    ...(viewer.show_pii ? { full_name: app.full_name } : {}),
    email: app.email,
    mobile: app.mobile,
    score_id: app.score_id,
    options: {
      select_accounts: app.options.select_accounts,
      analysis: app.options.analysis,
      multiple: app.options.multiple,
      days_to_retrieve: app.options.days_to_retrieve,
      days_to_display: app.options.days_to_display,
      ...optionStates(store, app),
    },
    webhook_log: app.webhook_log.map(entry => ({ ...entry, timestamp: iso(entry.timestamp) })),
    profile_count: profiles.length,
    crawler_count: store.crawlers.by('application_id').get(app.id)?.length ?? 0,
    bank_id: profiles[0]?.bank_id ?? null,
    initiator: app.initiator,
    profiles: serializedProfiles,
  };
};
