/**
 * The shapes every layer shares about access (docs/product.md#levels). This folder is the lowest
 * layer: it imports nothing from src/, so lib, providers and screens can all depend on it.
 */
export const Level = { NONE: 0, USER: 1, STAFF: 2, ADMIN: 3 } as const;
export type Level = (typeof Level)[keyof typeof Level];

/** What a resource, page or finer feature asks of the user: `read` to see it, `write` to change it. */
export interface AccessRule {
  read: Level;
  write: Level;
}

/** Every access rule of the app by key: resources by name, pages as `page:<name>`, features as `feature:<name>`. */
export type AccessTable = Record<string, AccessRule>;
