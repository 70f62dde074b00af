import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  compareBanks,
  countriesOf,
  EMPTY_FILTER,
  logoUrl,
  matchesSearch,
  visibleBanks,
  type Bank,
} from '../../../../src/custom-pages/institutions/bankFeatures';

const bank = (id: number, overrides: Partial<Bank> = {}): Bank => ({
  id,
  name: `Bank ${id}`,
  order: id,
  is_offline: false,
  has_balances: true,
  has_transactions: true,
  has_estatements: false,
  has_interimstatements: false,
  has_detailedaccounts: false,
  country_code: 'AU',
  search_str: `bank ${id}`,
  ...overrides,
});

const banks = [
  bank(1, { name: 'Westpac', search_str: 'westpac wbc au', has_estatements: true }),
  bank(2, { name: 'Kiwibank', country_code: 'NZ', search_str: 'kiwibank k nz' }),
  bank(3, { name: 'Offline Bank', is_offline: true, has_estatements: true }),
  bank(4, { name: 'ANZ', order: 1, search_str: 'anz au' }),
];
const ids = (rows: Bank[]) => rows.map(row => row.id);

describe('visibleBanks', () => {
  it.each([
    ['a USER sees the vendor country only', EMPTY_FILTER, 'AU', [4, 1, 3]],
    ['a USER of NZ', EMPTY_FILTER, 'nz', [2]],
    ['a USER whose vendor has no country sees none', EMPTY_FILTER, '', []],
    ['staff see every country', EMPTY_FILTER, null, [4, 1, 2, 3]],
    ['staff filter by country', { ...EMPTY_FILTER, country: 'NZ' }, null, [2]],
    ['search by name, any case', { ...EMPTY_FILTER, search: 'WEST' }, null, [1]],
    ['search by search_str', { ...EMPTY_FILTER, search: 'wbc' }, null, [1]],
    ['every search word must match', { ...EMPTY_FILTER, search: 'bank nz' }, null, [2]],
    ['a search with spaces only is no search', { ...EMPTY_FILTER, search: '   ' }, null, [4, 1, 2, 3]],
    ['features: every chosen one', { ...EMPTY_FILTER, features: ['has_estatements'] }, null, [1, 3]],
    ['online only', { ...EMPTY_FILTER, onlineOnly: true }, 'AU', [4, 1]],
    ['filters combine', { ...EMPTY_FILTER, onlineOnly: true, features: ['has_estatements'] }, null, [1]],
  ] as const)('%s', (_, filter, scope, expected) => {
    expect(ids(visibleBanks(banks, { ...filter, features: [...filter.features] }, scope))).toEqual(expected);
  });
});

describe('compareBanks', () => {
  it.each([
    [bank(1, { order: 1, name: 'B' }), bank(2, { order: 2, name: 'A' }), -1],
    [bank(1, { order: 2, name: 'B' }), bank(2, { order: 2, name: 'A' }), 1],
    [bank(1, { order: null, name: 'A' }), bank(2, { order: 5, name: 'B' }), 1],
  ])('orders by order, then name (%#)', (a, b, sign) => {
    expect(Math.sign(compareBanks(a, b))).toBe(sign);
  });
});

describe('logoUrl', () => {
  it.each([
    [{ logo_base_url: 'https://cdn.example/logos/', logo: 'anz.png' }, 'https://cdn.example/logos/anz.png'],
    [{ logo_base_url: 'http://cdn.example/', logo: 'a.svg' }, 'http://cdn.example/a.svg'],
    [{ logo_base_url: null, logo: 'https://cdn.example/a.png' }, 'https://cdn.example/a.png'],
    [
      { logo_base_url: 'data:image/svg+xml;charset=utf-8,', logo: '%3Csvg%3E' },
      'data:image/svg+xml;charset=utf-8,%3Csvg%3E',
    ],
    [{ logo_base_url: 'javascript:', logo: 'alert(1)' }, null],
    [{ logo_base_url: 'data:text/html,', logo: '<script>' }, null],
    [{ logo_base_url: '/static/', logo: 'a.png' }, null],
    [{ logo_base_url: 'https://cdn.example/', logo: '' }, null],
    [{ logo_base_url: 'https://cdn.example/', logo: null }, null],
  ])('%j gives %j', (input, expected) => {
    expect(logoUrl(input)).toBe(expected);
  });
});

describe('helpers', () => {
  it('matches on name and search string', () => {
    expect(matchesSearch(banks[0], 'pac')).toBe(true);
    expect(matchesSearch(banks[0], 'kiwi')).toBe(false);
  });
  it('lists the countries present, sorted', () => {
    expect(countriesOf(banks)).toEqual(['AU', 'NZ']);
  });
  it('counts the active filters, not the search', () => {
    expect(
      activeFilterCount({
        search: 'x',
        features: ['has_balances', 'has_estatements'],
        onlineOnly: true,
        country: 'AU',
      }),
    ).toBe(4);
    expect(activeFilterCount(EMPTY_FILTER)).toBe(0);
  });
});
