/**
 * What a PATCH sends: the fields of an edited record whose values differ from the record as it was
 * loaded, and only among the fields the form may change (so a derived or joined value in the
 * form's state never reaches the server). Pure, table-tested.
 *
 * Equal means: the same primitive; two numbers within 1e-9 (0.1 + 0.2 is 0.3 here); null and
 * undefined alike (an unset field left unset); arrays and plain objects by their JSON.
 */
export const sameValue = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true;
  if ((a === null || a === undefined) && (b === null || b === undefined)) return true;
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) < 1e-9;
  if (a && b && typeof a === 'object' && typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return false;
};

export const changedFields = <T extends object>(
  next: Partial<T>,
  previous: Partial<T>,
  fields: readonly (keyof T & string)[],
): Partial<T> => {
  const changed: Partial<T> = {};
  for (const field of fields) {
    if (!(field in next)) continue;
    if (!sameValue(next[field], previous[field])) changed[field] = next[field];
  }
  return changed;
};

/** Whether a patch has anything to send. */
export const hasChanges = (patch: object): boolean => Object.keys(patch).length > 0;
