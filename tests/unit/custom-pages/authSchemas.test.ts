import { describe, expect, it } from 'vitest';
import { loginSchema } from '../../../src/custom-pages/login/loginSchema';
import { resetSchema } from '../../../src/custom-pages/reset/resetSchema';

const firstMessages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map(issue => [String(issue.path[0]), issue.message]));

describe('loginSchema', () => {
  it.each([
    [{ email: '', password: '' }, { email: 'app.validation.login_required', password: 'app.validation.login_required' }],
    [{ email: 'a@b.co', password: '' }, { password: 'app.validation.login_required' }],
    [{ email: '', password: 'x' }, { email: 'app.validation.login_required' }],
    [{ email: 'not-an-email', password: 'x' }, { email: 'app.validation.invalid_email' }],
    [{ email: ' a@b.co ', password: 'x' }, {}],
  ])('%j', (values, expected) => {
    expect(firstMessages(loginSchema.safeParse(values))).toEqual(expected);
  });

  it('trims the email', () => {
    expect(loginSchema.parse({ email: ' a@b.co ', password: ' p ' })).toEqual({ email: 'a@b.co', password: ' p ' });
  });
});

describe('resetSchema', () => {
  it.each([
    [{ email: '' }, { email: 'app.validation.required' }],
    [{ email: 'bad@' }, { email: 'app.validation.invalid_email' }],
    [{ email: 'vendor@demo.test' }, {}],
  ])('%j', (values, expected) => {
    expect(firstMessages(resetSchema.safeParse(values))).toEqual(expected);
  });
});

describe('markup in the inputs', () => {
  it('is removed before the checks', () => {
    expect(loginSchema.parse({ email: '<b>a@b.co</b>', password: '<i>pw</i>' })).toEqual({ email: 'a@b.co', password: 'pw' });
    expect(resetSchema.parse({ email: '<script>x</script>a@b.co' })).toEqual({ email: 'a@b.co' });
  });

  it('leaves nothing to send when there was only markup', () => {
    expect(loginSchema.safeParse({ email: '<img src=x>', password: 'x' }).success).toBe(false);
  });
});
