import type { Identifier } from 'react-admin';

/**
 * How a row's bank reads (docs/product.md, decision 12): api/v1 rows carry a `bank_id`, named from
 * the banks list (components/BankName.tsx asks for it), or a bank's name as text.
 */

/** A bank as a row gives it: a name is shown as it is, an id is looked up. */
export type BankValue = string | Identifier | null | undefined;

export const isId = (value: BankValue): boolean =>
  typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value));

/**
 * The name to show: a text value as it is; an id's name once the list has it, the id itself if
 * the list does not know it, and nothing while the list loads.
 */
export const bankName = (value: BankValue, names: ReadonlyMap<string, string> | undefined): string => {
  if (value === null || value === undefined || value === '') return '';
  if (!isId(value)) return String(value);
  if (!names) return '';
  return names.get(String(value)) || String(value);
};
