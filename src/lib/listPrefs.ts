import type { Store } from 'react-admin';
import { z } from './zod';

/**
 * List preferences kept per user (docs/screens/list-tools.md): the column chooser's hidden columns
 * and order, and react-admin's saved queries. They sit in localStorage under the user's id,
 * `BankData.prefs.<user id>.<key>`, outside react-admin's own store, which sign-out clears: a user
 * finds their columns and queries again after signing in, and another user of the same browser
 * never sees them.
 *
 * Everything read back is validated (zod): a value that is not JSON or has the wrong shape is
 * dropped from storage and reported through `onDropped`; a saved-query list keeps its valid
 * entries and loses the others. Every other key goes to react-admin's store unchanged.
 */

export const PREFS_PREFIX = 'BankData.prefs';

/** The column chooser's store key of a table: the table name, its column count and a hash of the ids. */
export const columnsStoreKey = (name: string, columnIds: readonly string[]): string =>
  `${name}.columns.${columnIds.length}.${hash(columnIds.join('|'))}`;

const hash = (text: string): string => {
  let h = 5381;
  for (let i = 0; i < text.length; i += 1) h = (Math.imul(h, 33) ^ text.charCodeAt(i)) >>> 0;
  return h.toString(36);
};

const COLUMNS_KEY = /\.columns\.(\d+)\.[0-9a-z]+$/;
const RANKS_KEY = /\.columns\.(\d+)\.[0-9a-z]+_columnRanks$/;
const SAVED_QUERIES_KEY = /\.savedQueries$/;

export const isPrefKey = (key: string): boolean =>
  COLUMNS_KEY.test(key) || RANKS_KEY.test(key) || SAVED_QUERIES_KEY.test(key);

export const savedQuerySchema = z.object({
  label: z.string().trim().min(1).max(200),
  value: z.object({
    filter: z.record(z.string(), z.unknown()),
    displayedFilters: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
    sort: z.object({ field: z.string().min(1), order: z.enum(['ASC', 'DESC']) }),
    perPage: z.number().int().positive().max(1000),
  }),
});
export type StoredSavedQuery = z.infer<typeof savedQuerySchema>;

const hiddenColumnsSchema = z.array(z.string()).max(200);

/** A permutation of 0..k-1 with k at most the table's column count: anything else would lose a column. */
const ranksSchema = (columnCount: number) =>
  z
    .array(z.number().int().nonnegative())
    .max(columnCount)
    .refine(
      ranks => new Set(ranks).size === ranks.length && ranks.every(rank => rank < ranks.length),
      'not a permutation',
    );

export interface Validated {
  value: unknown;
  /** Something was left out or the whole entry refused. */
  dropped: boolean;
}

/** Validates what storage gave for `key`: `undefined` when nothing valid is left. */
export const validatePref = (key: string, raw: unknown): Validated => {
  if (SAVED_QUERIES_KEY.test(key)) {
    if (!Array.isArray(raw)) return { value: undefined, dropped: true };
    const valid = raw.flatMap(entry => {
      const parsed = savedQuerySchema.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    });
    return { value: valid, dropped: valid.length !== raw.length };
  }
  const ranks = RANKS_KEY.exec(key);
  if (ranks) {
    const parsed = ranksSchema(Number(ranks[1])).safeParse(raw);
    return parsed.success ? { value: parsed.data, dropped: false } : { value: undefined, dropped: true };
  }
  const parsed = hiddenColumnsSchema.safeParse(raw);
  return parsed.success ? { value: parsed.data, dropped: false } : { value: undefined, dropped: true };
};

/** localStorage when the browser gives it (private modes may refuse), else a map for this page. */
const memory = new Map<string, string>();
const storageOrMemory = (): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> => {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage;
  } catch {
    // Access denied: fall through to memory.
  }
  return {
    getItem: key => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: key => void memory.delete(key),
  };
};

export interface PrefsStoreOptions {
  userId: string | number;
  /** Called (after the current render) with the key of an entry that was malformed and dropped. */
  onDropped?: (key: string) => void;
}

/**
 * react-admin's Store interface over `parent`, with the preference keys kept per user and
 * validated as described above. Stable functions: react-admin's useStore re-subscribes on change.
 */
export const createPrefsStore = (parent: Store, { userId, onDropped }: PrefsStoreOptions): Store => {
  const storage = storageOrMemory();
  const fullKey = (key: string) => `${PREFS_PREFIX}.${encodeURIComponent(String(userId))}.${key}`;
  const listeners = new Map<string, Set<(value: unknown) => void>>();
  const publish = (key: string, value: unknown) => listeners.get(key)?.forEach(listener => listener(value));
  const reportDropped = (key: string) => {
    if (onDropped) setTimeout(() => onDropped(key), 0);
  };

  const readPref = (key: string): unknown => {
    let text: string | null;
    try {
      text = storage.getItem(fullKey(key));
    } catch {
      return undefined;
    }
    if (text === null) return undefined;
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      storage.removeItem(fullKey(key));
      reportDropped(key);
      return undefined;
    }
    const { value, dropped } = validatePref(key, raw);
    if (dropped) {
      if (value === undefined) storage.removeItem(fullKey(key));
      else storage.setItem(fullKey(key), JSON.stringify(value));
      reportDropped(key);
    }
    return value;
  };

  const writePref = (key: string, value: unknown) => {
    try {
      if (value === undefined) storage.removeItem(fullKey(key));
      else storage.setItem(fullKey(key), JSON.stringify(value));
    } catch {
      // A full or refused storage keeps the choice for this page only.
    }
    publish(key, value);
  };

  return {
    setup: () => undefined,
    teardown: () => undefined,
    getItem: <T>(key: string, defaultValue?: T): T | undefined => {
      if (!isPrefKey(key)) return parent.getItem<T>(key, defaultValue);
      const value = readPref(key);
      return value === undefined ? defaultValue : (value as T);
    },
    setItem: <T>(key: string, value: T) => (isPrefKey(key) ? writePref(key, value) : parent.setItem(key, value)),
    removeItem: (key: string) => (isPrefKey(key) ? writePref(key, undefined) : parent.removeItem(key)),
    removeItems: (keyPrefix: string) => parent.removeItems(keyPrefix),
    reset: () => parent.reset(),
    subscribe: (key: string, callback: (value: unknown) => void) => {
      if (!isPrefKey(key)) return parent.subscribe(key, callback);
      const set = listeners.get(key) ?? new Set();
      set.add(callback);
      listeners.set(key, set);
      return () => {
        set.delete(callback);
      };
    },
    listItems: parent.listItems ? (keyPrefix?: string) => parent.listItems?.(keyPrefix) ?? {} : undefined,
  };
};

/** Deep equality of JSON-like values (key order ignored), as react-admin compares saved queries. */
export const sameValue = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter(key => (a as Record<string, unknown>)[key] !== undefined);
  const keysB = Object.keys(b).filter(key => (b as Record<string, unknown>)[key] !== undefined);
  if (keysA.length !== keysB.length) return false;
  return keysA.every(key => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
};
