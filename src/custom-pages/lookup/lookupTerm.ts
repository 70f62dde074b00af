import { normaliseTerm, NUMERIC_LOOKUP_TYPES } from '../../lib/lookupTerm';
import { isLookupType, LOOKUP_TYPES, type LookupType } from '../../providers/methods/lookup';

/**
 * The lookup's query string (docs/product.md#lookup), kept pure so it is table-tested. A lookup
 * is a shareable link: `?<type>=<value>`, exactly one known type, plus `selected=<id>` when one of
 * several matches is open.
 */

export const DEFAULT_LOOKUP_TYPE: LookupType = 'vendor_specific_id';
export const SELECTED_PARAM = 'selected';

export { normaliseTerm };

export type LookupQuery =
  /** Nothing to look up yet: no term, or an empty one ("Enter a search term to begin lookup"). */
  | { kind: 'empty'; type: LookupType }
  /** A query string the page cannot act on; `message` is a catalogue key. */
  | { kind: 'invalid'; message: string; args?: Record<string, string>; type: LookupType; value: string }
  | { kind: 'ready'; type: LookupType; value: string; selected?: string };

export const parseLookupQuery = (
  search: string | URLSearchParams,
  defaultType: LookupType = DEFAULT_LOOKUP_TYPE,
): LookupQuery => {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const keys = [...new Set(params.keys())];
  const unknown = keys.filter(key => key !== SELECTED_PARAM && !isLookupType(key));
  const types = keys.filter(isLookupType);
  const firstValue = (key: string) => normaliseTerm(params.get(key) ?? '');

  if (unknown.length) {
    const type = types[0] ?? defaultType;
    return {
      kind: 'invalid',
      message: 'app.lookup.unknown_type',
      args: { type: unknown[0] },
      type,
      value: types[0] ? firstValue(type) : '',
    };
  }
  if (types.length > 1) {
    return {
      kind: 'invalid',
      message: 'app.lookup.several_types',
      args: { types: types.join(', ') },
      type: types[0],
      value: firstValue(types[0]),
    };
  }
  if (!types.length) return { kind: 'empty', type: defaultType };

  const type = types[0];
  const values = params.getAll(type).map(normaliseTerm);
  if (values.length > 1)
    return { kind: 'invalid', message: 'app.lookup.several_values', args: { type }, type, value: values[0] };
  const value = values[0];
  if (!value) return { kind: 'empty', type };
  if (NUMERIC_LOOKUP_TYPES.has(type) && !/^\d+$/.test(value)) {
    return { kind: 'invalid', message: 'app.lookup.not_a_number', args: { type }, type, value };
  }
  const selected = normaliseTerm(params.get(SELECTED_PARAM) ?? '');
  return { kind: 'ready', type, value, ...(selected ? { selected } : {}) };
};

/** The query string of a lookup (and of one match chosen among several). */
export const lookupSearch = (type: LookupType, value: string, selected?: string | number): string => {
  const params = new URLSearchParams({ [type]: normaliseTerm(value) });
  if (selected !== undefined && selected !== '') params.set(SELECTED_PARAM, String(selected));
  return `?${params.toString()}`;
};

export { LOOKUP_TYPES, isLookupType, type LookupType };
