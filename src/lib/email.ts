import { z } from 'zod';

/**
 * Spec 1 section 5: an email must look like one; an empty value passes this check (whether the
 * field is required is each form's own rule).
 */
export const isEmailShaped = (value: string): boolean => value === '' || z.email().safeParse(value).success;
