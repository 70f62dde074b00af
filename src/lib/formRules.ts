/**
 * The two sign-in forms validate with plain functions rather than a zod schema and a form
 * library: zod's core and react-hook-form are 30 kB (gzip) that /login would load for two fields
 * (issue 2 caps what /login loads at 215 kB). A check returns the cleaned values and, per field,
 * the catalogue key of its first error.
 */
export interface Checked<T> {
  values: T;
  errors: Partial<Record<keyof T, string>>;
}

export const hasErrors = <T>({ errors }: Checked<T>): boolean => Object.values(errors).some(Boolean);
