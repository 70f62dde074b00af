// Figures shared by `npm run bench` and the screen benches in scripts/bench/ (kept outside that
// folder, whose every .mjs is run as a bench).

/** A time as printed: whole ms, or n/a when not reached. */
export const ms = value => (value == null || value === false ? 'n/a' : `${Math.round(value)} ms`);

/** The median of the measured values (unmeasured ones left out), null when none was measured. */
export const median = values => {
  const sorted = values.filter(value => value != null).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Event Timing reports only events that took longer than this (its `durationThreshold`, at least 16 ms). */
export const EVENT_TIMING_THRESHOLD = 16;

/**
 * A main-thread figure from Event Timing. A keystroke it never reported took under 16 ms, so a
 * figure below the threshold (a run with none reported counts 0) is printed "< 16 ms", never
 * "0 ms"; one over the screen's goal is marked.
 */
export const eventMs = (value, goal = 50) => {
  if (value == null) return 'n/a';
  if (value < EVENT_TIMING_THRESHOLD) return `< ${EVENT_TIMING_THRESHOLD} ms`;
  return value > goal ? `${ms(value)} (over the ${goal} ms goal)` : ms(value);
};
