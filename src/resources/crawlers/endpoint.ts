import type { EndpointSpec } from '../../types';

/** GET crawlers/ (docs/api.md#crawlers); a run is keyed by its uuid. The entry reads it (./landing.ts). */
export const endpoint = { path: 'crawlers/', idField: 'uuid', manyParam: 'uuid__in' } satisfies EndpointSpec;
