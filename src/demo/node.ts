import { getResponse } from 'msw';
import { handlers } from './handlers';
import { DEMO_LATENCY_MS, setLatency } from './route';

/**
 * The demo api/v1 in node (`npm run api`, the bench): the same MSW handlers and store as demo
 * mode, answering real HTTP requests (scripts/api.mjs bundles this file for node). Nothing is
 * persisted: the store lives in memory for the life of the process, and the activity rows are
 * built on the main thread (no Web Worker here).
 */
export { DEMO_LATENCY_MS };

/** Starts answering with `latency` ms of simulated latency (the demo's own by default). */
export const configure = ({ latency = DEMO_LATENCY_MS }: { latency?: number } = {}): void => setLatency(latency);

/** The handlers' answer to an api/v1 request, or undefined when no handler matches. */
export const answer = (request: Request): Promise<Response | undefined> => getResponse(handlers, request);
