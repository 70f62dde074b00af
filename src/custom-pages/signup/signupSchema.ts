import { z } from '../../lib/zod';
import { stripMarkup } from '../../lib/sanitise';
import { PACKAGES } from './packages';

/**
 * The two steps of the signup form (docs/product.md#signup, docs/screens/signup.md), one schema a
 * step. Text is cleaned of HTML markup and trimmed before it is checked, so what is checked is
 * what is sent; the password is a secret and is kept exactly as typed. Messages are catalogue keys.
 * react-admin's TextInput turns an emptied field into null, hence `nullish`.
 */
export const MESSAGES = {
  required: 'app.validation.required',
  max100: 'app.validation.max_100',
  allMax100: 'app.validation.all_max_100',
  allRequired: 'app.validation.signup_required',
  email: 'app.validation.invalid_email',
  password: 'app.validation.password_min',
  abnLength: 'app.validation.abn_length',
  abnDigits: 'app.validation.abn_digits',
  phone: 'app.validation.phone',
  package: 'app.validation.package_required',
} as const;

/** Under 100 characters: 99 at most. */
export const MAX_LENGTH = 99;

const cleaned = (value: string | null | undefined) => stripMarkup(value ?? '').trim();

/** A text field: cleaned, then required (or not), then under 100 characters. */
const text = (required: boolean) =>
  z
    .string()
    .nullish()
    .transform(cleaned)
    .pipe(
      z
        .string()
        .refine(value => !required || value.length > 0, MESSAGES.required)
        .refine(value => value.length <= MAX_LENGTH, MESSAGES.max100),
    );

/** A digits field where spaces are allowed while typing ("0412 345 678") and dropped. */
const digits = (value: string | null | undefined) => cleaned(value).replace(/\s+/g, '');

export const accountSchema = z.object({
  email: text(true).refine(value => value === '' || z.email().safeParse(value).success, MESSAGES.email),
  first_name: text(true),
  last_name: text(true),
  password: z
    .string()
    .nullish()
    .transform(value => value ?? '')
    .pipe(z.string().min(1, MESSAGES.required).max(MAX_LENGTH, MESSAGES.max100).min(6, MESSAGES.password)),
});

export const businessSchema = z.object({
  business_name: text(true),
  contact_name: text(true),
  contact_phone: z
    .string()
    .nullish()
    .transform(digits)
    .pipe(
      z
        .string()
        .min(1, MESSAGES.required)
        .max(MAX_LENGTH, MESSAGES.max100)
        .regex(/^\d{8,10}$/, MESSAGES.phone),
    ),
  ABN: z
    .string()
    .nullish()
    .transform(digits)
    .pipe(
      z
        .string()
        .max(MAX_LENGTH, MESSAGES.max100)
        .refine(value => value === '' || /^\d+$/.test(value), MESSAGES.abnDigits)
        .refine(value => !/^\d+$/.test(value) || value.length === 11, MESSAGES.abnLength),
    ),
  billing_address: text(false),
  promo_code: text(false),
  package: z.enum(PACKAGES, { error: MESSAGES.package }),
});

export type AccountValues = z.output<typeof accountSchema>;
export type BusinessValues = z.output<typeof businessSchema>;
export type SignupValues = AccountValues & BusinessValues;

export const ACCOUNT_FIELDS = Object.keys(accountSchema.shape) as (keyof AccountValues)[];
export const BUSINESS_FIELDS = Object.keys(businessSchema.shape) as (keyof BusinessValues)[];

/** The step (0 account, 1 business) a field is on; a field of neither is on the business step. */
export const stepOfField = (field: string): 0 | 1 => ((ACCOUNT_FIELDS as string[]).includes(field) ? 0 : 1);

/**
 * The messages shown above the buttons when Next or Subscribe is refused, from the fields'
 * messages: "All fields should be less than 100 characters" when one is too long, "Please ensure
 * all fields are completed" when one is empty.
 */
export const stepMessages = (fieldMessages: (string | undefined)[]): string[] => {
  const messages: string[] = [];
  if (fieldMessages.includes(MESSAGES.max100)) messages.push(MESSAGES.allMax100);
  if (fieldMessages.includes(MESSAGES.required)) messages.push(MESSAGES.allRequired);
  return messages;
};
