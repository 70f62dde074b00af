import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Create, SimpleForm, useDataProvider } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { DraftKeeper } from '../../components/DraftKeeper';
import { FormToolbar } from '../../components/FormToolbar';
import { NonFieldErrors, useSaveFailure } from '../../components/NonFieldErrors';
import type { AppDataProvider } from '../../providers';
import { WebhookInputs } from './WebhookInputs';
import { webhookSchema, type WebhookFormValues } from './webhookSchema';
import { WebhookSecret, type CreatedWebhook } from './WebhookSecret';

const resolver = zodResolver(webhookSchema());

/**
 * Reached only by staff and above (Create checks canAccess('create')). The save calls the
 * dataProvider itself rather than react-admin's useCreate: that would keep the answer, secret
 * included, in the QueryClient's mutation cache. A refused save keeps what was typed and shows
 * field errors under their inputs, the others (a 500 included) above the form.
 */
export const WebhookCreate = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const saveFailure = useSaveFailure();
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
      return saveFailure(error);
    }
  };

  return (
    <Create redirect={false}>
      {created ? (
        <WebhookSecret webhook={created} />
      ) : (
        <SimpleForm
          toolbar={<FormToolbar />}
          resolver={resolver}
          defaultValues={{ name: '', url: 'https://', vendorref: null, enabled: true }}
          onSubmit={submit}
          warnWhenUnsavedChanges
        >
          <NonFieldErrors />
          <DraftKeeper />
          <WebhookInputs />
        </SimpleForm>
      )}
    </Create>
  );
};
