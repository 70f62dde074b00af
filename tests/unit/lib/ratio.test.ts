import { describe, expect, it } from 'vitest';
import { ratioLevel, ratioPercent } from '../../../src/lib/ratio';

describe('ratioPercent', () => {
  it.each([
    [0, '0%'],
    [0.045, '4.5%'],
    [0.0004, '0%'],
    [0.001, '0.1%'],
    [0.1, '10%'],
    [0.856, '86%'],
    [1, '100%'],
    [Number.NaN, '0%'],
  ])('%s -> %s', (ratio, text) => {
    expect(ratioPercent(ratio)).toBe(text);
  });
});

describe('ratioLevel', () => {
  it.each([
    ['completed', 0.9, 'good'],
    ['completed', 0.8, 'good'],
    ['completed', 0.6, 'warning'],
    ['completed', 0.3, 'bad'],
    ['failed', 0.05, 'good'],
    ['failed', 0.1, 'warning'],
    ['died', 0.3, 'bad'],
    ['timedout', 0.25, 'bad'],
  ] as const)('%s at %s is %s', (outcome, ratio, level) => {
    expect(ratioLevel(outcome, ratio)).toBe(level);
  });
});
