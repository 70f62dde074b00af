import type { EndpointSpec } from '../../types';

/** GET analyses/ (docs/api.md#analyses). The entry reads it (./landing.ts). */
export const endpoint = { path: 'analyses/', manyParam: 'id__in' } satisfies EndpointSpec;
