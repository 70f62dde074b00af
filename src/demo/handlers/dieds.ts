import { paginate } from '../lib/paging';
import { listParam } from '../lib/query';
import { noContent, notFound } from '../lib/respond';
import { authed } from '../route';
import { iso } from '../lib/time';
import type { DemoStore } from '../store';
import type { CrawlerRow } from '../types';

/**
 * Crawlers that died, per vendor (staff; docs/api.md#dieds).
 * Paths: GET vendor/{id}/dieds (optional label_id, bank_id comma lists); removing a died crawler
 * (chosen, the spec does not show it): DELETE vendor/{id}/dieds/{uuid} -> 204, the run leaves
 * the list. Recrawling one is POST applications/{application_id}/recrawl/ with its crawler_uuid.
 * Rows: the died crawler of docs/api.md#dieds; the bank's name comes from the banks list.
 */

const diedRow = (store: DemoStore, crawler: CrawlerRow) => {
  const app = crawler.application_id !== null ? store.applications.get(crawler.application_id) : undefined;
  return {
    uuid: crawler.uuid,
    bank_id: crawler.bank_id,
    num_accounts: crawler.account_count,
    timestamp: iso(crawler.timestamp),
    crawler_options: app
      ? {
          ...app.options.requested,
          analysis: app.options.analysis,
          days_to_retrieve: app.options.days_to_retrieve,
          days_to_display: app.options.days_to_display,
        }
      : { balances: true, transactions: true, days_to_retrieve: 90, days_to_display: 90 },
    vendor_specific_id: crawler.vendor_specific_id,
    application_id: crawler.application_id,
  };
};

export const diedHandlers = [
  authed(
    'get',
    'vendor/:id(\\d+)/dieds',
    ({ store, url, params }) => {
      const vendorId = Number(params.id);
      if (!store.vendors.get(vendorId)) return notFound();
      const labels = listParam(url.searchParams, 'label_id')?.map(Number);
      const banks = listParam(url.searchParams, 'bank_id')?.map(Number);
      const rows = store.crawlers
        .all()
        .filter(
          crawler =>
            crawler.vendor_id === vendorId &&
            crawler.status === 'DIED' &&
            !crawler.dismissed &&
            (!labels || labels.includes(crawler.label_id)) &&
            (!banks || banks.includes(crawler.bank_id)),
        );
      return paginate(url, rows, { defaultOrdering: '-timestamp' }, crawler => diedRow(store, crawler));
    },
    'staff',
  ),

  authed(
    'delete',
    'vendor/:id(\\d+)/dieds/:uuid',
    ({ store, params }) => {
      const crawler = store.crawlers.get(params.uuid);
      if (!crawler || crawler.vendor_id !== Number(params.id) || crawler.status !== 'DIED' || crawler.dismissed)
        return notFound();
      store.crawlers.update(crawler.uuid, { dismissed: true });
      return noContent();
    },
    'staff',
  ),
];
