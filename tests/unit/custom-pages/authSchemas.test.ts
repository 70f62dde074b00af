import { describe, expect, it } from 'vitest';
import { checkLogin } from '../../../src/custom-pages/login/loginSchema';
import { checkReset } from '../../../src/custom-pages/reset/resetSchema';
import { isEmailShaped } from '../../../src/lib/email';

describe('login checks', () => {
  it.each([
    [
      { email: '', password: '' },
      { email: 'app.validation.login_required', password: 'app.validation.login_required' },
    ],
    [{ email: 'a@b.co', password: '' }, { password: 'app.validation.login_required' }],
    [{ email: '', password: 'x' }, { email: 'app.validation.login_required' }],
    [{ email: 'not-an-email', password: 'x' }, { email: 'app.validation.invalid_email' }],
    [{ email: ' a@b.co ', password: 'x' }, {}],
  ])('%j', (values, expected) => {
    expect(checkLogin(values).errors).toEqual(expected);
  });

  it('trims the email and leaves the password as typed', () => {
    expect(checkLogin({ email: ' a@b.co ', password: ' p ' }).values).toEqual({ email: 'a@b.co', password: ' p ' });
  });
});

describe('reset checks', () => {
  it.each([
    [{ email: '' }, { email: 'app.validation.required' }],
    [{ email: 'bad@' }, { email: 'app.validation.invalid_email' }],
    [{ email: 'vendor@demo.test' }, {}],
  ])('%j', (values, expected) => {
    expect(checkReset(values).errors).toEqual(expected);
  });
});

describe('markup in the inputs', () => {
  it('is removed before the checks', () => {
    expect(checkLogin({ email: '<b>a@b.co</b>', password: 'pw' }).values).toEqual({ email: 'a@b.co', password: 'pw' });
    expect(checkReset({ email: '<script>x</script>a@b.co' }).values).toEqual({ email: 'a@b.co' });
  });

  it('leaves a password exactly as typed: it is a secret, never rendered', () => {
    expect(checkLogin({ email: 'a@b.co', password: 'p<w>d&<b>' }).values.password).toBe('p<w>d&<b>');
  });

  it('leaves nothing to send when there was only markup', () => {
    expect(checkLogin({ email: '<img src=x>', password: 'x' }).errors.email).toBe('app.validation.login_required');
  });
});

describe('email shape (spec 1 section 5: empty allowed by the field check)', () => {
  it.each([
    ['', true],
    ['vendor@demo.test', true],
    ["o'brien+tag@mail.example.com.au", true],
    ['a@b', false],
    ['a@@b.co', false],
    ['.a@b.co', false],
    ['a..b@c.co', false],
    ['a b@c.co', false],
    ['a@b.c', false],
  ])('%j is %s', (value, ok) => {
    expect(isEmailShaped(value)).toBe(ok);
  });
});
