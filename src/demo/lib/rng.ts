/**
 * The demo's own deterministic randomness: mulberry32 over a fixed seed, so every reset gives the
 * same rows and ids. `Math.random` is used only for secrets (session keys, token secrets).
 */
export type Rng = () => number;

export const mulberry32 = (seed: number): Rng => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** FNV-1a: a stable 32-bit seed from a string (a crawler uuid seeds its own log). */
export const hashString = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

export const int = (rng: Rng, min: number, max: number): number => min + Math.floor(rng() * (max - min + 1));

export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];

export const chance = (rng: Rng, probability: number): boolean => rng() < probability;

/** Picks a key of `weights` with probability proportional to its weight. */
export const weighted = <K extends string>(rng: Rng, weights: Record<K, number>): K => {
  const entries = Object.entries(weights) as [K, number][];
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = rng() * total;
  for (const [key, weight] of entries) {
    roll -= weight;
    if (roll < 0) return key;
  }
  return entries[entries.length - 1][0];
};

export const money = (rng: Rng, min: number, max: number): number =>
  Math.round((min + rng() * (max - min)) * 100) / 100;

export const digits = (rng: Rng, count: number): string => {
  let out = '';
  for (let i = 0; i < count; i++) out += Math.floor(rng() * 10);
  return out;
};

const hex = (rng: Rng, count: number): string => {
  let out = '';
  for (let i = 0; i < count; i++) out += Math.floor(rng() * 16).toString(16);
  return out;
};

/** A version-4 shaped uuid drawn from the seeded generator. */
export const uuid = (rng: Rng): string =>
  `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${pick(rng, ['8', '9', 'a', 'b'])}${hex(rng, 3)}-${hex(rng, 12)}`;

/** A secret that must not be guessable from the seed (session keys, token secrets). */
export const randomSecret = (length = 40): string => {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, byte => alphabet[byte % alphabet.length]).join('');
};
