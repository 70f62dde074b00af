import type { PollRules } from '../../lib/polling';
import { PollingStatus } from './PollingStatus';
import { usePolling } from './usePolling';

/**
 * The list's polling, with its state in words ("Live updates" / "Updates paused" / "Updates
 * paused, retrying") and a button to pause or resume. Placed in each polled list's toolbar.
 */
export const PollingControl = ({ rules }: { rules: PollRules }) => {
  const { paused, failing, toggle, lastUpdate } = usePolling(rules);
  return <PollingStatus paused={paused} failing={failing} onToggle={toggle} lastUpdate={lastUpdate} />;
};
