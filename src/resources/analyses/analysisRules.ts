/** Pure rules of the Analyses table (docs/product.md#analyses). */

export const REPORT_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const REPORT_FORMATS = ['html', 'pdf', 'csv'] as const;
/** The reports an analysis may be reprinted as (POST analyses/{id}/print/{format}). */
export const REPRINT_FORMATS = ['html', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export interface AnalysisReportSubject {
  time?: string | number | null;
  completed?: boolean | null;
  html?: boolean | null;
  pdf?: boolean | null;
  csv?: boolean | null;
}

/**
 * Whether a report download is offered: the analysis is completed, that report exists (a
 * missing flag counts as present) and the analysis is at most 7 days old. An unreadable time
 * counts as expired, so nothing stale is offered.
 */
export const canDownloadReport = (analysis: AnalysisReportSubject, format: ReportFormat, now: number): boolean =>
  analysis[format] !== false && canReprint(analysis, now);

/**
 * Whether the analysis's reports may be made again (decision 18, like the summary's): it is
 * completed and at most 7 days old; the report need not exist yet.
 */
export const canReprint = (analysis: AnalysisReportSubject, now: number): boolean => {
  if (analysis.completed !== true) return false;
  const time = typeof analysis.time === 'number' ? analysis.time : analysis.time ? Date.parse(analysis.time) : NaN;
  return Number.isFinite(time) && now - time <= REPORT_TTL_MS;
};
