import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { sameValue } from '../lib/changedFields';

/**
 * A form resolver that checks only the fields the person changed: an error on a field that still
 * holds the record's own value is dropped, so what the server sent in a shape the schema does not
 * expect (a DRF DecimalField as "0.50", a null flag, a value outside today's range) never blocks
 * saving another field. Such a field is not sent either (`changedFields`). A changed field is
 * checked as before. When the only errors were dropped, the values go on as the form holds them
 * (the schema's transforms are not applied): use it with schemas that check, not convert.
 */
export const changedOnlyResolver =
  <T extends FieldValues>(resolver: Resolver<T>, record: Partial<T>): Resolver<T> =>
  async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const errors = Object.entries(result.errors).filter(([field]) => !sameValue(values[field], record[field]));
    if (errors.length > 0) return { values: {}, errors: Object.fromEntries(errors) as FieldErrors<T> };
    return { values, errors: {} };
  };
