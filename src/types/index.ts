export { Level, type AccessRule, type AccessTable } from './access';
export type { EndpointMap, EndpointSpec } from './endpoint';
