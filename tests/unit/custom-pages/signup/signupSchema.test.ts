import { describe, expect, it } from 'vitest';
import { en } from '../../../../src/i18n/en';
import { screenMessages } from '../../../../src/i18n/screens';
import {
  accountSchema,
  businessSchema,
  MESSAGES,
  stepMessages,
  stepOfField,
} from '../../../../src/custom-pages/signup/signupSchema';

const account = { email: 'new@broker.test', first_name: 'Ann', last_name: 'Lee', password: 'secret1' };
const business = {
  business_name: 'Lee Lending',
  contact_name: 'Ann Lee',
  contact_phone: '0412345678',
  ABN: '',
  billing_address: '',
  promo_code: '',
  package: 'premium',
};
const long = 'x'.repeat(100);

/** The first message of each field, as the form shows it. */
const firstErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
};

// The catalogue as the signed-in app has it: the core plus every screen's file (src/AdminUI.tsx).
const lookup = (key: string): unknown =>
  [en, ...screenMessages]
    .map(tree =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree),
    )
    .find(value => value !== undefined);

describe('the signup messages', () => {
  it.each([
    [MESSAGES.max100, 'This field should be less than 100 characters'],
    [MESSAGES.allMax100, 'All fields should be less than 100 characters'],
    [MESSAGES.password, 'Your password should not be less than 6 characters'],
    [MESSAGES.abnLength, 'ABN should be an exact 11-digit number...'],
    [MESSAGES.abnDigits, 'The ABN number should consist of only numbers and be an 11-digit number.'],
    [MESSAGES.allRequired, 'Please ensure all fields are completed'],
    [MESSAGES.package, 'Please select a package'],
    [MESSAGES.email, 'Invalid email address'],
  ])('%s reads "%s"', (key, text) => {
    expect(lookup(key)).toBe(text);
  });
});

describe('the account step', () => {
  it('accepts a complete account', () => {
    expect(accountSchema.safeParse(account).success).toBe(true);
  });

  it.each([
    ['email', '', MESSAGES.required],
    ['email', null, MESSAGES.required],
    ['email', 'not-an-email', MESSAGES.email],
    ['email', `${'a'.repeat(90)}@broker.test`, MESSAGES.max100],
    ['first_name', '   ', MESSAGES.required],
    ['first_name', long, MESSAGES.max100],
    ['last_name', '', MESSAGES.required],
    ['last_name', long, MESSAGES.max100],
    ['password', '', MESSAGES.required],
    ['password', '12345', MESSAGES.password],
    ['password', long, MESSAGES.max100],
  ])('%s = %j gives %s', (field, value, message) => {
    expect(firstErrors(accountSchema.safeParse({ ...account, [field]: value }))[field]).toBe(message);
  });

  it('takes 99 characters but not 100', () => {
    expect(accountSchema.safeParse({ ...account, first_name: 'x'.repeat(99) }).success).toBe(true);
    expect(accountSchema.safeParse({ ...account, first_name: 'x'.repeat(100) }).success).toBe(false);
  });

  it('cleans HTML out of the text and trims it, but keeps the password as typed', () => {
    const parsed = accountSchema.parse({
      ...account,
      first_name: ' <b>Ann</b><script>alert(1)</script> ',
      password: '<pass>word',
    });
    expect(parsed.first_name).toBe('Ann');
    expect(parsed.password).toBe('<pass>word');
  });

  it('refuses a field that is only markup as empty', () => {
    expect(
      firstErrors(accountSchema.safeParse({ ...account, last_name: '<img src=x onerror=alert(1)>' })).last_name,
    ).toBe(MESSAGES.required);
  });
});

describe('the business step', () => {
  it('accepts a complete business with optional fields empty', () => {
    expect(businessSchema.safeParse(business).success).toBe(true);
  });

  it.each([
    ['business_name', '', MESSAGES.required],
    ['business_name', long, MESSAGES.max100],
    ['contact_name', '', MESSAGES.required],
    ['contact_name', long, MESSAGES.max100],
    ['contact_phone', '', MESSAGES.required],
    ['contact_phone', '1234567', MESSAGES.phone],
    ['contact_phone', '12345678901', MESSAGES.phone],
    ['contact_phone', '04123a5678', MESSAGES.phone],
    ['contact_phone', '+61412345678', MESSAGES.phone],
    ['contact_phone', '1'.repeat(100), MESSAGES.max100],
    ['ABN', '1234567890', MESSAGES.abnLength],
    ['ABN', '123456789012', MESSAGES.abnLength],
    ['ABN', '5182475355a', MESSAGES.abnDigits],
    ['ABN', 'ABN 51824753556', MESSAGES.abnDigits],
    ['ABN', '1'.repeat(100), MESSAGES.max100],
    ['billing_address', long, MESSAGES.max100],
    ['promo_code', long, MESSAGES.max100],
    ['package', null, MESSAGES.package],
    ['package', '', MESSAGES.package],
    ['package', 'gold', MESSAGES.package],
  ])('%s = %j gives %s', (field, value, message) => {
    expect(firstErrors(businessSchema.safeParse({ ...business, [field]: value }))[field]).toBe(message);
  });

  it.each([['12345678'], ['0412345678'], ['0412 345 678']])('takes the phone %j (8 to 10 digits)', phone => {
    expect(businessSchema.safeParse({ ...business, contact_phone: phone }).success).toBe(true);
  });

  it('sends the ABN and phone as digits', () => {
    const parsed = businessSchema.parse({ ...business, ABN: '51 824 753 556', contact_phone: '0412 345 678' });
    expect(parsed.ABN).toBe('51824753556');
    expect(parsed.contact_phone).toBe('0412345678');
  });

  it('cleans HTML out of every business text', () => {
    const parsed = businessSchema.parse({
      ...business,
      business_name: '<i>Lee</i> Lending',
      billing_address: '<a href="x">1 Main St</a>',
      promo_code: '<b>AFG</b>',
    });
    expect(parsed).toMatchObject({ business_name: 'Lee Lending', billing_address: '1 Main St', promo_code: 'AFG' });
  });
});

describe('the messages on Next or Subscribe', () => {
  it.each([
    [[], []],
    [[MESSAGES.max100], [MESSAGES.allMax100]],
    [[MESSAGES.required, undefined], [MESSAGES.allRequired]],
    [
      [MESSAGES.max100, MESSAGES.required],
      [MESSAGES.allMax100, MESSAGES.allRequired],
    ],
    [[MESSAGES.password, MESSAGES.email], []],
  ])('%j gives %j', (fields, messages) => {
    expect(stepMessages(fields)).toEqual(messages);
  });

  it('knows which step holds a field', () => {
    expect(['email', 'first_name', 'last_name', 'password'].map(stepOfField)).toEqual([0, 0, 0, 0]);
    expect(['business_name', 'ABN', 'contact_phone', 'package'].map(stepOfField)).toEqual([1, 1, 1, 1]);
  });
});
