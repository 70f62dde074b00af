import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useGetOne, useTranslate, type Identifier } from 'react-admin';
import { CopyButton } from '../../components/CopyButton';

export interface TokenRevealDialogProps {
  token: { id: Identifier; name: string };
  onClose: () => void;
}

/**
 * Shows a token's identifier (docs/product.md#tokens), fetched on opening: `users/me/tokens/{id}`. The
 * list has already put the row (without identifier) in the cache, so "Revealing..." stays until
 * the answer carrying the identifier arrives rather than until the first data.
 */
export const TokenRevealDialog = ({ token, onClose }: TokenRevealDialogProps) => {
  const translate = useTranslate();
  const { data, error } = useGetOne<{ id: Identifier; name: string; identifier?: string }>('tokens', {
    id: token.id,
  });
  const identifier = data?.identifier;
  let body = translate('resources.tokens.revealing');
  if (identifier) body = identifier;
  else if (error) body = translate('resources.tokens.reveal_failed', { message: error.message });
  return (
    <Dialog open onClose={onClose} aria-labelledby="token-reveal-title" fullWidth maxWidth="sm">
      <DialogTitle id="token-reveal-title">{token.name}</DialogTitle>
      <DialogContent>
        <Typography gutterBottom>{translate('resources.tokens.identifier_is')}</Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography
            component="code"
            aria-live="polite"
            sx={{ fontFamily: identifier ? 'monospace' : undefined, wordBreak: 'break-all' }}
          >
            {body}
          </Typography>
          <CopyButton value={identifier} label="resources.tokens.copy_identifier" />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('resources.tokens.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
