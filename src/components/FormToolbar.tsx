import { useCallback } from 'react';
import {
  DeleteButton,
  HttpError,
  Toolbar,
  ToolbarClasses,
  useRegisterMutationMiddleware,
  type Middleware,
  type ToolbarProps,
} from 'react-admin';
import { submissionErrorsOf, useFailureWords } from './NonFieldErrors';
import { ThrottledSaveButton } from './SaveThrottle';

type Save = (resource: string, params: unknown) => Promise<unknown>;

/**
 * Inside a form of react-admin's Create or Edit (whose save the screen does not write itself): a
 * failed save that is not a 400 with errors reaches the form as the custom saves' failures do
 * through useSaveFailure, as the form's `root` errors (react-admin hands a failure's
 * `body.errors` back to its form in pessimistic mode): the "Not saved: {message}" line above the
 * inputs, its toast (once: react-admin's Form raises it for that line, so the controller's own
 * toast for the bare message is left out) and, for a 429, the wait that keeps the save button off.
 * 401, 403 and 502 end the session: their failure goes on untouched.
 */
export const useSaveFailureInForm = () => {
  const words = useFailureWords();
  const middleware = useCallback<Middleware<Save>>(
    async (resource, params, next) => {
      try {
        return await next(resource, params);
      } catch (error) {
        const root = submissionErrorsOf(error) ? undefined : words(error);
        if (!root) throw error;
        const { status, body, retryAfter } = (error ?? {}) as {
          status?: unknown;
          body?: unknown;
          retryAfter?: unknown;
        };
        const own = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
        throw Object.assign(
          new HttpError(
            error instanceof Error ? error.message : String(error),
            typeof status === 'number' ? status : 0,
            { ...own, errors: { root } },
          ),
          retryAfter === undefined ? {} : { retryAfter },
        );
      }
    },
    [words],
  );
  useRegisterMutationMiddleware<Save>(middleware);
};

/**
 * SimpleForm's toolbar for every form (docs/product.md#messages): react-admin's default, Save and
 * (when editing) Delete, with the throttle-aware save button, and a failed save shown in the form.
 */
export const FormToolbar = (props: ToolbarProps) => {
  useSaveFailureInForm();
  return (
    <Toolbar {...props}>
      <div className={ToolbarClasses.defaultToolbar}>
        <ThrottledSaveButton />
        <DeleteButton resource={props.resource} />
      </div>
    </Toolbar>
  );
};
