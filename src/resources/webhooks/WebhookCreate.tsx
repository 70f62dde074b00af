import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Create, SimpleForm, useDataProvider, useNotify } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { NonFieldErrors, submissionErrorsOf } from '../../components/NonFieldErrors';
import type { AppDataProvider } from '../../providers';
import { WebhookInputs } from './WebhookInputs';
import { webhookSchema, type WebhookFormValues } from './webhookSchema';
import { WebhookSecret, type CreatedWebhook } from './WebhookSecret';

const resolver = zodResolver(webhookSchema());

/**
 * Reached only by staff and above (Create checks canAccess('create')). The save calls the
 * dataProvider itself rather than react-admin's useCreate: that would keep the answer, secret
 * included, in the QueryClient's mutation cache. A refused save keeps what was typed and shows
 * field errors under their inputs, the others above the form.
 */
export const WebhookCreate = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<CreatedWebhook | null>(null);

  const submit = async (values: FieldValues) => {
    const data = values as WebhookFormValues;
    try {
      const { data: answer } = await dataProvider.create('webhooks', { data });
      void queryClient.invalidateQueries({ queryKey: ['webhooks'] });
      setCreated({ id: answer.id, name: data.name, secret: String(answer.secret ?? '') });
      return undefined;
    } catch (error) {
      const errors = submissionErrorsOf(error);
      if (!errors) notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
      return errors ?? {};
    }
  };

  return (
    <Create redirect={false}>
      {created ? (
        <WebhookSecret webhook={created} />
      ) : (
        <SimpleForm
          resolver={resolver}
          defaultValues={{ name: '', url: 'https://', vendorref: null, enabled: true }}
          onSubmit={submit}
          warnWhenUnsavedChanges
        >
          <NonFieldErrors />
          <WebhookInputs />
        </SimpleForm>
      )}
    </Create>
  );
};
