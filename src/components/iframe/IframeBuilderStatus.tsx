import { Alert, Button, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { useIframeLabels } from './useIframeLabels';

/**
 * What stands before the link builder (docs/product.md#iframe), wherever it is shown (the IFrame
 * page, Needs attention's new-link dialog): the labels loading, their failure with a Retry, and an
 * environment without an IFrame host, in which no link is built, copied or sent.
 */
export const IframeBuilderStatus = ({
  labels,
  identityPending,
  host,
}: {
  labels: ReturnType<typeof useIframeLabels>;
  identityPending: boolean;
  host: string | null;
}) => {
  const translate = useTranslate();
  return (
    <>
      {(labels.isPending || identityPending) && !labels.isError && (
        <LinearProgress aria-label={translate('app.inlineFrame.labels_loading')} />
      )}
      {labels.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => labels.refetch()}>
              {translate('app.inlineFrame.retry')}
            </Button>
          }
        >
          {translate('app.inlineFrame.labels_failed')}
        </Alert>
      )}
      {host === null && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('app.inlineFrame.no_host')}
        </Alert>
      )}
    </>
  );
};
