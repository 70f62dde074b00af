import { useCallback } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { downloadFailure, filenameFromDisposition, saveBlob } from '../lib/download';
import { documentFileName, type AppDataProvider, type DocumentRef } from '../providers';

/**
 * A credentialed download through the dataProvider: the file is saved under the name the server
 * gives (cleaned), and a failure is told with the spec's message. Resolves true when saved.
 */
export const useDownload = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  return useCallback(
    async (doc: DocumentRef): Promise<boolean> => {
      try {
        const { blob, headers } = await dataProvider.download(doc);
        saveBlob(blob, filenameFromDisposition(headers.get('Content-Disposition'), documentFileName(doc)));
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
