import { memo, type MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { ROW_BUTTON, ROW_BUTTON_GROUP } from '../../components/rowButtons';
import { reprintAction, type ReprintFormat } from '../../components/reprintAction';
import { useApiAction } from '../../components/useApiAction';
import { canReprint, REPRINT_FORMATS, type AnalysisReportSubject } from './analysisRules';

const FORMATS: readonly ReprintFormat[] = REPRINT_FORMATS;

export interface AnalysisReprintCellProps {
  analysis: AnalysisReportSubject & { id: number | string };
}

/**
 * Reprint an analysis's HTML or PDF report (POST analyses/{id}/print/{format}), as the
 * application view reprints a summary (decision 18), while the analysis is completed and at most
 * 7 days old. The click does not open the row.
 */
export const AnalysisReprintCell = memo(({ analysis }: AnalysisReprintCellProps) => {
  const translate = useTranslate();
  const { run, running, waiting } = useApiAction();
  const offered = canReprint(analysis, Date.now());
  const reprint = (event: MouseEvent, format: ReprintFormat) => {
    event.stopPropagation();
    run(reprintAction('analysis', analysis.id, format));
  };
  return (
    <span role="group" className={ROW_BUTTON_GROUP}>
      {FORMATS.map(format => (
        <button
          type="button"
          className={ROW_BUTTON}
          key={format}
          disabled={running !== undefined || waiting(`reprint-${format}`) > 0 || !offered}
          onClick={event => reprint(event, format)}
          aria-label={translate('resources.analyses.reprint', { format: format.toUpperCase(), id: analysis.id })}
        >
          {format.toUpperCase()}
        </button>
      ))}
    </span>
  );
});
AnalysisReprintCell.displayName = 'AnalysisReprintCell';
