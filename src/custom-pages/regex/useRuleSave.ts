import { useCreate, useLogoutIfAccessDenied, useNotify, useUpdate, type RaRecord } from 'react-admin';
import { submissionErrorsOf } from '../../components/NonFieldErrors';

/**
 * Create or update one rule through react-admin (the resource's endpoint decides the verb and
 * where the id goes: PATCH transtyperegex/ {id, ...changed}, PATCH categoryregex/{id}/). A 400's
 * field errors go back to the form; anything else is a toast, and 401/403/502 end the session.
 */
export const useRuleSave = (resource: string) => {
  const [create] = useCreate();
  const [update] = useUpdate();
  const notify = useNotify();
  const logoutIfDenied = useLogoutIfAccessDenied();

  return async (data: Record<string, unknown>, previous?: RaRecord): Promise<Record<string, unknown> | undefined> => {
    try {
      if (previous) await update(resource, { id: previous.id, data, previousData: previous }, { mutationMode: 'pessimistic', returnPromise: true });
      else await create(resource, { data }, { returnPromise: true });
      notify(previous ? 'app.regex.updated' : 'app.regex.created', { type: 'success' });
      return undefined;
    } catch (error) {
      const errors = submissionErrorsOf(error);
      if (errors) return errors;
      const loggedOut = await logoutIfDenied(error);
      if (!loggedOut) notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      return { root: { serverError: error instanceof Error ? error.message : String(error) } };
    }
  };
};
