import type { AnalysisReportSubject } from './analysisRules';

/** One row of `analyses/` (docs/api.md#analyses): the list, its columns and cards read it from here. */
export interface Analysis extends AnalysisReportSubject {
  id: number;
  time: string;
  /** A name (docs/api.md); a backend that sends the bank's id gets its name from the banks list. */
  bank?: string | number | null;
  vendorref?: string | null;
  account_id?: number | null;
  account_type?: string | null;
  transaction_count?: number | null;
  elapsed?: number | null;
}
