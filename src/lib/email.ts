/** The address shape zod's `z.email()` accepts (its default pattern), without bundling zod. */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/**
 * docs/product.md#login: an email must look like one; an empty value passes this check (whether the
 * field is required is each form's own rule).
 */
export const isEmailShaped = (value: string): boolean => value === '' || EMAIL.test(value);
