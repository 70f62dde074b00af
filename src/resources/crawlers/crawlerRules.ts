import { cleanFilter } from '../../providers/drf';

/** Pure rules of the Crawlers table (docs/product.md#crawlers). */

export const MILDLY_SLOW_AFTER_S = 180;
export const SLOW_AFTER_S = 600;

export type Slowness = 'normal' | 'mildly_slow' | 'slow';

/** Elapsed over 180 seconds is mildly slow, over 600 seconds slow. */
export const slownessOf = (elapsed: unknown): Slowness => {
  if (typeof elapsed !== 'number' || !Number.isFinite(elapsed)) return 'normal';
  if (elapsed > SLOW_AFTER_S) return 'slow';
  if (elapsed > MILDLY_SLOW_AFTER_S) return 'mildly_slow';
  return 'normal';
};

export { CRAWLER_STATUSES } from '../../types';

/** The error code and message are shown for FAILED or DIED runs. */
export const showsError = (status: unknown): boolean => status === 'FAILED' || status === 'DIED';

/** Cache-present filter values (docs/product.md#crawlers): -1 all (dropped from the query), 0 no, 1 yes. */
export const CACHE_PRESENT_CHOICES = [
  { id: -1, name: 'app.search.all' },
  { id: 0, name: 'app.search.no' },
  { id: 1, name: 'app.search.yes' },
] as const;

export interface CrawlerSearchValues {
  bank_id?: unknown;
  label_id?: unknown;
  status?: unknown;
  cache_present?: unknown;
}

/**
 * The list filter a crawler search applies: only the panel's fields, cache_present only where its
 * access rule allows, cleaned as every search form is (drf.ts: empty, 'All' and negative values).
 */
export const crawlerFilterOf = (
  { bank_id, label_id, status, cache_present }: CrawlerSearchValues,
  canFilterCache: boolean,
) => cleanFilter({ bank_id, label_id, status, ...(canFilterCache ? { cache_present } : {}) });
