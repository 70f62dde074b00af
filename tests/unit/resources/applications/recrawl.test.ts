import { describe, expect, it } from 'vitest';
import { parseRecrawlHosts, recrawlBase } from '../../../../src/providers/recrawlHosts';
import { buildRecrawlPayload, recrawlDefaults, recrawlSchema } from '../../../../src/components/recrawl/recrawlSchema';

const application = {
  id: 10042,
  vendor_label: 'acme-main',
  options: {
    analysis: true,
    balances: 'completed',
    transactions: 'pending',
    estatements: 'not_requested',
    interims: 'died',
    account_owner_info: false,
    days_to_retrieve: 365,
  },
};
const profile = { crawler: { uuid: 'c-1', status: 'COMPLETED' } };

describe('recrawl defaults and payload', () => {
  it('defaults to 90/90 and the jobs the application asked for', () => {
    expect(recrawlDefaults(application)).toEqual({
      days_to_retrieve: 90,
      days_to_display: 90,
      analysis: true,
      balances: true,
      transactions: true,
      estatements: false,
      interims: true,
      account_owner_info: false,
    });
    expect(recrawlDefaults({ options: undefined })).toMatchObject({
      days_to_retrieve: 90,
      days_to_display: 90,
      analysis: false,
    });
  });

  it('builds the section 7 payload with the environment', () => {
    const values = recrawlDefaults(application);
    expect(buildRecrawlPayload(application, profile, values, 'staging')).toEqual({
      id: 10042,
      crawler_uuid: 'c-1',
      vendorref: 'acme-main',
      environment: 'staging',
      days_to_retrieve: 90,
      days_to_display: 90,
      analysis: true,
      balances: true,
      transactions: true,
      estatements: false,
      interims: true,
      account_owner_info: false,
    });
    expect(buildRecrawlPayload({ id: 1, vendor_label: null }, { crawler: null }, values, 'production')).toMatchObject({
      crawler_uuid: '',
      vendorref: '',
      environment: 'production',
    });
  });
});

describe('recrawl schema', () => {
  const base = recrawlDefaults(application);
  it.each([
    [90, true],
    [1, true],
    ['30', true],
    [0, false],
    [-5, false],
    [1.5, false],
    ['abc', false],
    ['', false],
    [null, false],
  ])('days_to_retrieve %j valid: %s', (value, valid) => {
    const result = recrawlSchema.safeParse({ ...base, days_to_retrieve: value });
    expect(result.success).toBe(valid);
    if (!result.success) expect(result.error.issues[0].message).toBe('resources.applications.recrawl.days_invalid');
  });

  it('turns typed text into numbers', () => {
    expect(recrawlSchema.parse({ ...base, days_to_display: '45' }).days_to_display).toBe(45);
  });
});

describe('recrawl hosts', () => {
  it.each([
    [undefined, {}],
    ['', {}],
    ['not json', {}],
    ['[1,2]', {}],
    ['{"staging":"https://staging.example/api/v1"}', { staging: 'https://staging.example/api/v1/' }],
    ['{"uat":"ftp://x","production":"https://api.example/api/v1/"}', { production: 'https://api.example/api/v1/' }],
    // Decision 14: credentials go to https recrawl hosts only, so a plain-http host is never used.
    ['{"staging":"http://staging.example/api/v1/"}', {}],
  ])('parses %j', (text, expected) => expect(parseRecrawlHosts(text)).toEqual(expected));

  it('chooses the host of the environment, else the api base', () => {
    const hosts = { staging: 'https://staging.example/api/v1/' };
    expect(recrawlBase('staging', hosts)).toBe('https://staging.example/api/v1/');
    expect(recrawlBase('production', hosts)).toBe('');
  });
});
