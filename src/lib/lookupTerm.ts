import { stripMarkup } from './sanitise';
import type { LookupType } from '../providers/methods/lookup';

/**
 * What the Lookup page and the command palette both read from a typed or pasted id
 * (docs/product.md#lookup, docs/product.md#palette), kept pure so it is table-tested.
 */

/**
 * docs/product.md#lookup: the term is cleaned of HTML markup like every form input, trimmed, and
 * repeated spaces collapsed; a term typed in the form and one read from a link alike.
 */
export const normaliseTerm = (value: string): string => stripMarkup(value).replace(/\s+/g, ' ').trim();

/** The lookup types whose value is a whole number. */
export const NUMERIC_LOOKUP_TYPES: ReadonlySet<LookupType> = new Set<LookupType>([
  'application_id',
  'account_id',
  'profile_id',
  'analysis_id',
]);

const NUMBER = /^\d+$/;
/** A crawler's uuid: 8-4-4-4-12 hex digits, any version, either case. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isNumberTerm = (term: string) => NUMBER.test(term);
export const isUuidTerm = (term: string) => UUID.test(term);

/** Below this length a term that is neither a number nor a uuid names screens and actions only. */
export const MIN_REFERENCE_LENGTH = 3;

/**
 * docs/product.md#palette: the lookups the palette tries for a term (already normalised).
 * - A whole number: the four numeric ids (application, account, profile, analysis) and the vendor's
 *   own reference, which may be digits too.
 * - A uuid: crawler_uuid (the palette also asks staff for the crawler itself).
 * - Anything else of at least MIN_REFERENCE_LENGTH characters: vendor_specific_id.
 * - Shorter text: no lookup (screens and actions only).
 */
export const paletteLookupTypes = (term: string): LookupType[] => {
  if (!term) return [];
  if (isNumberTerm(term)) return ['application_id', 'account_id', 'profile_id', 'analysis_id', 'vendor_specific_id'];
  if (isUuidTerm(term)) return ['crawler_uuid'];
  if (term.length < MIN_REFERENCE_LENGTH) return [];
  return ['vendor_specific_id'];
};
