import { describe, expect, it } from 'vitest';
import { resolveIframeHost } from '../../../src/lib/iframeHost';

const ORIGIN = 'https://dashboard.example.com';
const BY_ENV = {
  production: 'https://connect.example.com/',
  uat: 'https://uat-connect.example.com',
  staging: 'https://staging.example.com/connect/',
};

describe('iframe link host by environment', () => {
  it.each([
    ['production', 'https://connect.example.com'],
    ['uat', 'https://uat-connect.example.com'],
    ['staging', 'https://staging.example.com/connect'],
    ['development', null],
  ] as const)('takes the deploy-time host of %s (none for an environment without one)', (environment, host) => {
    expect(resolveIframeHost(environment, BY_ENV, undefined)).toBe(host);
  });

  it('never falls back to the dashboard origin outside the demo: no host is null', () => {
    expect(resolveIframeHost('production', undefined, undefined)).toBeNull();
    expect(resolveIframeHost('production', '', '')).toBeNull();
    expect(resolveIframeHost('uat', { production: 'https://p.example' }, undefined)).toBeNull();
  });

  it("uses a demo build's own origin when nothing is set, and a setting before it", () => {
    expect(resolveIframeHost('production', undefined, undefined, `${ORIGIN}/`)).toBe(ORIGIN);
    expect(resolveIframeHost('production', 'https://one.example', undefined, ORIGIN)).toBe('https://one.example');
  });

  it('falls back to the build variable (JSON by environment, or one address)', () => {
    expect(resolveIframeHost('uat', undefined, JSON.stringify(BY_ENV))).toBe('https://uat-connect.example.com');
    expect(resolveIframeHost('uat', { production: 'https://p.example' }, JSON.stringify(BY_ENV))).toBe(
      'https://uat-connect.example.com',
    );
    expect(resolveIframeHost('production', undefined, 'https://one.example/')).toBe('https://one.example');
  });

  it('ignores an address that is not http or https, and unreadable JSON', () => {
    expect(resolveIframeHost('production', 'javascript:alert(1)', undefined)).toBeNull();
    expect(resolveIframeHost('production', { production: 'ftp://x.example' }, '{not json')).toBeNull();
  });

  it('takes one runtime address for every environment', () => {
    expect(resolveIframeHost('staging', 'https://all.example', undefined)).toBe('https://all.example');
  });
});
