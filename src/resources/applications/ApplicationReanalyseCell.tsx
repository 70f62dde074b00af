import { memo, type MouseEvent } from 'react';
import { Button } from '@mui/material';
import { useRefresh, useTranslate } from 'react-admin';
import { useWaitLabel } from '../../components/SaveThrottle';
import { useApiAction } from '../../components/useApiAction';
import { canReanalyse, type ReanalyseSubject } from './applicationRules';

export interface ReanalyseCellProps {
  application: ReanalyseSubject & { id: number | string };
}

/**
 * The Reanalyse button of a table row: enabled by the rule of docs/product.md, decision 2 (read when the row
 * renders), POST applications/{id}/analyses, a success notice and a reload of the list. The click
 * does not open the row.
 */
export const ReanalyseCell = memo(({ application }: ReanalyseCellProps) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  // The application actions' one runner: its toasts, and 401/403/502 ending the session.
  const { run, running, waiting } = useApiAction();
  const waitLabel = useWaitLabel();
  const wait = waiting('reanalyse');
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    run({
      name: 'reanalyse',
      run: dataProvider => dataProvider.reanalyse(application.id),
      success: { message: 'resources.applications.reanalyse.success', args: { id: application.id } },
      onSuccess: refresh,
    });
  };
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={running !== undefined || wait > 0 || !canReanalyse(application, Date.now())}
      onClick={onClick}
      aria-label={waitLabel(translate('resources.applications.reanalyse.label', { id: application.id }), wait)}
    >
      {waitLabel('resources.applications.reanalyse.button', wait)}
    </Button>
  );
});
ReanalyseCell.displayName = 'ReanalyseCell';
