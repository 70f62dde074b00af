import type { EndpointSpec } from '../../types';

/** users/me/tokens (docs/api.md#tokens): one unpaged list, renamed by PUT. The entry reads it (./landing.ts). */
export const endpoint = { path: 'users/me/tokens', update: 'PUT', pagination: 'none' } satisfies EndpointSpec;
