import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { IframeLink } from '../../lib/iframeLink';

/**
 * The live link with Copy and a preview in a new tab (rel="noopener noreferrer": the client's page
 * gets no handle on the dashboard), or the message that says why there is no link yet.
 */
export const IframeLinkPanel = ({ built }: { built: IframeLink }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { link } = built;

  const copy = async () => {
    if (!link) return;
    try {
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(link);
      notify('app.message.copied', { type: 'success' });
    } catch {
      notify('app.message.copy_failed', { type: 'error' });
    }
  };

  if (!link) {
    return (
      <Alert severity="info" role="status" sx={{ my: 2 }}>
        {translate(built.error ?? '')}
      </Alert>
    );
  }
  return (
    <Box sx={{ my: 2 }}>
      <TextField
        label={translate('app.inlineFrame.link')}
        value={link}
        multiline
        fullWidth
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } } }}
        onFocus={event => event.target.select()}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy}>
          {translate('app.inlineFrame.copy')}
        </Button>
        <Button variant="outlined" startIcon={<OpenInNewIcon />} href={link} target="_blank" rel="noopener noreferrer">
          {translate('app.inlineFrame.preview')}
        </Button>
      </Box>
    </Box>
  );
};
