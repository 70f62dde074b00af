import type { EndpointSpec } from '../../types';

/** dashboard/vendors/labels/ (docs/api.md#labels): replaced whole by PUT, an item read from the list. The entry reads it (./landing.ts). */
export const endpoint = { path: 'dashboard/vendors/labels/', update: 'PUT', itemFromList: true } satisfies EndpointSpec;
