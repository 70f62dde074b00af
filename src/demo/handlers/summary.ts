import { paginate } from '../lib/paging';
import { detail, json } from '../lib/respond';
import { authed, inScope, type AuthCtx } from '../route';
import { DAY, HOUR, iso, parseTime } from '../lib/time';
import type { ApplicationRow, CrawlerRow } from '../types';

/**
 * The Summary page: vendor stats and the two charts (docs/api.md#summary). Dates are read at UTC+10;
 * without them the window is the last day.
 * Paths: GET dashboard/vendors/stats/?start_date&end_date -> page of {id, name, total, finalised,
 * completed, crawls, died, failed, timedout} (the specification's fields, nothing more). Chart data
 * (chosen, the spec does not show the paths): GET dashboard/vendors/applications/?start_date&end_date
 * and GET dashboard/vendors/crawlers/?start_date&end_date -> {results: [{period, vendor_id,
 * vendor_name, ...counts}]}, a row for every vendor and period (hours up to two days, else days),
 * zeros included; the client reads the step from the periods.
 */

const OFFSET = 10 * HOUR;

const windowOf = (ctx: AuthCtx): { start: number; end: number } | Response => {
  const params = ctx.url.searchParams;
  const end = parseTime(params.get('end_date'), true) ?? Date.now();
  const start = parseTime(params.get('start_date')) ?? end - DAY;
  if (end < start) return detail(400, 'end_date must not be before start_date.');
  return { start, end };
};

const vendorsOf = (ctx: AuthCtx) => ctx.store.vendors.all().filter(vendor => inScope(ctx, vendor.id));

const inWindow = <T extends { timestamp: number; vendor_id: number }>(
  rows: T[],
  vendorId: number,
  start: number,
  end: number,
) => rows.filter(row => row.vendor_id === vendorId && row.timestamp >= start && row.timestamp <= end);

const series = <T extends { timestamp: number; vendor_id: number }>(
  ctx: AuthCtx,
  rows: T[],
  count: (rows: T[]) => Record<string, number>,
): Response => {
  const range = windowOf(ctx);
  if (range instanceof Response) return range;
  if (range.end - range.start > 366 * DAY) return detail(400, 'The date range may not exceed 366 days.');
  const step = range.end - range.start <= 2 * DAY ? HOUR : DAY;
  const first = Math.floor((range.start + OFFSET) / step) * step - OFFSET;
  const results = [];
  for (const vendor of vendorsOf(ctx)) {
    const own = inWindow(rows, vendor.id, range.start, range.end);
    for (let at = first; at <= range.end; at += step) {
      const bucket = own.filter(row => row.timestamp >= at && row.timestamp < at + step);
      results.push({ period: iso(at), vendor_id: vendor.id, vendor_name: vendor.name, ...count(bucket) });
    }
  }
  return json({ results });
};

const appCounts = (rows: ApplicationRow[]) => ({
  total: rows.length,
  analysed: rows.filter(row => row.analysed).length,
  finalised: rows.filter(row => row.finalised).length,
});

const crawlerCounts = (rows: CrawlerRow[]) => {
  const by = (status: string) => rows.filter(row => row.status === status).length;
  return {
    total: rows.length,
    completed: by('COMPLETED'),
    failed: by('FAILED'),
    died: by('DIED'),
    timedout: by('TIMEDOUT'),
    exited: by('EXITED'),
    active: rows.filter(row => ['QUEUED', 'AUTH', 'PROCESSING', 'RELEASED'].includes(row.status)).length,
  };
};

export const summaryHandlers = [
  authed('get', 'dashboard/vendors/stats', ctx => {
    const range = windowOf(ctx);
    if (range instanceof Response) return range;
    const apps = ctx.store.applications.all();
    const crawlers = ctx.store.crawlers.all();
    const rows = vendorsOf(ctx).map(vendor => {
      const ownApps = inWindow(apps, vendor.id, range.start, range.end);
      const counts = crawlerCounts(inWindow(crawlers, vendor.id, range.start, range.end));
      return {
        id: vendor.id,
        name: vendor.name,
        total: ownApps.length,
        finalised: ownApps.filter(app => app.finalised).length,
        completed: ownApps.filter(app => app.analysed).length,
        crawls: counts.total,
        died: counts.died,
        failed: counts.failed,
        timedout: counts.timedout,
      };
    });
    return paginate(ctx.url, rows, { defaultOrdering: 'id' });
  }),

  authed('get', 'dashboard/vendors/applications', ctx => series(ctx, ctx.store.applications.all(), appCounts)),

  authed('get', 'dashboard/vendors/crawlers', ctx => series(ctx, ctx.store.crawlers.all(), crawlerCounts)),
];
