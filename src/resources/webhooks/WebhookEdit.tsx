import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Edit, SimpleForm, useRecordContext } from 'react-admin';
import { DraftKeeper } from '../../components/DraftKeeper';
import { FormToolbar } from '../../components/FormToolbar';
import { NonFieldErrors } from '../../components/NonFieldErrors';
import { WebhookInputs } from './WebhookInputs';
import { webhookSchema } from './webhookSchema';

/** The form of one webhook: its stored URL is accepted unchanged, a new one must be https. */
const WebhookEditForm = () => {
  const record = useRecordContext<{ url?: string | null }>();
  const existingUrl = record?.url ?? null;
  const resolver = useMemo(() => zodResolver(webhookSchema(existingUrl)), [existingUrl]);
  return (
    <SimpleForm toolbar={<FormToolbar />} resolver={resolver} warnWhenUnsavedChanges>
      <NonFieldErrors />
      <DraftKeeper />
      <WebhookInputs existingUrl={existingUrl} />
    </SimpleForm>
  );
};

/**
 * PUT webhooks/{id} with name, url, vendorref and enabled (docs/api.md#webhooks). Pessimistic, so
 * that the server's field errors land under their inputs with what was typed kept, and so that
 * the toolbar's delete asks for confirmation.
 */
export const WebhookEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <WebhookEditForm />
  </Edit>
);
