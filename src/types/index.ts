export { Level, type AccessRule, type AccessTable } from './access';
export type { EndpointMap, EndpointSpec } from './endpoint';
export { CRAWLER_STATUSES, FINISHED_STATUSES, type CrawlerStatus } from './crawler';
