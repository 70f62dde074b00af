import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, parseHostMessage } from '../../../src/lib/hostMessage';

const HOST = 'https://host.example.com';
const allowed = [HOST, 'https://other.example.com/'];
const TOKEN = 'a1b2c3d4e5f6a7b8c9d0';

describe('parseHostMessage', () => {
  it.each([
    ['a token', { token: TOKEN }, { token: TOKEN }],
    ['an accessToken', { accessToken: TOKEN }, { token: TOKEN }],
    ['a height', { height: 812 }, { height: 812 }],
    ['a frameHeight in px', { frameHeight: '640px' }, { height: 640 }],
    ['both', { token: TOKEN, height: 700.4 }, { token: TOKEN, height: 700 }],
    ['JSON text', JSON.stringify({ token: TOKEN }), { token: TOKEN }],
    ['a bad height with a good token', { token: TOKEN, height: -1 }, { token: TOKEN }],
  ])('reads %s', (_, data, expected) => {
    expect(parseHostMessage({ origin: HOST, data }, allowed)).toEqual(expected);
  });

  it.each([
    ['nothing useful', { hello: 'world' }],
    ['a string that is not JSON', 'token=abc'],
    ['an array', [TOKEN]],
    ['null', null],
    ['a short token', { token: 'abc' }],
    ['a token with markup', { token: '<script>alert(1)</script>' }],
    ['a token with spaces', { token: 'abc def ghi jkl' }],
    ['a zero height', { height: 0 }],
    ['an absurd height', { height: 1e9 }],
    ['a non-numeric height', { height: 'tall' }],
    ['an infinite height', { height: Infinity }],
  ])('ignores %s', (_, data) => {
    expect(parseHostMessage({ origin: HOST, data }, allowed)).toBeNull();
  });

  it.each([
    ['an unknown origin', 'https://evil.example.com'],
    ['a look-alike origin', 'https://host.example.com.evil.com'],
    ['the null origin', 'null'],
    ['an empty origin', ''],
  ])('ignores %s', (_, origin) => {
    expect(parseHostMessage({ origin, data: { token: TOKEN } }, allowed)).toBeNull();
  });

  it('ignores everything when no origin is configured', () => {
    expect(parseHostMessage({ origin: HOST, data: { token: TOKEN } }, [])).toBeNull();
  });
});

describe('isAllowedOrigin', () => {
  it.each([
    [HOST, [HOST], true],
    ['https://other.example.com', ['https://other.example.com/'], true],
    [HOST, ['*'], false],
    ['http://host.example.com', [HOST], false],
  ])('%s in %j: %s', (origin, list, expected) => expect(isAllowedOrigin(origin, list)).toBe(expected));
});
