import { useEffect } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { CopyButton } from '../../components/CopyButton';
import { formatTimestamp } from '../../lib/datetime';

export interface SharedLinkDialogProps {
  applicationId: number;
  url: string;
  expires?: string;
  onClose: () => void;
}

/**
 * A download link just made for an application (docs/screens/webhooks-sharedlink-embed.md#shared-link):
 * copied to the clipboard on opening where the browser allows it, and shown with its expiry and a
 * copy button for when it does not (the clipboard may refuse a copy that follows a server call).
 */
export const SharedLinkDialog = ({ applicationId, url, expires, onClose }: SharedLinkDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  useEffect(() => {
    navigator.clipboard?.writeText(url).then(
      () => notify('app.message.copied', { type: 'success' }),
      () => undefined,
    );
  }, [url, notify]);
  const expiry = expires ? formatTimestamp(expires) : '';
  return (
    <Dialog open onClose={onClose} aria-labelledby="shared-link-title" fullWidth maxWidth="sm">
      <DialogTitle id="shared-link-title">{translate('app.sharedLink.link_title', { id: applicationId })}</DialogTitle>
      <DialogContent>
        <Typography gutterBottom>{translate('app.sharedLink.link_intro')}</Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
          <TextField
            label={translate('app.sharedLink.link_field')}
            value={url}
            fullWidth
            size="small"
            slotProps={{
              htmlInput: { readOnly: true, onFocus: (event: { target: HTMLInputElement }) => event.target.select() },
            }}
          />
          <CopyButton value={url} label="app.sharedLink.copy" />
        </Box>
        <Typography sx={{ mt: 2 }}>
          {expiry
            ? translate('app.sharedLink.link_expires', { time: expiry })
            : translate('app.sharedLink.link_no_expiry')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.sharedLink.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
