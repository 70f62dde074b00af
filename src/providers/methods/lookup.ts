import type { RaRecord } from 'react-admin';
import type { Http } from './pages';

/** docs/product.md#lookup: the six ways to look an application up, in the order the form offers them. */
export const LOOKUP_TYPES = [
  'vendor_specific_id',
  'application_id',
  'account_id',
  'profile_id',
  'analysis_id',
  'crawler_uuid',
] as const;
export type LookupType = (typeof LOOKUP_TYPES)[number];

export const isLookupType = (value: string): value is LookupType => (LOOKUP_TYPES as readonly string[]).includes(value);

/** The fields of an application the lookup page reads; the view reads the rest. */
export interface LookupMatch extends RaRecord {
  timestamp?: string | number | null;
  vendor_specific_id?: string | null;
  full_name?: string | null;
  email?: string | null;
  vendor?: { name?: string | null } | null;
  vendor_label?: string | null;
  bank?: string | null;
  status?: string | null;
  analysed?: boolean;
  finalised?: boolean;
}

export interface LookupMethods {
  /** GET applications/lookup/ with exactly one id-type parameter (docs/api.md#applications). */
  lookup: (type: LookupType, value: string, options?: { signal?: AbortSignal }) => Promise<{ data: LookupMatch[] }>;
}

/** A DRF page, a bare list or a single application: all read as a list of matches. */
const matchesOf = (body: unknown): LookupMatch[] => {
  if (Array.isArray(body)) return body as LookupMatch[];
  if (!body || typeof body !== 'object') return [];
  const record = body as Record<string, unknown>;
  if (Array.isArray(record.results)) return record.results as LookupMatch[];
  return record.id !== undefined && record.id !== null ? [record as LookupMatch] : [];
};

export const lookupMethods = (http: Http): LookupMethods => ({
  lookup: async (type, value, options) => {
    const { json } = await http('applications/lookup/', { query: { [type]: value }, signal: options?.signal });
    return { data: matchesOf(json).filter(row => row && row.id !== undefined && row.id !== null) };
  },
});
