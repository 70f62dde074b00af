import { describe, expect, it } from 'vitest';
import {
  isSafeReturnPath,
  returnPathOrDefault,
  stripBasename,
  withReturnLocation,
} from '../../../src/providers/returnTo';

describe('return location after login (decision 9)', () => {
  it.each([
    ['/labels', '/labels'],
    ['/applications?bank_id=3&page=2', '/applications?bank_id=3&page=2'],
    ['/crawler/abc#top', '/crawler/abc#top'],
    ['//evil.example/x', '/applications'],
    ['https://evil.example/', '/applications'],
    ['javascript:alert(1)', '/applications'],
    ['/\\evil.example', '/applications'],
    ['\\\\evil.example', '/applications'],
    ['/%0d%0aSet-Cookie', '/%0d%0aSet-Cookie'],
    ['/a\nb', '/applications'],
    ['', '/applications'],
    [null, '/applications'],
    ['/login', '/applications'],
    ['/signup?x=1', '/applications'],
    ['labels', '/applications'],
  ])('%j goes to %s', (next, expected) => {
    expect(returnPathOrDefault(next)).toBe(expected);
  });

  it('accepts only paths inside the dashboard', () => {
    expect(isSafeReturnPath('/tokens')).toBe(true);
    expect(isSafeReturnPath('//tokens')).toBe(false);
  });

  it('carries the original path and query in the login address', () => {
    expect(withReturnLocation('/login', '/applications', '?bank_id=3')).toBe(
      '/login?next=%2Fapplications%3Fbank_id%3D3',
    );
    expect(withReturnLocation('/signup', '/labels')).toBe('/signup?next=%2Flabels');
    expect(withReturnLocation('/login', '/')).toBe('/login');
    expect(withReturnLocation('/login', '/login', '?next=%2Fx')).toBe('/login');
  });

  it('strips the base path', () => {
    expect(stripBasename('/v2/dashboard/labels', '/v2/dashboard')).toBe('/labels');
    expect(stripBasename('/dashboard', '/dashboard')).toBe('/');
    expect(stripBasename('/labels', '')).toBe('/labels');
  });
});
