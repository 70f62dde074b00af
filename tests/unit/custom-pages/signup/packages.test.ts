import { describe, expect, it } from 'vitest';
import { AGGREGATOR_CODES, aggregatorCodeOf, packageFor } from '../../../../src/custom-pages/signup/packages';

describe('the aggregator codes', () => {
  it('are eleven', () => {
    expect(new Set(AGGREGATOR_CODES).size).toBe(11);
  });

  it.each([
    ['AFG', 'AFG'],
    ['afg', 'AFG'],
    ['  Connective ', 'CONNECTIVE'],
    ['AFG10', null],
    ['DEMO10', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j is read as %j', (code, expected) => {
    expect(aggregatorCodeOf(code)).toBe(expected);
  });
});

describe('the platinum/aggregator switch', () => {
  it.each([
    ['platinum', 'AFG', 'aggregator'],
    ['aggregator', 'AFG', 'aggregator'],
    ['aggregator', '', 'platinum'],
    ['aggregator', 'DEMO10', 'platinum'],
    ['platinum', 'DEMO10', 'platinum'],
    ['essential', 'AFG', 'essential'],
    ['premium', 'VOW', 'premium'],
    ['premium', '', 'premium'],
    [null, 'AFG', null],
  ] as const)('%s with code %j is %s', (chosen, code, expected) => {
    expect(packageFor(chosen, code)).toBe(expected);
  });
});
