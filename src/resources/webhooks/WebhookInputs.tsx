import { Alert } from '@mui/material';
import { BooleanInput, ReferenceInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { isInsecureUrl } from './webhookSchema';
import { SIDE_READ } from '../../providers/sessionRule';

/**
 * An existing `http:` URL is kept while it is not changed (webhookSchema), with this warning so
 * that staff know the receiving server gets the data unencrypted.
 */
const InsecureUrlWarning = ({ existingUrl }: { existingUrl?: string | null }) => {
  const translate = useTranslate();
  const url = useWatch({ name: 'url' }) as string | null | undefined;
  if (!existingUrl || !isInsecureUrl(existingUrl) || (url ?? '').trim() !== existingUrl.trim()) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2, width: '100%', boxSizing: 'border-box' }}>
      {translate('resources.webhooks.insecure_existing')}
    </Alert>
  );
};

/** The fields of a webhook, shared by WebhookCreate and WebhookEdit. */
export const WebhookInputs = ({ existingUrl }: { existingUrl?: string | null }) => (
  <>
    <TextInput source="name" autoFocus fullWidth />
    <TextInput source="url" type="url" fullWidth helperText="resources.webhooks.url_hint" />
    <InsecureUrlWarning existingUrl={existingUrl} />
    <ReferenceInput
      source="vendorref"
      reference="labels"
      sort={{ field: 'id', order: 'ASC' }}
      perPage={100}
      queryOptions={SIDE_READ}
    >
      <SelectInput optionText="ref" fullWidth />
    </ReferenceInput>
    <BooleanInput source="enabled" />
  </>
);
