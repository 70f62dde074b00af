import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * The two sign-in forms validate with plain functions instead of a zod schema: zod's core is
 * 15 kB (gzip) that /login would load for two fields (issue 2's budget for /login is 215 kB).
 * A check returns the cleaned values and, per field, the catalogue key of its first error.
 */
export interface Checked<T> {
  values: T;
  errors: Partial<Record<keyof T, string>>;
}

export const rulesResolver =
  <T extends FieldValues>(check: (values: T) => Checked<T>): Resolver<T> =>
  async values => {
    const { values: cleaned, errors } = check(values);
    const entries = Object.entries(errors).filter(([, message]) => !!message);
    if (entries.length === 0) return { values: cleaned, errors: {} };
    const fieldErrors = Object.fromEntries(entries.map(([name, message]) => [name, { type: 'validate', message }]));
    return { values: {}, errors: fieldErrors as FieldErrors<T> };
  };
