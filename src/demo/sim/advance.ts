import { hashString, int, mulberry32 } from '../lib/rng';
import { SECOND } from '../lib/time';
import { errorFor } from '../seed/crawlers';
import type { Table } from '../lib/table';
import type { DemoStore } from '../store';
import { FINISHED_STATUSES, type ApplicationRow, type CrawlerRow, type CrawlerStatus } from '../types';

/**
 * The clock of the demo: running crawlers move through their stages and finish, pending analyses
 * complete, and applications become analysed once both are done. Everything is derived from
 * `completesAt` times, so it is the same on every run; the changes are not journaled because the
 * clock replays them.
 */

const stageAt = (progress: number): CrawlerStatus =>
  progress < 0.15 ? 'QUEUED' : progress < 0.35 ? 'AUTH' : progress < 0.5 ? 'RELEASED' : 'PROCESSING';

const finishCrawler = (store: DemoStore, crawler: CrawlerRow, at: number) => {
  const rng = mulberry32(hashString(crawler.uuid));
  store.crawlers.touch(crawler.uuid, {
    status: crawler.finalStatus,
    elapsed: Math.max(1, Math.round((at - crawler.timestamp) / SECOND)),
    completesAt: null,
    ...errorFor(rng, crawler.finalStatus),
  });
};

/** Marks an application analysed once its crawls and analyses are all done, with its webhooks. */
const reconcile = (store: DemoStore, app: ApplicationRow) => {
  if (app.analysed) return;
  const crawlers = (store.profiles.by('application_id').get(app.id) ?? []).map(profile =>
    store.crawlers.get(profile.crawler_uuid),
  );
  if (crawlers.some(crawler => !crawler || !FINISHED_STATUSES.has(crawler.status))) return;
  const analyses = store.analyses.by('application_id').get(app.id) ?? [];
  if (analyses.some(analysis => !analysis.completed)) return;
  const crawled = crawlers.some(crawler => crawler?.status === 'COMPLETED');
  if (!crawled) return;
  const doneAt = Math.max(
    ...crawlers.map(c => c!.timestamp + c!.elapsed * SECOND),
    ...analyses.map(a => a.time + a.elapsed * SECOND),
  );
  const rng = mulberry32(app.id);
  const analysed = app.options.analysis && analyses.length > 0;
  const events = analysed
    ? ['transactions_ready', 'summary_ready', 'report_ready', 'bundle_ready']
    : ['transactions_ready'];
  const log = events.map((event, i) => ({
    event,
    success: true,
    timestamp: doneAt + (i + 1) * int(rng, 2, 6) * SECOND,
    response_code: 200,
  }));
  store.applications.touch(app.id, { analysed, webhook_log: [...app.webhook_log, ...log] });
};

/** Rows still waiting on the clock, found once per table version (finished ones are skipped). */
const pendingCache = new WeakMap<object, { version: number; rows: unknown[] }>();
const pending = <T extends { completesAt: number | null }>(table: Table<T>): T[] => {
  let entry = pendingCache.get(table);
  if (!entry || entry.version !== table.version) {
    entry = { version: table.version, rows: table.all().filter(row => row.completesAt !== null) };
    pendingCache.set(table, entry);
  }
  return entry.rows as T[];
};

/** Brings the clock-driven rows up to `now`; nothing to do while no request has built them. */
export const advance = (store: DemoStore, now = Date.now()): void => {
  if (!store.activityLoaded()) return;
  const touched = new Set<number>();
  for (const crawler of pending(store.crawlers)) {
    if (crawler.completesAt === null) continue;
    if (now >= crawler.completesAt) {
      finishCrawler(store, crawler, crawler.completesAt);
      if (crawler.application_id !== null) touched.add(crawler.application_id);
    } else {
      const span = Math.max(1, crawler.completesAt - crawler.timestamp);
      const stage = stageAt((now - crawler.timestamp) / span);
      if (stage !== crawler.status) store.crawlers.touch(crawler.uuid, { status: stage });
    }
  }
  for (const analysis of pending(store.analyses)) {
    if (analysis.completesAt === null || now < analysis.completesAt) continue;
    store.analyses.touch(analysis.id, {
      completed: true,
      html: true,
      pdf: true,
      csv: true,
      elapsed: Math.max(1, Math.round((analysis.completesAt - analysis.time) / SECOND)),
      completesAt: null,
    });
    touched.add(analysis.application_id);
  }
  for (const id of touched) {
    const app = store.applications.get(id);
    if (app) reconcile(store, app);
  }
};
