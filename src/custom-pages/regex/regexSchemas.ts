import { z } from '../../lib/zod';
import { regexProblem } from '../../lib/regexDialect';
import { stripMarkup } from '../../lib/sanitise';

/**
 * The rule forms of the Regex page (docs/screens/regex.md). Messages are catalogue keys; the
 * pattern's own compile error goes through react-admin's "message with args" format so the
 * engine's reason shows under the field. Patterns are sent as typed (not cleaned of markup:
 * `(?P<name>...)` is a pattern, not HTML); the other text fields are cleaned.
 */

const RA_MESSAGE = '@@react-admin@@';
const withArgs = (message: string, args: Record<string, unknown>) =>
  `${RA_MESSAGE}${JSON.stringify({ message, args })}`;

export const isFilled = (value: unknown): boolean =>
  value !== null && value !== undefined && (typeof value !== 'string' || value.trim() !== '');

const text = (value: unknown) => (typeof value === 'string' ? stripMarkup(value).trim() : value);

/** The pattern compiles (an empty pattern is left to the "all fields" rule). */
const checkPattern = (value: unknown, ctx: z.RefinementCtx) => {
  if (typeof value !== 'string' || !value.trim()) return;
  const problem = regexProblem(value);
  if (problem)
    ctx.addIssue({
      code: 'custom',
      path: ['regex'],
      message: withArgs('app.regex.invalid_pattern', { reason: problem }),
    });
};

const requireAll =
  (fields: readonly string[], message: string) => (values: Record<string, unknown>, ctx: z.RefinementCtx) => {
    for (const field of fields) if (!isFilled(values[field])) ctx.addIssue({ code: 'custom', path: [field], message });
  };

export const TRANSTYPE_FIELDS = ['bank', 'regex', 'trans_type'] as const;

export const transTypeRuleSchema = z
  .object({ bank: z.unknown(), regex: z.unknown(), trans_type: z.unknown() })
  .superRefine((values, ctx) => {
    requireAll(TRANSTYPE_FIELDS, 'app.message.transtype_regex_required')(values, ctx);
    checkPattern(values.regex, ctx);
  });

/** The eight inputs of a category rule: the seven fields sent, and the country that narrows the categories. */
export const CATEGORY_FIELDS = [
  'regex',
  'keywords',
  'filterwords',
  'is_broad',
  'country',
  'category',
  'thirdparty',
  'group',
] as const;

/** A thirdparty picked from the list (its id) or typed as a new name. */
export type ThirdpartyValue = number | string | null;

const categoryShape = z.object({
  regex: z.unknown(),
  keywords: z.unknown().transform(text),
  filterwords: z.unknown().transform(text),
  is_broad: z.unknown(),
  country: z.unknown(),
  category: z.unknown(),
  thirdparty: z.unknown().transform(text),
  group: z.unknown(),
});

/** Create: all eight ("All fields must be filled to create a new category regex"). */
export const categoryRuleCreateSchema = categoryShape.superRefine((values, ctx) => {
  requireAll(CATEGORY_FIELDS, 'app.message.category_regex_required')(values, ctx);
  checkPattern(values.regex, ctx);
});

/** Update: a seeded rule may have no filterwords or thirdparty; the pattern and category stay required. */
export const categoryRuleUpdateSchema = categoryShape.superRefine((values, ctx) => {
  requireAll(['regex', 'category'], 'app.regex.required')(values, ctx);
  checkPattern(values.regex, ctx);
});

/** Search forms: at least one field. */
export const hasAnyField = (values: Record<string, unknown>, fields: readonly string[]): boolean =>
  fields.some(field => isFilled(values[field]));
