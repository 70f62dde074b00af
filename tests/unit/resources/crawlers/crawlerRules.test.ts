import { describe, expect, it } from 'vitest';
import {
  crawlerFilterOf,
  showsError,
  slownessOf,
  type Slowness,
} from '../../../../src/resources/crawlers/crawlerRules';
import { formatElapsed } from '../../../../src/lib/elapsed';

describe('slownessOf', () => {
  it.each<[unknown, Slowness]>([
    [0, 'normal'],
    [180, 'normal'],
    [181, 'mildly_slow'],
    [600, 'mildly_slow'],
    [601, 'slow'],
    [5000, 'slow'],
    [undefined, 'normal'],
    [null, 'normal'],
    ['700', 'normal'],
    [Number.NaN, 'normal'],
  ])('%s s -> %s', (elapsed, expected) => {
    expect(slownessOf(elapsed)).toBe(expected);
  });
});

describe('showsError', () => {
  it.each([
    ['FAILED', true],
    ['DIED', true],
    ['TIMEDOUT', false],
    ['COMPLETED', false],
    [undefined, false],
  ])('%s -> %s', (status, expected) => {
    expect(showsError(status)).toBe(expected);
  });
});

describe('crawlerFilterOf', () => {
  it.each<[string, Record<string, unknown>, boolean, Record<string, unknown>]>([
    [
      'keeps the panel fields',
      { bank_id: 3, label_id: 2, status: 'FAILED', cache_present: 1 },
      true,
      { bank_id: 3, label_id: 2, status: 'FAILED', cache_present: 1 },
    ],
    ['drops -1 (all) for cache present', { cache_present: -1 }, true, {}],
    ['keeps 0 (no) for cache present', { cache_present: 0 }, true, { cache_present: 0 }],
    ['drops cache present for USER', { cache_present: 1, status: 'DIED' }, false, { status: 'DIED' }],
    ['drops empty and All', { bank_id: '', label_id: null, status: 'All' }, true, {}],
    ['drops "-1" text', { cache_present: '-1' }, true, {}],
    ['ignores other fields', { page_size: 20, q: 'x' } as never, true, {}],
    // The same clean-up as every other search form (drf.ts), not a second one of its own.
    ['drops " All " and blank text', { status: ' All ', bank_id: '  ' }, true, {}],
    ['drops a negative decimal and NaN', { bank_id: '-1.5', label_id: Number.NaN }, true, {}],
  ])('%s', (_name, values, canFilterCache, expected) => {
    expect(crawlerFilterOf(values, canFilterCache)).toEqual(expected);
  });
});

describe('formatElapsed', () => {
  it.each<[unknown, string]>([
    [42, '42 s'],
    [60, '1 min'],
    [185, '3 min 5 s'],
    [3725, '1 h 2 min'],
    [undefined, ''],
    [-1, ''],
    ['12', ''],
  ])('%s -> %s', (seconds, expected) => {
    expect(formatElapsed(seconds)).toBe(expected);
  });
});
