import { describe, expect, it } from 'vitest';
import { eventMs, ms } from '../../../scripts/benchFigures.mjs';

/**
 * The screen benches' figures (scripts/benchFigures.mjs). Event Timing reports only events over
 * 16 ms, so a keystroke it never reported took less: its figure is "< 16 ms", not "0 ms".
 */
describe('bench figures', () => {
  it('prints a time in whole ms, or n/a when not reached', () => {
    expect(ms(1234.4)).toBe('1234 ms');
    expect(ms(null)).toBe('n/a');
  });

  it('prints an Event Timing figure under its 16 ms threshold as "< 16 ms"', () => {
    expect(eventMs(0)).toBe('< 16 ms');
    expect(eventMs(15.4)).toBe('< 16 ms');
  });

  it('prints an Event Timing figure within the goal as it is and marks one over the goal', () => {
    expect(eventMs(17.2)).toBe('17 ms');
    expect(eventMs(50)).toBe('50 ms');
    expect(eventMs(63.6)).toBe('64 ms (over the 50 ms goal)');
    expect(eventMs(40, 30)).toBe('40 ms (over the 30 ms goal)');
  });

  it('says n/a when nothing was measured', () => {
    expect(eventMs(null)).toBe('n/a');
  });
});
