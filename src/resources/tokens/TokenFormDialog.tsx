import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Typography } from '@mui/material';
import { Form, TextInput, useTranslate, type Identifier } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { DraftKeeper } from '../../components/DraftKeeper';
import { NonFieldErrors } from '../../components/NonFieldErrors';
import { CopyButton } from '../../components/CopyButton';
import { API_DOCS_URL } from '../../lib/docLinks';
import { ThrottledSubmitButton } from '../../components/SaveThrottle';
import { tokenSchema, type TokenFormValues } from './tokenSchema';
import { useTokenMutations, type CreatedToken } from './useTokenMutations';

const resolver = zodResolver(tokenSchema);

/** The HMAC section of the API docs, on the same base as the menu's API Docs link. */
export const HMAC_DOCS_URL = `${API_DOCS_URL}#hmac`;

// The catalogue keeps the explanation as one sentence with a %{link} slot; the slot is filled
// with a marker and the sentence split there, so the link can be a real element.
const LINK_MARKER = '\u0000';

const HmacExplanation = () => {
  const translate = useTranslate();
  const [before, after = ''] = translate('resources.tokens.explain', { link: LINK_MARKER }).split(LINK_MARKER);
  return (
    <Typography gutterBottom>
      {before}
      <Link href={HMAC_DOCS_URL} target="_blank" rel="noopener noreferrer">
        {translate('resources.tokens.hmac_docs')}
      </Link>
      {after}
    </Typography>
  );
};

const SecretRow = ({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
      <Typography sx={{ minWidth: 90, fontWeight: 'bold' }}>{translate(label)}</Typography>
      <Typography component="code" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', flex: 1 }}>
        {value}
      </Typography>
      <CopyButton value={value} label={copyLabel} />
    </Box>
  );
};

export interface TokenFormDialogProps {
  /** The token to rename; without it the dialog creates a token. */
  token?: { id: Identifier; name: string };
  /** `changed` tells the list whether anything was created or renamed. */
  onClose: (changed: boolean) => void;
}

/** Create Token and Rename Token (docs/product.md#tokens). */
export const TokenFormDialog = ({ token, onClose }: TokenFormDialogProps) => {
  const translate = useTranslate();
  const { create, rename, pending } = useTokenMutations();
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const close = () => onClose(created !== null);

  const submit = async (values: FieldValues) => {
    const { name } = values as TokenFormValues;
    if (token) {
      const { errors } = await rename(token, name);
      if (!errors) onClose(true);
      return errors;
    }
    const result = await create(name);
    if (result.created) setCreated(result.created);
    return result.errors;
  };

  return (
    <Dialog
      open
      // A backdrop click must not throw away a secret that is shown only once.
      onClose={(_event, reason) => (created && reason === 'backdropClick' ? undefined : close())}
      aria-labelledby="token-form-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="token-form-title">
        {translate(token ? 'resources.tokens.rename_title' : 'resources.tokens.create_title')}
      </DialogTitle>
      <Form resolver={resolver} defaultValues={{ name: token?.name ?? '' }} onSubmit={submit} warnWhenUnsavedChanges>
        <DialogContent>
          <NonFieldErrors />
          {/* A dialog the address does not open: its draft comes back when it is opened again for the same token. */}
          {!created && <DraftKeeper name={token ? `tokens:rename:${String(token.id)}` : 'tokens:create'} />}
          {!token && <HmacExplanation />}
          <TextInput
            source="name"
            label="resources.tokens.fields.token_name"
            disabled={!!created}
            autoFocus
            fullWidth
          />
          {!token && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {translate('resources.tokens.warning')}
            </Alert>
          )}
          {created && (
            <Box sx={{ mt: 2 }}>
              <SecretRow
                label="resources.tokens.fields.secret"
                value={created.secret}
                copyLabel="resources.tokens.copy_secret"
              />
              <SecretRow
                label="resources.tokens.fields.identifier"
                value={created.identifier}
                copyLabel="resources.tokens.copy_identifier"
              />
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('resources.tokens.close')}</Button>
          {!created && (
            <ThrottledSubmitButton disabled={pending}>
              {translate(token ? 'resources.tokens.rename' : 'resources.tokens.create')}
            </ThrottledSubmitButton>
          )}
        </DialogActions>
      </Form>
    </Dialog>
  );
};
