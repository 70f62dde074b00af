/**
 * A crawler run's statuses (docs/api.md#crawlers), declared once for the Crawlers search, the
 * polling rules and the demo API.
 */
export const CRAWLER_STATUSES = [
  'INITIAL',
  'QUEUED',
  'PROCESSING',
  'AUTH',
  'RELEASED',
  'COMPLETED',
  'EXITED',
  'FAILED',
  'TIMEDOUT',
  'DIED',
] as const;
export type CrawlerStatus = (typeof CRAWLER_STATUSES)[number];

/** The statuses a run ends in; the others are a run still under way. */
export const FINISHED_STATUSES: ReadonlySet<CrawlerStatus> = new Set([
  'COMPLETED',
  'EXITED',
  'FAILED',
  'TIMEDOUT',
  'DIED',
]);
