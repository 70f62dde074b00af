import { useCallback, useContext, useState } from 'react';
import { DataProviderContext, useLogoutIfAccessDenied } from 'react-admin';
import { filenameFromDisposition, saveBlob } from '../../lib/download';
import { documentFileName, type AppDataProvider, type DocumentRef } from '../../providers';

export type SharedDownloadState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'done' }
  | { kind: 'expired' }
  | { kind: 'failed'; message: string };

const statusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
};

/**
 * Fetches the application a guid shares, then downloads its shared files (docs/product.md#shared-link).
 * A 403 here means the link has expired: it is the page's own message, not the end of the session,
 * so the dataProvider is read from react-admin's context rather than through `useDataProvider()`,
 * whose checkError would log out on it. A 401 or 502 still ends the session.
 */
export const useSharedDownload = () => {
  const dataProvider = useContext(DataProviderContext) as AppDataProvider;
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [state, setState] = useState<SharedDownloadState>({ kind: 'idle' });

  const start = useCallback(
    async (guid: string): Promise<boolean> => {
      setState({ kind: 'loading' });
      try {
        const { application_id: applicationId } = await dataProvider.fetchSharedApplication(guid);
        const doc: DocumentRef = { kind: 'sharedFiles', applicationId, guid };
        const { blob, headers } = await dataProvider.download(doc);
        saveBlob(blob, filenameFromDisposition(headers.get('Content-Disposition'), documentFileName(doc)));
        setState({ kind: 'done' });
        return true;
      } catch (error) {
        const status = statusOf(error);
        if (status === 403) setState({ kind: 'expired' });
        else if (status === 401 || status === 502) void logoutIfAccessDenied(error);
        else setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
        return false;
      }
    },
    [dataProvider, logoutIfAccessDenied],
  );

  return { state, start };
};
