import { useCreate, useLogoutIfAccessDenied, useNotify, useUpdate, type RaRecord } from 'react-admin';
import { submissionErrorsOf, useSaveFailure } from '../../components/NonFieldErrors';

/**
 * Create or update one rule through react-admin (the resource's endpoint decides the verb and
 * where the id goes: PATCH transtyperegex/ {id, ...changed}, PATCH categoryregex/{id}/). A 400's
 * field errors go back to the form; anything else is a toast and a message above the form
 * (useSaveFailure), and 401/403/502 end the session.
 */
export const useRuleSave = (resource: string) => {
  const [create] = useCreate();
  const [update] = useUpdate();
  const notify = useNotify();
  const logoutIfDenied = useLogoutIfAccessDenied();
  const saveFailure = useSaveFailure();

  return async (data: Record<string, unknown>, previous?: RaRecord): Promise<Record<string, unknown> | undefined> => {
    try {
      if (previous)
        await update(
          resource,
          { id: previous.id, data, previousData: previous },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
      else await create(resource, { data }, { returnPromise: true });
      notify(previous ? 'app.regex.updated' : 'app.regex.created', { type: 'success' });
      return undefined;
    } catch (error) {
      if (!submissionErrorsOf(error) && (await logoutIfDenied(error))) return {};
      return saveFailure(error);
    }
  };
};
