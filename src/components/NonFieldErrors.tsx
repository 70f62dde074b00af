import { useCallback } from 'react';
import { Alert } from '@mui/material';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { isSuppressedMessage } from '../lib/notificationText';
import { SILENT_ERROR_KEY } from '../providers/sessionRule';
import type { SubmissionErrors } from '../providers/http';
import { THROTTLED_UNTIL } from './SaveThrottle';
import { throttledUntilOf } from './throttleClock';

/**
 * The errors of a refused save that belong to no field (DRF `non_field_errors`), above the form
 * (docs/product.md#messages). The http client hands them to react-admin as react-hook-form's
 * `root.serverError`, so any react-admin form (SimpleForm, Form) shows them by holding this
 * first; field errors show under their inputs on their own, and what was typed stays.
 */
export const NonFieldErrors = () => {
  const { errors } = useFormState();
  const message = errors.root?.serverError?.message;
  if (typeof message !== 'string' || !message) return null;
  return (
    <Alert severity="error" sx={{ mb: 2, width: '100%', boxSizing: 'border-box' }}>
      {message.split('\n').map((line, index) => (
        <div key={index}>{line}</div>
      ))}
    </Alert>
  );
};

/**
 * What a custom save (one that calls the dataProvider itself) hands back to react-admin's Form
 * from its `onSubmit`, so that field and non-field errors land as they do for Create and Edit.
 */
export const submissionErrorsOf = (error: unknown): SubmissionErrors | undefined => {
  const errors: unknown = error instanceof HttpError ? error.body?.errors : undefined;
  return errors && typeof errors === 'object' ? (errors as SubmissionErrors) : undefined;
};

/** A failure that belongs to no field, for a Form: `{ root: { serverError } }`, or `{}` when nothing is to be shown. */
export type RootError = Record<string, { serverError: string; [THROTTLED_UNTIL]?: string }>;

/**
 * How a failed save that is not a 400 with errors reads inside its form, as react-hook-form's
 * `root` errors: `serverError`, the "Not saved: {message}" line `NonFieldErrors` shows, and for
 * a 429 `throttledUntil`, which keeps the form's save button off for the server's wait
 * (SaveThrottle). Undefined for 401, 403 and 502, which end the session and show nothing.
 */
export const useFailureWords = () => {
  const translate = useTranslate();
  return useCallback(
    (error: unknown): { serverError: string; [THROTTLED_UNTIL]?: string } | undefined => {
      const message = error instanceof Error ? error.message : '';
      if (message === SILENT_ERROR_KEY) return undefined;
      // An internal error's text (one no toast shows either) reads as the generic failure.
      const shown = message && !isSuppressedMessage(message) ? message : translate('ra.notification.http_error');
      const until = throttledUntilOf(error);
      return {
        serverError: translate('app.message.save_failed', { message: shown }),
        ...(until === null ? {} : { [THROTTLED_UNTIL]: String(until) }),
      };
    },
    [translate],
  );
};

/**
 * A save's failure that is not a 400 with errors (a 500, a 429, the network) as the form's `root`
 * errors (useFailureWords) and the error toast "Not saved: {message}": the message stays next to what was typed
 * (all of it kept), and a throttled form waits before it saves again. 401, 403 and 502 end the
 * session: nothing is shown.
 */
export const useServerFailure = () => {
  const notify = useNotify();
  const words = useFailureWords();
  return useCallback(
    (error: unknown): RootError => {
      const root = words(error);
      if (!root) return {};
      // The same words as the line above the form, so that the toast react-admin's Form raises for
      // that line (useNotifyIsFormInvalid) is the same one and shows once.
      notify(root.serverError, { type: 'error' });
      return { root };
    },
    [notify, words],
  );
};

/**
 * What a custom save returns to its Form when the call failed: a 400's field and non-field errors
 * as they are, any other failure as `useServerFailure` words it.
 */
export const useSaveFailure = () => {
  const serverFailure = useServerFailure();
  return useCallback(
    (error: unknown): SubmissionErrors => submissionErrorsOf(error) ?? serverFailure(error),
    [serverFailure],
  );
};
