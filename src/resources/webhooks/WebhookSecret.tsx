import { Alert, Box, Button, Typography } from '@mui/material';
import { useRedirect, useTranslate } from 'react-admin';
import { CopyButton } from '../../components/CopyButton';

export interface CreatedWebhook {
  id: number | string;
  name: string;
  secret: string;
}

/**
 * The secret of a webhook just created (docs/product.md#webhooks): shown this once with a copy
 * button. It lives only in the create page's state: never in a cache, storage or the URL, so
 * leaving the page forgets it.
 */
export const WebhookSecret = ({ webhook }: { webhook: CreatedWebhook }) => {
  const translate = useTranslate();
  const redirect = useRedirect();
  return (
    <Box sx={{ p: 2 }}>
      <Alert severity="success" sx={{ mb: 2 }}>
        {translate('resources.webhooks.created', { name: webhook.name })}
      </Alert>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {translate('resources.webhooks.secret_once')}
      </Alert>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 'bold' }}>{translate('resources.webhooks.fields.secret')}</Typography>
        <Typography
          component="code"
          data-testid="webhook-secret"
          sx={{ fontFamily: 'monospace', wordBreak: 'break-all', flex: 1, minWidth: 0 }}
        >
          {webhook.secret}
        </Typography>
        <CopyButton value={webhook.secret} label="resources.webhooks.copy_secret" />
      </Box>
      <Box sx={{ mt: 3 }}>
        <Button variant="contained" onClick={() => redirect('list', 'webhooks')}>
          {translate('resources.webhooks.done')}
        </Button>
      </Box>
    </Box>
  );
};
