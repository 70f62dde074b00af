import { paginate, paginateLazy } from '../lib/paging';
import { listParam, parseBool, parseIntParam } from '../lib/query';
import { json, notFound } from '../lib/respond';
import { authed, inScope } from '../route';
import { parseTime } from '../lib/time';
import { serializeCrawler } from '../serialize/rows';
import { logEntry, planLog } from '../sim/crawlerLog';
import type { CrawlerRow } from '../types';

/**
 * Crawler runs and their output log (docs/api.md#crawlers).
 * Paths: GET crawlers/ (filters label_id, bank_id, vendor_id, status (comma list), cache_present
 * 0/1, mfa_flag, initiator, vendor_specific_id, application_id, uuid__in, timestamp = at or
 * after), GET crawlers/{uuid}/, GET crawlers/crawler_output/{uuid}/ (staff; page and page_size,
 * default 500, `size` as an alias; `limit=N` gives the newest N lines; `after=S` the lines after
 * sequence S; ordering sequence or -sequence), GET dashboard/crawlers/{uuid}/seed (staff).
 */

const crawlerFilter = (params: URLSearchParams) => {
  const labels = listParam(params, 'label_id')?.map(Number);
  const banks = listParam(params, 'bank_id')?.map(Number);
  const vendors = listParam(params, 'vendor_id')?.map(Number);
  const statuses = listParam(params, 'status')?.map(status => status.toUpperCase());
  const uuids = listParam(params, 'uuid__in');
  const cache = parseBool(params.get('cache_present'));
  const mfa = parseBool(params.get('mfa_flag'));
  const since = parseTime(params.get('timestamp'));
  const initiator = params.get('initiator');
  const vsid = params.get('vendor_specific_id')?.trim().toLowerCase();
  const application = parseIntParam(params.get('application_id'));
  return (crawler: CrawlerRow) =>
    (!labels || labels.includes(crawler.label_id)) &&
    (!banks || banks.includes(crawler.bank_id)) &&
    (!vendors || vendors.includes(crawler.vendor_id)) &&
    (!statuses || statuses.includes(crawler.status)) &&
    (!uuids || uuids.includes(crawler.uuid)) &&
    (cache === undefined || crawler.cache_present === cache) &&
    (mfa === undefined || crawler.mfa_flag === mfa) &&
    (since === undefined || crawler.timestamp >= since) &&
    (!initiator || crawler.initiator === initiator) &&
    (!vsid || crawler.vendor_specific_id.toLowerCase().includes(vsid)) &&
    (application === undefined || crawler.application_id === application);
};

export const crawlerHandlers = [
  authed('get', 'crawlers', ctx => {
    const filter = crawlerFilter(ctx.url.searchParams);
    const rows = ctx.store.crawlers.all().filter(crawler => inScope(ctx, crawler.vendor_id) && filter(crawler));
    const now = Date.now();
    return paginate(ctx.url, rows, { defaultOrdering: '-timestamp' }, crawler =>
      serializeCrawler(ctx.store, crawler, now),
    );
  }),

  authed(
    'get',
    'crawlers/crawler_output/:uuid',
    ({ store, url, params }) => {
      const crawler = store.crawlers.get(params.uuid);
      if (!crawler) return notFound();
      const plan = planLog(store, crawler);
      const query = url.searchParams;
      if (!query.get('page_size') && query.get('size')) query.set('page_size', query.get('size')!);
      const limit = parseIntParam(query.get('limit'));
      const after = parseIntParam(query.get('after'));
      const offset = limit !== undefined ? plan.visible - limit : after !== undefined ? after : 0;
      return paginateLazy(url, plan.visible, index => logEntry(plan, index), {
        defaultPageSize: limit ?? 500,
        maxPageSize: 5000,
        offset,
        descending: query.get('ordering') === '-sequence',
      });
    },
    'staff',
  ),

  authed(
    'get',
    'dashboard/crawlers/:uuid/seed',
    ({ store, params }) => {
      const crawler = store.crawlers.get(params.uuid);
      if (!crawler) return notFound();
      store.crawlers.update(crawler.uuid, { cache_present: true });
      return json({
        detail: `Seeded the cache from crawler ${crawler.uuid}.`,
        uuid: crawler.uuid,
        cache_present: true,
      });
    },
    'staff',
  ),

  authed('get', 'crawlers/:uuid', ctx => {
    const crawler = ctx.store.crawlers.get(ctx.params.uuid);
    if (!crawler || !inScope(ctx, crawler.vendor_id)) return notFound();
    return json(serializeCrawler(ctx.store, crawler));
  }),
];
