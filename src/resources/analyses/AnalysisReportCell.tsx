import { memo, useState, type MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { ROW_BUTTON, ROW_BUTTON_GROUP } from '../../components/rowButtons';
import { useDownload } from '../../components/useDownload';
import { canDownloadReport, REPORT_FORMATS, type AnalysisReportSubject, type ReportFormat } from './analysisRules';

export interface AnalysisReportCellProps {
  analysis: AnalysisReportSubject & { id: number | string };
}

/**
 * The html, pdf and csv reports of one analysis (GET analyses/{id}/report/{format}), offered once
 * it is completed and for 7 days. Whether a row is within 7 days is read when it renders.
 */
export const AnalysisReportCell = memo(({ analysis }: AnalysisReportCellProps) => {
  const translate = useTranslate();
  const { download, indicator } = useDownload();
  const [busy, setBusy] = useState<ReportFormat | null>(null);
  const now = Date.now();
  const fetchReport = async (event: MouseEvent, format: ReportFormat) => {
    event.stopPropagation();
    setBusy(format);
    try {
      await download({ kind: 'analysisReport', id: analysis.id, format });
    } finally {
      setBusy(null);
    }
  };
  return (
    <span role="group" className={ROW_BUTTON_GROUP}>
      {REPORT_FORMATS.map(format => (
        <button
          type="button"
          className={ROW_BUTTON}
          key={format}
          disabled={busy !== null || !canDownloadReport(analysis, format, now)}
          onClick={event => void fetchReport(event, format)}
          aria-label={translate('resources.analyses.download', { format: format.toUpperCase(), id: analysis.id })}
        >
          {format.toUpperCase()}
        </button>
      ))}
      {indicator}
    </span>
  );
});
AnalysisReportCell.displayName = 'AnalysisReportCell';
