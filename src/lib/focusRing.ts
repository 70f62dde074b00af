/**
 * The focus ring, two-tone so that it shows on every surface: an amber outline (seen on the blue
 * top bar and on dark surfaces) over a dark inner ring (seen on light surfaces).
 */
export const FOCUS_RING = { outer: '#f4b400', inner: '#1b2733' } as const;
