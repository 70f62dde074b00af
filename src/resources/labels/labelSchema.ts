import { z } from '../../lib/zod';
import { stripMarkup } from '../../lib/sanitise';

/**
 * The label form (docs/product.md#labels): ref is cleaned of HTML markup and must not be empty or only
 * spaces. react-admin's TextInput turns an emptied field into null, hence `nullish`. Messages are
 * catalogue keys, translated where react-admin shows the error.
 */
export const labelSchema = z.object({
  ref: z
    .string()
    .nullish()
    .transform(value => stripMarkup(value ?? '').trim())
    .pipe(z.string().min(1, 'resources.labels.validation.ref_required')),
});

export type LabelFormValues = z.output<typeof labelSchema>;
