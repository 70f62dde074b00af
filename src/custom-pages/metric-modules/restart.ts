import type { MetricStatus } from '../../providers/methods/metrics';

/**
 * What a restart did, read from the statuses before and after it (the restart call answers a
 * status only): the codes that were disabled before and are enabled now.
 */
export const restartedCodes = (
  before: readonly MetricStatus[],
  after: readonly MetricStatus[],
  code?: string,
): string[] => {
  const enabledNow = new Set(after.filter(status => status.enabled).map(status => status.code));
  return before
    .filter(status => !status.enabled && enabledNow.has(status.code) && (code === undefined || status.code === code))
    .map(status => status.code);
};
