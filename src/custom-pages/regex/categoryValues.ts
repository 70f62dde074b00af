import type { RaRecord } from 'react-admin';
import { idOf } from './choices';

/** A category rule as the form holds it: related values as ids, is_broad as 'true'/'false'. */
export interface CategoryFormValues {
  regex: string;
  keywords: string;
  filterwords: string;
  is_broad: string;
  country: string;
  category: number | string | null;
  thirdparty: number | string | null;
  group: number | string | null;
}

export const toFormValues = (row: RaRecord): CategoryFormValues & { id: RaRecord['id'] } => {
  const category: unknown = row.category;
  return {
    id: row.id,
    regex: String(row.regex ?? ''),
    keywords: String(row.keywords ?? ''),
    filterwords: String(row.filterwords ?? ''),
    is_broad: row.is_broad === true ? 'true' : row.is_broad === false ? 'false' : '',
    country:
      category && typeof category === 'object'
        ? String((category as { country_code?: unknown }).country_code ?? '')
        : '',
    category: idOf(category),
    thirdparty: idOf(row.thirdparty),
    group: idOf(row.group),
  };
};

/** What POST and PATCH categoryregex/ send: the seven fields, related values as ids (country is the form's own). */
export const toPayload = (input: object, thirdparty: number | string | null) => {
  const values = input as Record<string, unknown>;
  return {
    regex: values.regex,
    keywords: values.keywords ?? '',
    filterwords: values.filterwords ?? '',
    is_broad: values.is_broad === true || values.is_broad === 'true',
    category: idOf(values.category),
    thirdparty,
    group: idOf(values.group),
  };
};
