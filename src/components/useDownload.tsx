import { useCallback, useRef, useState } from 'react';
import { Box, Button, LinearProgress, Paper, Snackbar, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { downloadFailure, filenameFromDisposition, saveBlob } from '../lib/download';
import { isAbort } from '../lib/exportPages';
import { documentFileName, type AppDataProvider, type DocumentRef } from '../providers';

interface Progress {
  name: string;
  loaded: number;
  total: number | null;
}

/** The file on its way: a bar (a percentage when the size is known) and Cancel, bottom left. */
const DownloadIndicator = ({ progress, onCancel }: { progress: Progress; onCancel: () => void }) => {
  const translate = useTranslate();
  const percent = progress.total ? Math.min(100, Math.round((100 * progress.loaded) / progress.total)) : null;
  const label =
    percent === null
      ? translate('app.download.running', { name: progress.name })
      : translate('app.download.progress', { name: progress.name, percent });
  return (
    <Snackbar open anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
      <Paper elevation={6} sx={{ p: 1.5, width: { xs: 'calc(100vw - 16px)', sm: 360 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" role="status" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {label}
          </Typography>
          <Button size="small" onClick={onCancel}>
            {translate('app.download.cancel')}
          </Button>
        </Box>
        <LinearProgress
          variant={percent === null ? 'indeterminate' : 'determinate'}
          value={percent ?? undefined}
          aria-label={label}
          sx={{ mt: 1 }}
        />
      </Paper>
    </Snackbar>
  );
};

/**
 * A credentialed download through the dataProvider: the file is saved under the name the server
 * gives (cleaned), and a failure is told with the spec's message. While files are on their way,
 * `indicator` (to render beside the buttons that started them) shows the latest one's progress and
 * a Cancel that stops every download of this hook; a cancelled download saves nothing and says so.
 * `download` resolves true when the file was saved.
 */
export const useDownload = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  // The downloads under way, in the order they started, each with its progress.
  const running = useRef(new Map<AbortController, Progress>());
  const [shown, setShown] = useState<Progress | null>(null);
  const show = () => setShown([...running.current.values()].pop() ?? null);

  const download = useCallback(
    async (doc: DocumentRef): Promise<boolean> => {
      const controller = new AbortController();
      const name = documentFileName(doc);
      running.current.set(controller, { name, loaded: 0, total: null });
      show();
      try {
        const { blob, headers } = await dataProvider.download(doc, {
          signal: controller.signal,
          onProgress: (loaded, total) => {
            running.current.set(controller, { name, loaded, total });
            show();
          },
        });
        // A Cancel after the last byte still saves nothing.
        if (!controller.signal.aborted) {
          saveBlob(blob, filenameFromDisposition(headers.get('Content-Disposition'), name));
          return true;
        }
      } catch (error) {
        if (!controller.signal.aborted && !isAbort(error)) {
          const { message, messageArgs } = downloadFailure(error);
          notify(message, { type: 'error', messageArgs });
          return false;
        }
      } finally {
        running.current.delete(controller);
        show();
      }
      notify('app.download.cancelled', { type: 'info' });
      return false;
    },
    [dataProvider, notify],
  );

  const cancel = () => {
    for (const controller of running.current.keys()) controller.abort();
  };
  const indicator = shown ? <DownloadIndicator progress={shown} onCancel={cancel} /> : null;
  return { download, indicator };
};
