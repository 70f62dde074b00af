import { describe, expect, it } from 'vitest';
import {
  basenameFromPath,
  environmentFromHost,
  recrawlOriginsOf,
  resolveApiUrl,
  resolveEmbedOrigins,
} from '../../../src/config';

describe('environment from the host name (spec 1 section 1)', () => {
  it.each([
    ['localhost', 'development'],
    ['127.0.0.1', 'development'],
    ['dashboard.staging.bankdata.com', 'staging'],
    ['uat-dashboard.bankdata.com', 'uat'],
    ['dashboard.bankdata.com', 'production'],
  ])('%s is %s', (host, environment) => {
    expect(environmentFromHost(host)).toBe(environment);
  });
});

describe('base path (spec 1 section 2)', () => {
  it.each([
    ['/dashboard/applications', '/dashboard'],
    ['/v2/dashboard/labels/3', '/v2/dashboard'],
    ['/v10/dashboard', '/v10/dashboard'],
    ['/dashboards/x', ''],
    ['/other/dashboard/x', ''],
    ['/login', ''],
  ])('%s is served under "%s"', (path, base) => {
    expect(basenameFromPath(path, '/')).toBe(base);
  });

  it('uses the configured fallback when the address has no dashboard segment', () => {
    expect(basenameFromPath('/login', '/app/')).toBe('/app');
  });
});

describe('API base (decision 5)', () => {
  it('prefers the deploy-time value, then the build variable, then same-origin /api/v1/', () => {
    expect(resolveApiUrl('https://api.example.com/api/v1', 'http://dev/api/v1/')).toBe(
      'https://api.example.com/api/v1/',
    );
    expect(resolveApiUrl('', 'http://localhost:8000/api/v1/')).toBe('http://localhost:8000/api/v1/');
    expect(resolveApiUrl(undefined, undefined)).toBe('/api/v1/');
  });
});

describe('embed origins (decision 13)', () => {
  it.each([
    [['https://portal.example.com/'], 'https://build.example.com', ['https://portal.example.com']],
    ['https://a.example.com, https://b.example.com', undefined, ['https://a.example.com', 'https://b.example.com']],
    [[], 'https://build.example.com', ['https://build.example.com']],
    [undefined, undefined, []],
  ])('deploy-time %j, build-time %j: %j', (runtime, buildTime, expected) => {
    expect(resolveEmbedOrigins(runtime, buildTime)).toEqual(expected);
  });
});

describe('recrawl origins that get credentials (decision 14)', () => {
  it.each([
    [
      '{"staging": "https://staging.example.com/api/v1/", "uat": "https://uat.example.com/api/v1/"}',
      ['https://staging.example.com', 'https://uat.example.com'],
    ],
    ['{"staging": "http://staging.example.com/api/v1/"}', []],
    ['{"staging": "not a url"}', []],
    ['not json', []],
    [undefined, []],
  ])('%j gives %j', (text, expected) => {
    expect(recrawlOriginsOf(text)).toEqual(expected);
  });
});
