import { z } from 'zod';
import { isEmailShaped } from '../../lib/email';
import { stripMarkup } from '../../lib/sanitise';

/**
 * Spec 1 section 5: inputs are cleaned of HTML markup (before the checks, so what is checked is
 * what is sent), both fields are needed ("Please enter both email and password") and the email
 * must look like one ("Invalid email address"). Messages are catalogue keys.
 */
export const loginSchema = z.object({
  email: z
    .string()
    .transform(stripMarkup)
    .pipe(z.string().trim().min(1, 'app.validation.login_required').refine(isEmailShaped, 'app.validation.invalid_email')),
  password: z.string().transform(stripMarkup).pipe(z.string().min(1, 'app.validation.login_required')),
});

export type LoginValues = z.input<typeof loginSchema>;
