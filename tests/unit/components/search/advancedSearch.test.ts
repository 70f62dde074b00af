import { describe, expect, it } from 'vitest';
import { advancedValuesOf, applyAdvanced, countAdvanced } from '../../../../src/components/search/advancedSearch';

describe('applyAdvanced (the Advanced dialog over the list filter)', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>, Record<string, unknown>]>([
    [
      'keeps bank and label, adds the chosen values',
      { bank_id: 3, label_id: 2 },
      { email: 'a@b.c', analysed: 'true' },
      { bank_id: 3, label_id: 2, email: 'a@b.c', analysed: 'true' },
    ],
    ['drops empty and All', {}, { email: '', mobile: '   ', balances: 'All', analysis: '' }, {}],
    ['drops negative values', {}, { transactions: '-1', interims: -1 }, {}],
    ['trims text', {}, { vendorname: '  Acme  ' }, { vendorname: 'Acme' }],
    [
      'cleans text of HTML markup',
      {},
      { email: '<b>a@b.c</b>', vendorname: '<img src=x onerror=alert(1)>Acme<script>x</script>' },
      { email: 'a@b.c', vendorname: 'Acme' },
    ],
    ['drops text that was only markup', {}, { mobile: '<i> </i>' }, {}],
    [
      'replaces earlier advanced values',
      { email: 'old', analysed: 'true', bank_id: 1 },
      { analysed: 'false' },
      { bank_id: 1, analysed: 'false' },
    ],
    ['keeps the tri-state false', {}, { analysis: 'false' }, { analysis: 'false' }],
    ['ignores fields that are not advanced', {}, { bank_id: 9 } as never, {}],
  ])('%s', (_name, filter, values, expected) => {
    expect(applyAdvanced(filter, values)).toEqual(expected);
  });
});

describe('advancedValuesOf and countAdvanced', () => {
  it('starts the dialog from the list filter, All for the rest', () => {
    expect(advancedValuesOf({ email: 'x', analysed: true, bank_id: 2 })).toEqual({
      email: 'x',
      mobile: '',
      vendorname: '',
      analysed: 'true',
      balances: '',
      transactions: '',
      interims: '',
      estatements: '',
      analysis: '',
    });
  });

  it.each<[Record<string, unknown>, number]>([
    [{}, 0],
    [{ bank_id: 1, label_id: 2 }, 0],
    [{ email: 'x', analysis: 'false', balances: 'All' }, 2],
  ])('%o -> %s', (filter, expected) => {
    expect(countAdvanced(filter)).toBe(expected);
  });
});
