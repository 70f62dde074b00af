import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { DraftRestoredLine, useDraft } from '../../components/DraftKeeper';
import type { DraftEntry } from '../../lib/drafts';
import type { AppDataProvider } from '../../providers';
import { SIDE_READ } from '../../providers/sessionRule';
import type { AppAction } from './useApplicationAction';

export interface ShareDialogProps {
  applicationId: number;
  onClose: () => void;
  run: (action: AppAction) => void;
  pending: boolean;
}

/**
 * Share (docs/product.md#application-view): a recipient from the vendor's allowed_document_recipients;
 * Share stays disabled until one is chosen. The choice survives a session end and comes back when
 * the dialog is opened again for the same application (DraftKeeper's useDraft).
 */
export const ShareDialog = ({ applicationId, onClose, run, pending }: ShareDialogProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  // A read on the side (docs/product.md#session): a refusal never ends the session; it reads as
  // no recipients, with a word that they could not be read.
  const {
    data: recipients,
    isPending,
    error,
  } = useQuery({
    queryKey: ['documentRecipients'],
    queryFn: ({ signal }) => dataProvider.documentRecipients({ signal, ...SIDE_READ }),
    retry: false,
  });
  const [email, setEmail] = useState('');
  const recipient = recipients?.find(row => row.email === email);
  const changes = useCallback((): DraftEntry[] => (email ? [['recipient', email]] : []), [email]);
  const apply = useCallback((entries: DraftEntry[]) => {
    const kept = entries.find(([path]) => path === 'recipient')?.[1];
    if (typeof kept === 'string') setEmail(kept);
  }, []);
  const revert = useCallback(() => setEmail(''), []);
  const draft = useDraft({ form: `applications:share:${applicationId}`, changes, apply, revert });

  const share = () => {
    if (!recipient) return;
    run({
      name: 'share',
      run: provider => provider.shareApplication(applicationId, recipient),
      success: { message: 'app.message.email_sent' },
      failure: () => ({ message: 'app.message.email_failed' }),
      onSuccess: () => {
        draft.saved();
        onClose();
      },
    });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="share-title" fullWidth maxWidth="sm">
      <DialogTitle id="share-title">
        {translate('resources.applications.share.title', { id: applicationId })}
      </DialogTitle>
      <DialogContent>
        {draft.restored && <DraftRestoredLine onDiscard={draft.discard} />}
        {isPending && <Typography>{translate('resources.applications.share.loading')}</Typography>}
        {!isPending && !recipients?.length && (
          <Alert severity="info">
            {translate('resources.applications.share.no_recipients')}
            {error && (
              <Typography variant="body2" color="text.secondary">
                {translate('resources.applications.share.recipients_unread', { message: error.message })}
              </Typography>
            )}
          </Alert>
        )}
        {!!recipients?.length && (
          <TextField
            select
            fullWidth
            autoFocus
            label={translate('resources.applications.share.recipient')}
            value={email}
            onChange={event => setEmail(event.target.value)}
            sx={{ mt: 1 }}
          >
            {recipients.map(row => (
              <MenuItem key={row.email} value={row.email}>
                {translate('resources.applications.share.recipient_option', {
                  name: row.name || row.email,
                  email: row.email,
                })}
              </MenuItem>
            ))}
          </TextField>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('resources.applications.share.cancel')}</Button>
        <Button variant="contained" onClick={share} disabled={!recipient || pending}>
          {translate('resources.applications.share.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
