import type { RaRecord } from 'react-admin';

/** One custom metric name of `custommetric/` (docs/api.md#metrics), as the Metric Modules page lists and edits it. */
export interface CustomMetric extends RaRecord {
  module: number;
  name: string;
  vendor: number;
  visible: boolean;
}
