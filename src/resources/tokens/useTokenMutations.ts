import { useState } from 'react';
import { HttpError, useDataProvider, useNotify, useUpdate, type Identifier } from 'react-admin';
import type { AppDataProvider } from '../../providers';

export interface CreatedToken {
  secret: string;
  identifier: string;
}

/** What a failed save hands back to the form: the server's field errors, if any. */
export type FieldErrors = Record<string, string>;

/** Field errors of a DRF 400, mapped by the http client to `body.errors`. */
const fieldErrors = (error: unknown): FieldErrors =>
  (error instanceof HttpError && (error.body?.errors as FieldErrors | undefined)) || {};

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
  const [creating, setCreating] = useState(false);
  const [update, { isPending: renaming }] = useUpdate();

  const create = async (name: string): Promise<{ created?: CreatedToken; errors?: FieldErrors }> => {
    setCreating(true);
    try {
      const { data } = await dataProvider.create('tokens', { data: { name } });
      return { created: { secret: String(data.secret ?? ''), identifier: String(data.identifier ?? '') } };
    } catch (error) {
      const [message, messageArgs] = tokenCreateFailure(error);
      notify(message, { type: 'error', messageArgs });
      return { errors: fieldErrors(error) };
    } finally {
      setCreating(false);
    }
  };

  const rename = async (token: { id: Identifier; name: string }, name: string): Promise<{ errors?: FieldErrors }> => {
    try {
      await update(
        'tokens',
        { id: token.id, data: { name }, previousData: token },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      return {};
    } catch (error) {
      const errors = fieldErrors(error);
      // Field errors show under the input; anything else is the generic error toast.
      if (!Object.keys(errors).length) {
        notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
      }
      return { errors };
    }
  };

  return { create, rename, pending: creating || renaming };
};
