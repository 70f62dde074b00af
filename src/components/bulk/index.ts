export { BulkOutcomes } from './BulkOutcomes';
export { useBulkRun, type BulkRunner } from './useBulkRun';
export { BULK_LIMIT, type BulkRow, type BulkState, type BulkTask } from '../../lib/bulkRun';
