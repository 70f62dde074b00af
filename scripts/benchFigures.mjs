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
