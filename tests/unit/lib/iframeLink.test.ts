import { describe, expect, it } from 'vitest';
import {
  buildIframeLink,
  daysToRetrieveOf,
  IFRAME_OPTION_DEFAULTS,
  iframeQuery,
  type IframeOptions,
} from '../../../src/lib/iframeLink';

const HOST = 'https://connect.example.com';
const defaults: IframeOptions = { ...IFRAME_OPTION_DEFAULTS };
const DEFAULT_QUERY =
  'transactions=false&analysis=true&account_owner=true&estatements=false&interims=false&select_accounts=false&multiple=false';

const build = (overrides: Partial<Parameters<typeof buildIframeLink>[0]> = {}) =>
  buildIframeLink({
    host: HOST,
    label: 'acme-web',
    identifier: 'client-42',
    options: defaults,
    daysToRetrieve: '',
    ...overrides,
  });

describe('iframe link builder', () => {
  it('builds {host}/i/{label}/{client identifier}?options with the specification defaults', () => {
    expect(build()).toEqual({ link: `${HOST}/i/acme-web/client-42?${DEFAULT_QUERY}` });
  });

  it.each(Object.keys(IFRAME_OPTION_DEFAULTS) as (keyof IframeOptions)[])('sets %s from its switch', option => {
    const flipped = !IFRAME_OPTION_DEFAULTS[option];
    const query = new URLSearchParams(iframeQuery({ ...defaults, [option]: flipped }, ''));
    expect(query.get(option)).toBe(String(flipped));
    // Every other switch keeps its default.
    for (const [other, value] of Object.entries(IFRAME_OPTION_DEFAULTS))
      if (other !== option) expect(query.get(other)).toBe(String(value));
  });

  it.each([
    ['7', '7'],
    ['365', '365'],
    [90, '90'],
    [' 30 ', '30'],
  ])('puts days_to_retrieve %j in the link', (days, expected) => {
    const link = build({ daysToRetrieve: days }).link!;
    expect(new URL(link).searchParams.get('days_to_retrieve')).toBe(expected);
  });

  it.each([
    ['6', 'out_of_range'],
    ['366', 'out_of_range'],
    ['-10', 'out_of_range'],
    ['7.5', 'out_of_range'],
    ['abc', 'out_of_range'],
    ['1e2', 'out_of_range'],
    ['', 'unset'],
    ['0', 'unset'],
    [null, 'unset'],
  ])('leaves days_to_retrieve %j out of the link (%s)', (days, kind) => {
    expect(daysToRetrieveOf(days).kind).toBe(kind);
    const link = build({ daysToRetrieve: days }).link!;
    expect(new URL(link).searchParams.has('days_to_retrieve')).toBe(false);
    expect(link).toBe(`${HOST}/i/acme-web/client-42?${DEFAULT_QUERY}`);
  });

  it('needs both a label and an identifier', () => {
    const message = 'app.message.iframe_fields_required';
    expect(build({ label: '' })).toEqual({ error: message });
    expect(build({ identifier: '' })).toEqual({ error: message });
    expect(build({ identifier: '   ' })).toEqual({ error: message });
  });

  it('needs an identifier of at least 7 characters, counted without surrounding spaces', () => {
    expect(build({ identifier: 'abcdef' })).toEqual({ error: 'app.message.iframe_identifier_min' });
    expect(build({ identifier: '  abcdef  ' })).toEqual({ error: 'app.message.iframe_identifier_min' });
    expect(build({ identifier: 'abcdefg' }).link).toBe(`${HOST}/i/acme-web/abcdefg?${DEFAULT_QUERY}`);
  });

  it('percent-encodes the label and identifier so they stay one path segment each', () => {
    const link = build({ label: 'acme web', identifier: 'a/b?c#d&e' }).link!;
    expect(link.startsWith(`${HOST}/i/acme%20web/a%2Fb%3Fc%23d%26e?`)).toBe(true);
    expect(new URL(link).pathname.split('/')).toHaveLength(4);
  });

  it('drops a trailing slash of the host', () => {
    expect(build({ host: `${HOST}/` }).link).toBe(`${HOST}/i/acme-web/client-42?${DEFAULT_QUERY}`);
  });
});
