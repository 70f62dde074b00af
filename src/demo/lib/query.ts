import { fail, fieldErrors } from './respond';

/** Reading requests: JSON or form bodies, query flags, DRF-style validation. */

export type Body = Record<string, unknown>;

export const readBody = async (request: Request): Promise<Body> => {
  const type = request.headers.get('Content-Type') ?? '';
  try {
    if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      const form = await request.formData();
      const body: Body = {};
      form.forEach((value, key) => {
        body[key] = typeof value === 'string' ? value : value.name;
      });
      return body;
    }
    const text = await request.text();
    if (!text) return {};
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Body) : {};
  } catch {
    return {};
  }
};

/** `true`/`1`/`True`/`yes` and their opposites; anything else is "not given". */
export const parseBool = (value: unknown): boolean | undefined => {
  if (typeof value === 'boolean') return value;
  if (value === null || value === undefined) return undefined;
  const text = String(value).trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(text)) return true;
  if (['false', '0', 'no', 'off'].includes(text)) return false;
  return undefined;
};

export const parseIntParam = (value: string | null | undefined): number | undefined => {
  if (value === null || value === undefined || !/^-?\d+$/.test(value.trim())) return undefined;
  return Number(value);
};

/** Comma-separated values, also accepting the parameter repeated (`id__in=1,2` or `id__in=1&id__in=2`). */
export const listParam = (params: URLSearchParams, name: string): string[] | undefined => {
  const values = params.getAll(name).flatMap(value => value.split(','));
  const cleaned = values.map(value => value.trim()).filter(Boolean);
  return cleaned.length ? cleaned : undefined;
};

export const includesText = (haystack: unknown, needle: string): boolean =>
  String(haystack ?? '')
    .toLowerCase()
    .includes(needle.trim().toLowerCase());

export const isEmail = (value: unknown): value is string =>
  typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** What DRF would say of a text field that is missing, not text, or blank; undefined when fine. */
export const textProblem = (body: Body, field: string): string | undefined => {
  const value = body[field];
  if (value === undefined || value === null) return 'This field is required.';
  if (typeof value !== 'string' && typeof value !== 'number') return 'Not a valid string.';
  return String(value).trim() ? undefined : 'This field may not be blank.';
};

/** A non-blank string field, or a DRF 400 naming it. */
export const requireText = (body: Body, field: string): string => {
  const problem = textProblem(body, field);
  if (problem) fail(fieldErrors({ [field]: [problem] }));
  return String(body[field]).trim();
};

/** Every missing or blank field at once, as DRF reports them. */
export const requireFields = (body: Body, fields: string[]): void => {
  const errors: Record<string, string[]> = {};
  for (const field of fields) {
    const value = body[field];
    if (value === undefined || value === null) errors[field] = ['This field is required.'];
    else if (typeof value === 'string' && !value.trim()) errors[field] = ['This field may not be blank.'];
  }
  if (Object.keys(errors).length) fail(fieldErrors(errors));
};

/** A primary key given as a number, a numeric string or an object with `id`. */
export const idOf = (value: unknown): number | undefined => {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value);
  if (value && typeof value === 'object' && 'id' in value) return idOf((value as { id: unknown }).id);
  return undefined;
};

export const isValidRegex = (pattern: string): boolean => {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
};
