export { PollingControl } from './PollingControl';
export { usePageVisible, usePolling, type PollOutcome, type PollingState } from './usePolling';
