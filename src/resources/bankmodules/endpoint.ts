import type { EndpointSpec } from '../../types';

/**
 * GET bank/ answers in DRF pages; the screen wants the whole list (a few hundred rows) to search,
 * filter and sort it by any column, so it is fetched whole once and kept a minute. PATCH bank/
 * carries the id in the body and only the changed fields. The entry reads it (./early.ts).
 */
export const endpoint = {
  path: 'bank/',
  update: 'PATCH',
  idIn: 'body',
  pagination: 'none',
  cacheFor: 60_000,
} satisfies EndpointSpec;
