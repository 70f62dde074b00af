import type { PollRules } from '../../lib/polling';
import { markSummary } from '../../lib/rowMarks';
import { PollingStatus } from './PollingStatus';
import { usePolling } from './usePolling';

/**
 * The list's polling, with its state in words ("Live updates" / "Updates paused" / "Updates
 * paused, retrying"), what the marked rows are, and a button to pause or resume. Placed in each
 * polled list's toolbar; its table marks the rows (LiveRows) when the list is an AppList.
 */
export const PollingControl = ({ rules }: { rules: PollRules }) => {
  const { paused, failing, toggle, marks, held } = usePolling(rules);
  return <PollingStatus paused={paused} failing={failing} onToggle={toggle} changes={markSummary(marks)} held={held} />;
};
