import { memo, type MouseEvent } from 'react';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers';
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
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.reanalyse(application.id),
    onSuccess: () => {
      notify('resources.applications.reanalyse.success', { type: 'success', messageArgs: { id: application.id } });
      refresh();
    },
    onError: (error: unknown) =>
      notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', { type: 'error' }),
  });
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    mutate();
  };
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={isPending || !canReanalyse(application, Date.now())}
      onClick={onClick}
      aria-label={translate('resources.applications.reanalyse.label', { id: application.id })}
    >
      {translate('resources.applications.reanalyse.button')}
    </Button>
  );
});
ReanalyseCell.displayName = 'ReanalyseCell';
