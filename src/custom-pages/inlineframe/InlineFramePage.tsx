import { useCallback, useState } from 'react';
import { Alert, Box, Divider, Paper, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import { config } from '../../config';
import { ChoicesCutNote } from '../../components/ListCutNote';
import { iframeHost } from '../../lib/iframeHost';
import { MESSAGES } from '../../lib/iframeLink';
import type { AppIdentity } from '../../providers';
import {
  IframeBuilderStatus,
  IframeLinkForm,
  IframeLinkPanel,
  IframeSendForm,
  useIframeLabels,
  type BuiltLink,
} from '../../components/iframe';

/**
 * IFrame (docs/product.md#iframe): builds `{host}/i/{label}/{client identifier}?{options}` for one of the
 * vendor's labels, with the host of the environment (lib/iframeHost), and copies or e-mails it.
 */
export const InlineFramePage = () => {
  const translate = useTranslate();
  const labels = useIframeLabels();
  const { identity, isPending: identityPending } = useGetIdentity();
  const vendor = (identity as AppIdentity | undefined)?.vendor;
  const [built, setBuilt] = useState<BuiltLink>({ result: { error: MESSAGES.bothRequired }, label: '' });
  const onChange = useCallback((next: BuiltLink) => setBuilt(next), []);

  // Without a host for this environment no link is built, copied or sent (docs/deployment.md#settings).
  const host = iframeHost();
  const rows = labels.data ?? [];
  const defaultLabel = rows.find(row => row.ref === vendor?.label)?.ref ?? rows[0]?.ref ?? '';

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {translate('app.pages.inlineframe')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.inlineFrame.intro')}
      </Typography>
      <IframeBuilderStatus labels={labels} identityPending={identityPending} host={host} />
      {labels.isSuccess && !identityPending && (
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
          {!rows.length && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {translate('app.inlineFrame.no_labels', { product: config.productName })}
            </Alert>
          )}
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {translate('app.inlineFrame.builder')}
          </Typography>
          <ChoicesCutNote rows={rows} />
          <IframeLinkForm host={host ?? ''} labels={rows} defaultLabel={defaultLabel} onChange={onChange} />
          {host !== null && <IframeLinkPanel built={built.result} />}
          <Divider sx={{ my: 2 }} />
          <IframeSendForm
            link={host === null ? undefined : built.result.link}
            vendorName={vendor?.name || built.label}
          />
        </Paper>
      )}
    </Box>
  );
};
