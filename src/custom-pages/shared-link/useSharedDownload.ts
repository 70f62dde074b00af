import { useCallback, useContext, useState } from 'react';
import { DataProviderContext } from 'react-admin';
import { failureText, publicFailureOf, type FailureText } from '../../components/publicFailure';
import { filenameFromDisposition, saveBlob } from '../../lib/download';
import { documentFileName, type AppDataProvider, type DocumentRef } from '../../providers';

export type SharedDownloadState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'done' }
  | { kind: 'expired' }
  | { kind: 'failed'; text: FailureText };

const statusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
};

const INVALID: FailureText = { message: 'app.message.shared_link_invalid' };

/** docs/product.md#shared-link: a 403 is the link's expiry; a guid the server does not know (400, 404) "Invalid link."; the rest as every public page says it. */
const failureOf = (error: unknown): SharedDownloadState => {
  if (statusOf(error) === 403) return { kind: 'expired' };
  const reason = publicFailureOf(error);
  return {
    kind: 'failed',
    text: reason.kind === 'refused' && reason.status === 404 ? INVALID : failureText(reason, INVALID.message),
  };
};

/**
 * Fetches the application a guid shares, then downloads its shared files (docs/product.md#shared-link).
 * Both calls are answered for the guid, not for the session: none of their failures ends it (a
 * 403 is the link's expiry, a 401 or 502 is reported like any other failure), so the dataProvider
 * is read from react-admin's context rather than through `useDataProvider()`, whose checkError
 * could end the session.
 */
export const useSharedDownload = () => {
  const dataProvider = useContext(DataProviderContext) as AppDataProvider;
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
        setState(failureOf(error));
        return false;
      }
    },
    [dataProvider],
  );

  return { state, start };
};
