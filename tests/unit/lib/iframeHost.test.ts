import { describe, expect, it } from 'vitest';
import { resolveIframeHost } from '../../../src/lib/iframeHost';

const ORIGIN = 'https://dashboard.example.com';
const BY_ENV = { production: 'https://connect.example.com/', uat: 'https://uat-connect.example.com', staging: 'https://staging.example.com/connect/' };

describe('iframe link host by environment', () => {
  it.each([
    ['production', 'https://connect.example.com'],
    ['uat', 'https://uat-connect.example.com'],
    ['staging', 'https://staging.example.com/connect'],
    ['development', ORIGIN],
  ] as const)('takes the deploy-time host of %s', (environment, host) => {
    expect(resolveIframeHost(environment, BY_ENV, undefined, ORIGIN)).toBe(host);
  });

  it('falls back to the build variable (JSON by environment, or one address), then the dashboard origin', () => {
    expect(resolveIframeHost('uat', undefined, JSON.stringify(BY_ENV), ORIGIN)).toBe('https://uat-connect.example.com');
    expect(resolveIframeHost('uat', { production: 'https://p.example' }, JSON.stringify(BY_ENV), ORIGIN)).toBe('https://uat-connect.example.com');
    expect(resolveIframeHost('production', undefined, 'https://one.example/', ORIGIN)).toBe('https://one.example');
    expect(resolveIframeHost('production', '', '', `${ORIGIN}/`)).toBe(ORIGIN);
  });

  it('ignores an address that is not http or https, and unreadable JSON', () => {
    expect(resolveIframeHost('production', 'javascript:alert(1)', undefined, ORIGIN)).toBe(ORIGIN);
    expect(resolveIframeHost('production', { production: 'ftp://x.example' }, '{not json', ORIGIN)).toBe(ORIGIN);
  });

  it('takes one runtime address for every environment', () => {
    expect(resolveIframeHost('staging', 'https://all.example', undefined, ORIGIN)).toBe('https://all.example');
  });
});
