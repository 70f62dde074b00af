import { stripMarkup } from '../../lib/sanitise';
import { cleanFilter } from '../../providers/drf';

/** The Advanced dialog's fields of the application search query (docs/api.md#applications). */
export const ADVANCED_TEXT_FIELDS = ['email', 'mobile', 'vendorname'] as const;
export const ADVANCED_CHOICE_FIELDS = [
  'analysed',
  'balances',
  'transactions',
  'interims',
  'estatements',
  'analysis',
] as const;
export const ADVANCED_FIELDS = [...ADVANCED_TEXT_FIELDS, ...ADVANCED_CHOICE_FIELDS] as const;
export type AdvancedField = (typeof ADVANCED_FIELDS)[number];

export type AdvancedValues = Record<AdvancedField, string>;

/** The dialog's starting values: what the list is filtered by, '' (All) for the rest. */
export const advancedValuesOf = (filter: Record<string, unknown>): AdvancedValues =>
  Object.fromEntries(
    ADVANCED_FIELDS.map(field => {
      const value = filter[field];
      return [field, value === undefined || value === null ? '' : String(value)];
    }),
  ) as AdvancedValues;

/**
 * The list filter after the dialog is submitted: the other filters (bank, label) stay, the
 * advanced ones are replaced, and empty, 'All' and negative values are dropped so that they
 * appear neither in the address nor in the query. Text is cleaned of HTML markup, like every
 * form input (docs/product.md#tables), and trimmed.
 */
export const applyAdvanced = (
  filter: Record<string, unknown>,
  values: Partial<Record<AdvancedField, unknown>>,
): Record<string, unknown> => {
  const kept = Object.fromEntries(
    Object.entries(filter).filter(([key]) => !(ADVANCED_FIELDS as readonly string[]).includes(key)),
  );
  const chosen = Object.fromEntries(
    ADVANCED_FIELDS.map(field => {
      const value = values[field];
      return [field, typeof value === 'string' ? stripMarkup(value).trim() : value];
    }),
  );
  return { ...kept, ...cleanFilter(chosen) };
};

/** How many advanced filters are set, shown on the Advanced button. */
export const countAdvanced = (filter: Record<string, unknown>): number =>
  Object.keys(cleanFilter(applyAdvanced({}, filter))).length;
