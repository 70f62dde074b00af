import { z } from 'zod';
import { isEmailShaped } from '../../lib/email';
import { stripMarkup } from '../../lib/sanitise';

/** Spec 1 section 5: the email, cleaned of markup, is required and must look like one. Messages are catalogue keys. */
export const resetSchema = z.object({
  email: z
    .string()
    .transform(stripMarkup)
    .pipe(z.string().trim().min(1, 'app.validation.required').refine(isEmailShaped, 'app.validation.invalid_email')),
});

export type ResetValues = z.input<typeof resetSchema>;
