/**
 * How a crawl-outcome ratio (0..1 of a bank's crawls) is shown on the bank-modules table: as a
 * percentage and a level that the cell shows by bar length, colour and weight together, so that
 * failing banks stand out without relying on colour alone. Pure, table-tested.
 */

/** "85%", "4.5%" (one decimal under 10 %, so a small share is not shown as 0 %), "0%". */
export const ratioPercent = (ratio: number): string => {
  if (!Number.isFinite(ratio) || ratio <= 0) return '0%';
  const percent = ratio * 100;
  return percent < 10 ? `${Math.round(percent * 10) / 10}%` : `${Math.round(percent)}%`;
};

export type RatioLevel = 'good' | 'warning' | 'bad';

/**
 * Completed is good from 80 %, bad under 50 %; a failure outcome (died, failed, timed out) is bad
 * from 25 %, a warning from 10 %. Rough lines for reading a table at a glance: the bank's own warn
 * thresholds are what the backend acts on.
 */
export const ratioLevel = (outcome: 'completed' | 'died' | 'failed' | 'timedout', ratio: number): RatioLevel => {
  if (outcome === 'completed') return ratio >= 0.8 ? 'good' : ratio >= 0.5 ? 'warning' : 'bad';
  return ratio >= 0.25 ? 'bad' : ratio >= 0.1 ? 'warning' : 'good';
};
