import { useCallback } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { downloadFailure, filenameFromDisposition, saveBlob } from '../lib/download';
import type { AppDataProvider } from '../providers/dataProvider';
import type { HttpOptions } from '../providers/http';

/**
 * A credentialed download through the dataProvider: the file is saved under the name the server
 * gives (cleaned), and a failure is told with the spec's message. Resolves true when saved.
 */
export const useDownload = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  return useCallback(
    async (path: string, fallbackName: string, options?: HttpOptions): Promise<boolean> => {
      try {
        const { blob, headers } = await dataProvider.download(path, options);
        saveBlob(blob, filenameFromDisposition(headers.get('Content-Disposition'), fallbackName));
        return true;
      } catch (error) {
        const { message, messageArgs } = downloadFailure(error);
        notify(message, { type: 'error', messageArgs });
        return false;
      }
    },
    [dataProvider, notify],
  );
};
