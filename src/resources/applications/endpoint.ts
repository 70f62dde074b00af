import type { EndpointSpec } from '../../types';

/**
 * GET/POST applications/ (docs/api.md#applications). Its own module, small: the entry reads it to
 * ask for the landing list's first page while the signed-in app still loads (app/landingPage.ts).
 */
export const endpoint = {
  path: 'applications/',
  manyParam: 'id__in',
  sortFields: { 'vendor.name': 'vendor__name' },
} satisfies EndpointSpec;
