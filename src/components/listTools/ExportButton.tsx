import { useRef, useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useListContext, useNotify, useResourceContext, useTranslate } from 'react-admin';
import { csvFileName, toCsv } from '../../lib/csv';
import { saveBlob } from '../../lib/download';
import { fetchAllPages, isAbort } from '../../lib/exportPages';
import { isSessionEnded } from '../../providers/sessionRule';
import { bankName, fetchBankNames } from '../BankName';
import { useVisibleColumns, type ColumnSet, type ExportContext } from './columns';

interface Progress {
  done: number;
  total: number | undefined;
}

/**
 * Export (docs/screens/list-tools.md): a CSV of the current filter and sort, every page, read
 * through the dataProvider 100 rows at a time behind a progress dialog with Cancel; the visible
 * columns of the chooser, as a person reads them. A failure says why and leaves the list as it
 * was; a 401, 403 or 502 ends the session as everywhere else (src/providers/sessionRule.ts).
 */
export const ExportButton = <R,>({ set, name }: { set: ColumnSet<R>; name?: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const resource = useResourceContext() ?? 'list';
  const { filterValues, sort, total, isPending } = useListContext();
  const visible = useVisibleColumns(set).filter(column => column.value);
  const [progress, setProgress] = useState<Progress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const run = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ done: 0, total });
    try {
      const [rows, names] = await Promise.all([
        fetchAllPages<R>(
          async (page, perPage, signal) => {
            const result = await dataProvider.getList(resource, {
              filter: filterValues,
              sort,
              pagination: { page, perPage },
              signal,
            });
            return { data: result.data as R[], total: result.total, hasNextPage: result.pageInfo?.hasNextPage };
          },
          { signal: abort.signal, onProgress: (done, all) => setProgress({ done, total: all }) },
        ),
        fetchBankNames(queryClient, dataProvider),
      ]);
      const context: ExportContext = { translate, bankName: value => bankName(value, names) };
      const headers = visible.map(column => translate(column.label));
      const lines = rows.map(row => visible.map(column => column.value?.(row, context)));
      saveBlob(new Blob([toCsv(headers, lines)], { type: 'text/csv;charset=utf-8' }), csvFileName(name ?? resource));
      notify('app.listTools.export_done', { type: 'success', messageArgs: { smart_count: rows.length } });
    } catch (error) {
      // The http client turns an aborted fetch into an HttpError: the signal tells a Cancel.
      if (abort.signal.aborted || isAbort(error)) {
        notify('app.listTools.export_cancelled', { type: 'info' });
      } else if (!isSessionEnded(error)) {
        // A call that ended the session says nothing: the app is on its way to /login.
        const message =
          error instanceof Error && error.message ? error.message : translate('app.listTools.network_error');
        notify('app.listTools.export_failed', {
          type: 'error',
          messageArgs: { message: translate(message, { _: message }) },
        });
      }
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };

  const percent = progress?.total ? Math.min(100, (progress.done / progress.total) * 100) : undefined;
  return (
    <>
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        onClick={() => void run()}
        disabled={!!progress || isPending || total === 0}
      >
        {translate('app.listTools.export')}
      </Button>
      <Dialog open={!!progress} aria-labelledby="export-progress-title" onClose={() => controller.current?.abort()}>
        <DialogTitle id="export-progress-title">{translate('app.listTools.exporting')}</DialogTitle>
        <DialogContent sx={{ minWidth: { sm: 360 } }}>
          <Box sx={{ py: 1 }}>
            <LinearProgress
              variant={percent === undefined ? 'indeterminate' : 'determinate'}
              value={percent}
              aria-label={translate('app.listTools.exporting')}
            />
          </Box>
          <Typography variant="body2" role="status" aria-live="polite">
            {progress?.total !== undefined
              ? translate('app.listTools.progress', { done: progress.done, total: progress.total })
              : translate('app.listTools.progress_unknown', { done: progress?.done ?? 0 })}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => controller.current?.abort()} autoFocus>
            {translate('app.listTools.cancel')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
