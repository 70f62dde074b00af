import type { MouseEvent } from 'react';
import { Box, CircularProgress, Switch } from '@mui/material';
import { useNotify, useTranslate, useUpdate } from 'react-admin';
import type { WebhookRecord } from './types';

/**
 * docs/product.md#webhooks: staff turn a webhook on or off from its row. The update is PUT, so it
 * sends the whole webhook with only `enabled` changed (an existing http: URL goes back as it is).
 * Pessimistic: the switch shows the server's state, with a spinner while the call runs; a failure
 * is the error toast and leaves the switch where it was.
 */
export const WebhookEnabledToggle = ({ record }: { record: WebhookRecord }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<WebhookRecord>();
  const toggle = (event: MouseEvent) => {
    // The row opens the edit form on click; the switch is its own action.
    event.stopPropagation();
  };
  const change = (enabled: boolean) =>
    update(
      'webhooks',
      {
        id: record.id,
        data: { name: record.name, url: record.url, vendorref: record.vendorref, enabled },
        previousData: record,
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify(enabled ? 'resources.webhooks.enabled_on' : 'resources.webhooks.enabled_off', {
            type: 'success',
            messageArgs: { name: record.name },
          }),
        onError: error =>
          notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
      },
    );
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center' }} onClick={toggle}>
      <Switch
        checked={record.enabled === true}
        disabled={isPending}
        onChange={event => change(event.target.checked)}
        slotProps={{ input: { 'aria-label': translate('resources.webhooks.toggle', { name: record.name }) } }}
        size="small"
      />
      {isPending && <CircularProgress size={16} aria-label={translate('resources.webhooks.saving')} />}
    </Box>
  );
};
