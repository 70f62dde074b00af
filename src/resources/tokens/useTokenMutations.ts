import { useState } from 'react';
import { HttpError, useDataProvider, useNotify, useUpdate, type Identifier } from 'react-admin';
import { submissionErrorsOf, useServerFailure } from '../../components/NonFieldErrors';
import type { AppDataProvider } from '../../providers';
import { isThrottled } from '../../providers/throttle';
import type { SubmissionErrors } from '../../providers/http';

export interface CreatedToken {
  secret: string;
  identifier: string;
}

/**
 * docs/product.md#tokens: the server's detail text, else "Error creating token". The detail goes through
 * a catalogue key so that the notification shows it as it is, not as "An error occured: ...".
 */
export const tokenCreateFailure = (error: unknown): [string, Record<string, string>?] => {
  const detail = error instanceof HttpError ? error.body?.detail : undefined;
  return typeof detail === 'string' && detail.trim()
    ? ['resources.tokens.create_failed_detail', { detail: detail.trim() }]
    : ['app.message.token_create_failed'];
};

/**
 * Create and rename a token. Creation calls the dataProvider directly rather than react-admin's
 * useCreate or a react-query mutation: both would keep the answer, secret included, in the
 * QueryClient's caches. The secret lives only in the dialog's state and dies with it.
 */
export const useTokenMutations = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  // A throttled create or rename (429): the wait, above the form and in a toast, keeps its button off.
  const serverFailure = useServerFailure();
  const [creating, setCreating] = useState(false);
  const [update, { isPending: renaming }] = useUpdate();

  const create = async (name: string): Promise<{ created?: CreatedToken; errors?: SubmissionErrors }> => {
    setCreating(true);
    try {
      const { data } = await dataProvider.create('tokens', { data: { name } });
      return { created: { secret: String(data.secret ?? ''), identifier: String(data.identifier ?? '') } };
    } catch (error) {
      if (isThrottled(error)) return { errors: serverFailure(error) };
      const errors = submissionErrorsOf(error);
      // Errors of the whole form are the server's text: the form shows and toasts them itself.
      if (!errors?.root) {
        const [message, messageArgs] = tokenCreateFailure(error);
        notify(message, { type: 'error', messageArgs });
      }
      return { errors: errors ?? {} };
    } finally {
      setCreating(false);
    }
  };

  const rename = async (
    token: { id: Identifier; name: string },
    name: string,
  ): Promise<{ errors?: SubmissionErrors }> => {
    try {
      await update(
        'tokens',
        { id: token.id, data: { name }, previousData: token },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      return {};
    } catch (error) {
      if (isThrottled(error)) return { errors: serverFailure(error) };
      const errors = submissionErrorsOf(error) ?? {};
      // The form shows the server's field and form errors; anything else is the generic error toast.
      if (!Object.keys(errors).length) {
        notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
      }
      return { errors };
    }
  };

  return { create, rename, pending: creating || renaming };
};
