import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { cutLine } from '../../components/ListCutNote';
import type { ListCut } from '../../providers';

/** The choice lists of the rule forms (docs/screens/regex.md): read whole, cached for a while. */
const WHOLE = { pagination: { page: 1, perPage: 10_000 }, sort: { field: 'name', order: 'ASC' as const } };
const OPTIONS = { staleTime: 5 * 60_000 };

export interface NamedChoice extends RaRecord {
  name: string;
}

export interface CategoryChoice extends NamedChoice {
  category_type?: string;
  country_code?: string;
}

export const useChoices = <R extends NamedChoice = NamedChoice>(
  resource: 'transtype' | 'thirdparty' | 'category' | 'categoryregexgroup',
) => useGetList<R>(resource, WHOLE, OPTIONS);

/**
 * Under an input whose choices were cut after the pages the client reads (docs/api.md#conventions):
 * "Only the first N choices are listed: the server has more."; undefined for a whole list, so the
 * input keeps its own helper text.
 */
export const useChoicesCut = (meta: unknown): string | undefined => {
  const translate = useTranslate();
  const { cut, loaded } = (meta ?? {}) as { cut?: ListCut; loaded?: number };
  return cut && typeof loaded === 'number' ? cutLine(translate, cut, loaded, 'choices') : undefined;
};

/** A related value as a row carries it: an id, or an object with one (`category`, `thirdparty`, `group`). */
export const idOf = (value: unknown): number | string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'object') {
    const id = (value as { id?: unknown }).id;
    return typeof id === 'number' || typeof id === 'string' ? id : null;
  }
  return typeof value === 'number' || typeof value === 'string' ? value : null;
};

/** The name of a related value: the object's own name, else the list's, else the id. */
export const nameOf = (value: unknown, list: readonly NamedChoice[] | undefined): string => {
  if (value && typeof value === 'object' && typeof (value as { name?: unknown }).name === 'string')
    return (value as { name: string }).name;
  const id = idOf(value);
  if (id === null) return '';
  return list?.find(row => String(row.id) === String(id))?.name ?? String(id);
};
