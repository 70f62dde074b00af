import { describe, expect, it } from 'vitest';
import {
  THRESHOLD_MAX,
  THRESHOLD_MIN,
  THRESHOLD_STEP,
  clampThreshold,
  formatPercent,
  fromPercent,
  parsePercent,
  roundThreshold,
  thresholdIssue,
  thresholdOf,
  toPercent,
} from '../../../src/lib/threshold';

describe('threshold constants', () => {
  it('are the specification values: 0.1 to 2, step 0.01', () => {
    expect([THRESHOLD_MIN, THRESHOLD_MAX, THRESHOLD_STEP]).toEqual([0.1, 2, 0.01]);
  });
});

describe('toPercent / fromPercent', () => {
  it.each([
    [0.1, 10],
    [0.57, 57],
    [0.29, 29],
    [1, 100],
    [1.15, 115],
    [2, 200],
    [0.3 + 0.000000001, 30],
  ])('%s is %s %%', (fraction, percent) => {
    expect(toPercent(fraction)).toBe(percent);
  });

  it.each([
    [10, 0.1],
    [57, 0.57],
    [29, 0.29],
    [115, 1.15],
    [200, 2],
  ])('%s %% is %s', (percent, fraction) => {
    expect(fromPercent(percent)).toBe(fraction);
  });

  it('round-trips every step of the range exactly', () => {
    for (let percent = 10; percent <= 200; percent += 1) {
      expect(toPercent(fromPercent(percent))).toBe(percent);
      expect(fromPercent(percent)).toBe(roundThreshold(fromPercent(percent)));
    }
  });
});

describe('parsePercent', () => {
  it.each([
    ['57', 0.57],
    [' 57 ', 0.57],
    ['57%', 0.57],
    ['57 %', 0.57],
    ['57.0', 0.57],
    ['57,0', 0.57],
    ['10', 0.1],
    ['200', 2],
  ])('reads %j as %s', (text, value) => {
    expect(parsePercent(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'empty'],
    ['  ', 'empty'],
    ['%', 'empty'],
    ['abc', 'not_a_number'],
    ['5e1', 'not_a_number'],
    ['1-2', 'not_a_number'],
    ['9', 'out_of_range'],
    ['9.99', 'out_of_range'],
    ['201', 'out_of_range'],
    ['-50', 'out_of_range'],
    ['57.5', 'not_on_step'],
  ])('refuses %j: %s', (text, issue) => {
    const parsed = parsePercent(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.issue).toBe(issue);
  });

  it('hands on an out-of-range number as that fraction, and NaN for text that is no number', () => {
    expect(parsePercent('250').value).toBe(2.5);
    expect(parsePercent('abc').value).toBeNaN();
  });
});

describe('thresholdIssue', () => {
  it.each([
    [0.1, null],
    [2, null],
    [0.57, null],
    [0.09, 'out_of_range'],
    [2.01, 'out_of_range'],
    [0.575, 'not_on_step'],
    [Number.NaN, 'not_a_number'],
    [undefined, 'empty'],
    [null, 'empty'],
  ])('%s -> %s', (value, issue) => {
    expect(thresholdIssue(value)).toBe(issue);
  });
});

describe('helpers', () => {
  it('clamps to the range on a step', () => {
    expect(clampThreshold(5)).toBe(2);
    expect(clampThreshold(0)).toBe(0.1);
    expect(clampThreshold(0.555)).toBe(0.56);
    expect(clampThreshold(Number.NaN)).toBe(0.1);
  });
  it('formats the text a percent field starts from', () => {
    expect(formatPercent(0.5)).toBe('50');
    expect(formatPercent(undefined)).toBe('');
    expect(formatPercent(Number.NaN)).toBe('');
  });
  it('reads numbers and numeric text as an API may send them', () => {
    expect(thresholdOf(0.5)).toBe(0.5);
    expect(thresholdOf('0.50')).toBe(0.5);
    expect(thresholdOf('')).toBeUndefined();
    expect(thresholdOf('x')).toBeUndefined();
    expect(thresholdOf(null)).toBeUndefined();
  });
});
