import type { Rng } from '../lib/rng';
import { int, pick } from '../lib/rng';
import { HOUR, SECOND } from '../lib/time';
import type { AccountRow, AnalysisRow, ApplicationRow, CrawlerRow, ProfileRow } from '../types';
import { ANALYSING, type ApplicationSeed } from './applications';

/** 3,000 analyses: one or two accounts of every analysed application, topped up with reanalyses. */

export const ANALYSIS_TOTAL = 3000;
const ANALYSABLE = new Set(['transaction', 'savings']);

export const seedAnalyses = (rng: Rng, now: number, seed: ApplicationSeed): AnalysisRow[] => {
  const accountsByApp = new Map<number, AccountRow[]>();
  for (const account of seed.accounts) {
    const list = accountsByApp.get(account.application_id);
    if (list) list.push(account);
    else accountsByApp.set(account.application_id, [account]);
  }
  const profiles = new Map<number, ProfileRow>(seed.profiles.map(profile => [profile.id, profile]));
  const crawlers = new Map<string, CrawlerRow>(seed.crawlers.map(crawler => [crawler.uuid, crawler]));
  const rows: AnalysisRow[] = [];
  let id = 300001;

  const make = (app: ApplicationRow, account: AccountRow, time: number, completesAt: number | null): AnalysisRow => {
    const profile = profiles.get(account.profile_id)!;
    const count = account.transaction_count;
    return {
      id: id++,
      time,
      account_id: account.id,
      application_id: app.id,
      bank_id: profile.bank_id,
      vendor_id: app.vendor_id,
      label_id: app.label_id,
      account_type: account.type,
      transaction_count: count,
      elapsed: completesAt ? 0 : int(rng, 3, 90),
      completed: !completesAt,
      html: !completesAt,
      pdf: !completesAt,
      csv: !completesAt,
      completesAt,
      unidentified_transaction_type_count: Math.round(count * rng() * 0.12),
      unidentified_transaction_category_count: Math.round(count * rng() * 0.2),
    };
  };

  const picked = (app: ApplicationRow) => {
    const accounts = accountsByApp.get(app.id) ?? [];
    const analysable = accounts.filter(account => ANALYSABLE.has(account.type));
    return (analysable.length ? analysable : accounts.slice(0, 1)).slice(0, 2);
  };

  const analysed: ApplicationRow[] = [];
  // Newest first, so a cap (if ever reached) falls on the oldest applications.
  for (const app of [...seed.applications].reverse()) {
    if (!app.options.analysis) continue;
    const k = seed.rank.get(app.id)!;
    const crawledAt = seed.crawledAt.get(app.id)!;
    const current = picked(app).filter(account => {
      const crawler = crawlers.get(profiles.get(account.profile_id)!.crawler_uuid);
      return crawler && crawler.finalStatus === 'COMPLETED';
    });
    if (k in ANALYSING) {
      current.forEach(account => rows.push(make(app, account, crawledAt - 20 * SECOND, now + ANALYSING[k] * SECOND)));
    } else if (!app.analysed && crawledAt > now) {
      current.forEach(account => rows.push(make(app, account, crawledAt + 5 * SECOND, crawledAt + 25 * SECOND)));
    } else if (app.analysed) {
      if (rows.length + current.length > ANALYSIS_TOTAL) break;
      current.forEach(account => rows.push(make(app, account, crawledAt + int(rng, 5, 60) * SECOND, null)));
      if (current.length) analysed.push(app);
    }
  }
  // Reanalyses: a later analysis of an account that already has one.
  for (let guard = 0; rows.length < ANALYSIS_TOTAL && analysed.length && guard < ANALYSIS_TOTAL * 10; guard++) {
    const app = pick(rng, analysed);
    const account = pick(rng, picked(app));
    const at = seed.crawledAt.get(app.id)! + int(rng, 1, 48) * HOUR;
    if (at < now) rows.push(make(app, account, at, null));
  }
  return rows.sort((a, b) => a.time - b.time || a.id - b.id).map((row, i) => ({ ...row, id: 300001 + i }));
};
