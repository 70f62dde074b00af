/**
 * The crawl outcomes GET bank/ratios/ gives a share of, in the order Bank Modules shows them. A
 * module of its own: Bank Modules' landing preview (small, loaded before the app) needs only this.
 */
export const RATIO_OUTCOMES = ['completed', 'died', 'failed', 'timedout'] as const;
export type RatioOutcome = (typeof RATIO_OUTCOMES)[number];
