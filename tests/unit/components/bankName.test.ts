import { describe, expect, it } from 'vitest';
import { bankName } from '../../../src/components/BankName';

const names = new Map([
  ['1', 'First Bank'],
  ['2', 'Second Bank'],
]);

describe('bankName (names by bank_id, docs/product.md decision 12)', () => {
  it.each([
    ['an id the list knows', 1, names, 'First Bank'],
    ['an id given as text', '2', names, 'Second Bank'],
    ['an id the list does not know', 9, names, '9'],
    ['an id while the list loads', 1, undefined, ''],
    ['an id when the list failed (empty)', 1, new Map<string, string>(), '1'],
    ['a name, as it is', 'Kiwibank', undefined, 'Kiwibank'],
    ['nothing', null, names, ''],
    ['an empty value', '', names, ''],
  ])('%s', (_, value, list, expected) => {
    expect(bankName(value, list)).toBe(expected);
  });
});
