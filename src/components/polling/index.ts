export { PollingControl } from './PollingControl';
export { PollingStatus, type PollingStatusProps } from './PollingStatus';
export { usePageVisible, usePolling, type PollOutcome, type PollingState, type PollUpdate } from './usePolling';
export {
  HeldRowsBar,
  LiveMark,
  LiveRowsProvider,
  LiveTable,
  RowMarkChip,
  useLiveRows,
  useMarkedCardSx,
  type LiveRows,
} from './LiveRows';
