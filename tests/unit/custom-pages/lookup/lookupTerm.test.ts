import { describe, expect, it } from 'vitest';
import { lookupSearch, normaliseTerm, parseLookupQuery } from '../../../../src/custom-pages/lookup/lookupTerm';

describe('normaliseTerm', () => {
  it.each([
    ['ACME-1', 'ACME-1'],
    ['  ACME-1  ', 'ACME-1'],
    ['ACME   1', 'ACME 1'],
    [' a \t b\n c ', 'a b c'],
    ['   ', ''],
    ['', ''],
    // docs/product.md#lookup: the term is cleaned of HTML like every form input.
    ['<b>ACME-1</b>', 'ACME-1'],
    [' <i>ACME</i>  <script>alert(1)</script>1 ', 'ACME 1'],
    // A lone < stays, and an entity is kept as typed (docs/product.md#tables).
    ['A<B  1', 'A<B 1'],
    ['a &amp; b', 'a &amp; b'],
  ])('%j becomes %j', (input, expected) => {
    expect(normaliseTerm(input)).toBe(expected);
  });
});

describe('parseLookupQuery', () => {
  it.each([
    ['?vendor_specific_id=ACME-1', { kind: 'ready', type: 'vendor_specific_id', value: 'ACME-1' }],
    ['?application_id=1001', { kind: 'ready', type: 'application_id', value: '1001' }],
    ['?account_id=90001', { kind: 'ready', type: 'account_id', value: '90001' }],
    ['?profile_id=50001', { kind: 'ready', type: 'profile_id', value: '50001' }],
    ['?analysis_id=7', { kind: 'ready', type: 'analysis_id', value: '7' }],
    ['?crawler_uuid=ab-12', { kind: 'ready', type: 'crawler_uuid', value: 'ab-12' }],
    ['?vendor_specific_id=%20%20ACME%20%20%201%20', { kind: 'ready', type: 'vendor_specific_id', value: 'ACME 1' }],
    ['?vendor_specific_id=A&selected=12', { kind: 'ready', type: 'vendor_specific_id', value: 'A', selected: '12' }],
    ['?vendor_specific_id=A&selected=', { kind: 'ready', type: 'vendor_specific_id', value: 'A' }],
  ])('%s is a lookup', (search, expected) => {
    expect(parseLookupQuery(search)).toEqual(expected);
  });

  it.each([
    ['', 'vendor_specific_id'],
    ['?', 'vendor_specific_id'],
    ['?application_id=', 'application_id'],
    ['?crawler_uuid=%20%20%20', 'crawler_uuid'],
    ['?selected=3', 'vendor_specific_id'],
  ])('%j has no term yet (type %s)', (search, type) => {
    expect(parseLookupQuery(search)).toEqual({ kind: 'empty', type });
  });

  it('starts from the default type it is given', () => {
    expect(parseLookupQuery('', 'account_id')).toEqual({ kind: 'empty', type: 'account_id' });
  });

  it.each([
    ['?email=a@b.c', 'app.lookup.unknown_type', { type: 'email' }],
    ['?vendor_specific_id=A&foo=1', 'app.lookup.unknown_type', { type: 'foo' }],
    ['?garbage', 'app.lookup.unknown_type', { type: 'garbage' }],
    ['?application_id=1&account_id=2', 'app.lookup.several_types', { types: 'application_id, account_id' }],
    ['?application_id=1&application_id=2', 'app.lookup.several_values', { type: 'application_id' }],
    ['?application_id=12a', 'app.lookup.not_a_number', { type: 'application_id' }],
    ['?account_id=-3', 'app.lookup.not_a_number', { type: 'account_id' }],
    ['?profile_id=1.5', 'app.lookup.not_a_number', { type: 'profile_id' }],
    ['?analysis_id=x', 'app.lookup.not_a_number', { type: 'analysis_id' }],
  ])('%s is refused with %s', (search, message, args) => {
    expect(parseLookupQuery(search)).toMatchObject({ kind: 'invalid', message, args });
  });

  it('keeps what was asked for in a refused query, so the form shows it', () => {
    expect(parseLookupQuery('?application_id=12a')).toMatchObject({ type: 'application_id', value: '12a' });
  });
});

describe('lookupSearch', () => {
  it.each([
    [['vendor_specific_id', ' ACME  1 '], '?vendor_specific_id=ACME+1'],
    [['crawler_uuid', 'a-b'], '?crawler_uuid=a-b'],
    [['application_id', '5', 5], '?application_id=5&selected=5'],
  ] as const)('%j gives %s', (args, expected) => {
    expect(lookupSearch(...(args as unknown as Parameters<typeof lookupSearch>))).toBe(expected);
  });

  it('round-trips through the parser', () => {
    expect(parseLookupQuery(lookupSearch('vendor_specific_id', 'A  B', 9))).toEqual({
      kind: 'ready',
      type: 'vendor_specific_id',
      value: 'A B',
      selected: '9',
    });
  });
});
