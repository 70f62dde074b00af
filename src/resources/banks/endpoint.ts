import type { EndpointSpec } from '../../types';

/**
 * GET banks (docs/api.md#banks), the whole list in one answer. Its own module, small: the entry
 * asks for it beside the landing list's first page, whose Bank column names its banks from it
 * (app/landingPage.ts).
 */
export const endpoint = { path: 'banks', pagination: 'none', cacheFor: 5 * 60_000 } satisfies EndpointSpec;
