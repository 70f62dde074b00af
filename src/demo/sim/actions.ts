import { uuid } from '../lib/rng';
import { SECOND } from '../lib/time';
import { currentCrawlers } from '../serialize/applications';
import type { DemoStore } from '../store';
import {
  FINISHED_STATUSES,
  JOB_OPTIONS,
  type AccountRow,
  type AnalysisRow,
  type ApplicationRow,
  type ProfileRow,
} from '../types';

/** What reanalyse and recrawl start; the clock (advance.ts) finishes them. */

const ANALYSABLE = new Set(['transaction', 'savings']);

const analysableAccounts = (store: DemoStore, profile: ProfileRow): AccountRow[] => {
  const accounts = store.accounts.by('profile_id').get(profile.id) ?? [];
  const preferred = accounts.filter(account => ANALYSABLE.has(account.type));
  return (preferred.length ? preferred : accounts.slice(0, 1)).slice(0, 2);
};

const queueAnalyses = (store: DemoStore, app: ApplicationRow, profiles: ProfileRow[], startAt: number): number[] => {
  const ids: number[] = [];
  profiles
    .flatMap(profile => analysableAccounts(store, profile).map(account => ({ profile, account })))
    .forEach(({ profile, account }, i) => {
      const row: AnalysisRow = {
        id: store.analyses.nextId(),
        time: Date.now(),
        account_id: account.id,
        application_id: app.id,
        bank_id: profile.bank_id,
        vendor_id: app.vendor_id,
        label_id: app.label_id,
        account_type: account.type,
        transaction_count: account.transaction_count,
        elapsed: 0,
        completed: false,
        html: false,
        pdf: false,
        csv: false,
        completesAt: startAt + (15 + i * 5) * SECOND,
        unidentified_transaction_type_count: Math.round(account.transaction_count * 0.04),
        unidentified_transaction_category_count: Math.round(account.transaction_count * 0.08),
      };
      store.analyses.insert(row);
      ids.push(row.id);
    });
  return ids;
};

/** Queues a new analysis of each crawled account; an error text when it cannot run. */
export const reanalyse = (store: DemoStore, app: ApplicationRow): number[] | string => {
  const crawlers = currentCrawlers(store, app);
  if (crawlers.some(crawler => !FINISHED_STATUSES.has(crawler.status)))
    return 'The application is still being crawled.';
  const profiles = (store.profiles.by('application_id').get(app.id) ?? []).filter(
    profile => store.crawlers.get(profile.crawler_uuid)?.status === 'COMPLETED',
  );
  if (!profiles.length) return 'The application has no completed crawl to analyse.';
  const ids = queueAnalyses(store, app, profiles, Date.now());
  if (!app.options.analysis) store.applications.update(app.id, { options: { ...app.options, analysis: true } });
  return ids;
};

export interface RecrawlRequest {
  crawlerUuid?: string;
  analysis?: boolean;
  daysToRetrieve?: number;
  daysToDisplay?: number;
  jobs: Partial<Record<(typeof JOB_OPTIONS)[number], boolean>>;
}

/** Starts a new run for one profile of the application; it finishes about 40 seconds later. */
export const recrawl = (store: DemoStore, app: ApplicationRow, request: RecrawlRequest) => {
  const profiles = store.profiles.by('application_id').get(app.id) ?? [];
  const previous = request.crawlerUuid ? store.crawlers.get(request.crawlerUuid) : undefined;
  const profile =
    profiles.find(row => row.crawler_uuid === request.crawlerUuid) ??
    profiles.find(row => row.id === previous?.profile_id) ??
    profiles[0];
  if (!profile) return undefined;
  const now = Date.now();
  const crawler = store.crawlers.insert({
    uuid: uuid(Math.random),
    status: 'QUEUED',
    timestamp: now,
    bank_id: profile.bank_id,
    vendor_id: app.vendor_id,
    label_id: app.label_id,
    initiator: 'dashboard',
    vendor_specific_id: app.vendor_specific_id,
    application_id: app.id,
    profile_id: profile.id,
    elapsed: 0,
    account_count: store.accounts.by('profile_id').get(profile.id)?.length ?? 0,
    cache_present: false,
    mfa_flag: false,
    error: null,
    standardError: '',
    completesAt: now + 40 * SECOND,
    finalStatus: 'COMPLETED',
    dismissed: false,
  });
  if (previous?.status === 'DIED') store.crawlers.update(previous.uuid, { dismissed: true });
  store.profiles.update(profile.id, { crawler_uuid: crawler.uuid });
  const requested = { ...app.options.requested };
  for (const job of JOB_OPTIONS) if (request.jobs[job] !== undefined) requested[job] = !!request.jobs[job];
  const analysis = request.analysis ?? app.options.analysis;
  store.applications.update(app.id, {
    analysed: analysis ? false : app.analysed,
    options: {
      ...app.options,
      analysis,
      requested,
      days_to_retrieve: request.daysToRetrieve ?? app.options.days_to_retrieve,
      days_to_display: request.daysToDisplay ?? app.options.days_to_display,
    },
  });
  if (analysis) queueAnalyses(store, app, [profile], crawler.completesAt!);
  return crawler;
};
