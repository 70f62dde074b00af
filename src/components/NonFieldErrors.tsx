import { Alert } from '@mui/material';
import { HttpError } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { SubmissionErrors } from '../providers/http';

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
