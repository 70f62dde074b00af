import { describe, expect, it } from 'vitest';
import { bankCountryOf, vendorCountry } from '../../../src/lib/vendorCountry';

describe('vendorCountry (decision 16: country_code, default AU)', () => {
  it.each([
    [{ country_code: 'NZ' }, 'NZ'],
    [{ country_code: 'nz ' }, 'NZ'],
    [{ country_code: '' }, 'AU'],
    [{ country_code: '  ' }, 'AU'],
    [{ country_code: null }, 'AU'],
    [{}, 'AU'],
    [null, 'AU'],
    [undefined, 'AU'],
  ])('%j is %s', (vendor, expected) => {
    expect(vendorCountry(vendor)).toBe(expected);
  });
});

describe('bankCountryOf (docs/product.md#levels)', () => {
  it.each([
    [true, { country_code: 'NZ' }, null],
    [true, null, null],
    [false, { country_code: 'NZ' }, 'NZ'],
    [false, {}, 'AU'],
    [false, null, 'AU'],
  ])('sees all banks: %s, vendor %j: %s', (seesAll, vendor, expected) => {
    expect(bankCountryOf(seesAll, vendor)).toBe(expected);
  });
});
