import { z } from '../../lib/zod';
import { stripMarkup } from '../../lib/sanitise';

/**
 * The token form: the name is free text (docs/product.md#tokens), cleaned of HTML markup and required.
 * react-admin's TextInput turns an emptied field into null, hence `nullish`.
 */
export const tokenSchema = z.object({
  name: z
    .string()
    .nullish()
    .transform(value => stripMarkup(value ?? '').trim())
    .pipe(z.string().min(1, 'resources.tokens.name_required')),
});

export type TokenFormValues = z.output<typeof tokenSchema>;
