import { useState, type ChangeEvent, type FormEvent } from 'react';
import { hasErrors, type Checked } from '../lib/formRules';

/**
 * A small form state for the sign-in pages: values as typed, errors shown from the first submit
 * on (then re-checked as the user types), the cleaned values handed to `onValid`, and a
 * submitting flag. What was typed is never reset by a failed submit.
 */
export const useCheckedForm = <T extends Record<string, string>>(initial: T, check: (values: T) => Checked<T>) => {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Checked<T>['errors']>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);

  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (submitted) setErrors(check(next).errors);
    },
  });

  const handleSubmit = (onValid: (values: T) => Promise<unknown> | void) => async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = check(values);
    setErrors(result.errors);
    if (hasErrors(result)) return;
    setSubmitting(true);
    try {
      await onValid(result.values);
    } finally {
      setSubmitting(false);
    }
  };

  return { field, handleSubmit, isSubmitting };
};
