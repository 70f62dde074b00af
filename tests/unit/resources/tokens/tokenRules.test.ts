import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { tokenSchema } from '../../../../src/resources/tokens/tokenSchema';
import { tokenCreateFailure } from '../../../../src/resources/tokens/useTokenMutations';

describe('tokenSchema', () => {
  it.each([
    ['ci', 'ci'],
    [' <i>deploy</i> key ', 'deploy key'],
  ])('accepts %j as %j', (name, expected) => {
    expect(tokenSchema.parse({ name })).toEqual({ name: expected });
  });

  it.each([[''], ['  '], [null], ['<img src=x onerror=alert(1)>']])('refuses %j', name => {
    const result = tokenSchema.safeParse({ name });
    expect(result.error?.issues[0].message).toBe('resources.tokens.name_required');
  });
});

describe('tokenCreateFailure', () => {
  it.each<[string, unknown, [string, Record<string, string>?]]>([
    [
      'the server detail',
      new HttpError('x', 400, { detail: 'Too many tokens' }),
      ['resources.tokens.create_failed_detail', { detail: 'Too many tokens' }],
    ],
    ['no detail', new HttpError('x', 500, null), ['app.message.token_create_failed']],
    ['a blank detail', new HttpError('x', 500, { detail: ' ' }), ['app.message.token_create_failed']],
    [
      'field errors only',
      new HttpError('x', 400, { name: ['bad'], errors: { name: 'bad' } }),
      ['app.message.token_create_failed'],
    ],
    ['a network failure', new TypeError('Failed to fetch'), ['app.message.token_create_failed']],
  ])('%s', (_name, error, expected) => {
    expect(tokenCreateFailure(error)).toEqual(expected);
  });
});
