import { describe, expect, it } from 'vitest';
import { MAX_RETRY_AFTER_S, parseRetryAfter, retryAfterOf } from '../../../src/providers/throttle';

const NOW = Date.UTC(2031, 4, 6, 12, 0, 0);

describe('Retry-After (docs/api.md#statuses)', () => {
  it.each([
    ['7', 7],
    [' 12 ', 12],
    ['0', 0],
    [new Date(NOW + 30_000).toUTCString(), 30],
    [new Date(NOW + 1_500).toUTCString(), 1],
    [new Date(NOW - 60_000).toUTCString(), 0],
    ['99999', MAX_RETRY_AFTER_S],
    [null, null],
    ['', null],
    ['soon', null],
    ['7 s', null],
    ['-3', null],
    ['1.5', null],
  ])('%j waits %j s', (value, seconds) => {
    expect(parseRetryAfter(value, NOW)).toBe(seconds);
  });

  it('reads the wait off a 429 only', () => {
    expect(retryAfterOf({ status: 429, retryAfter: 7 })).toBe(7);
    expect(retryAfterOf({ status: 429, retryAfter: null })).toBeNull();
    expect(retryAfterOf({ status: 500, retryAfter: 7 })).toBeNull();
    expect(retryAfterOf(null)).toBeNull();
  });
});
