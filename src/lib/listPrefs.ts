import type { Store } from 'react-admin';

/**
 * List preferences kept per user (docs/screens/list-tools.md): the column chooser's hidden columns
 * and order, and react-admin's saved queries. They sit in localStorage under the user's id,
 * `BankData.prefs.<user id>.<key>`, outside react-admin's own store, which sign-out clears: a user
 * finds their columns and queries again after signing in, and another user of the same browser
 * never sees them.
 *
 * Everything read back is validated: a value that is not JSON or has the wrong shape is
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

/** A saved query as react-admin stores it, with the fields this app reads back. */
export interface StoredSavedQuery {
  label: string;
  value: {
    filter: Record<string, unknown>;
    displayedFilters?: Record<string, unknown> | unknown[];
    sort: { field: string; order: 'ASC' | 'DESC' };
    perPage: number;
  };
}

// Written by hand rather than with zod: every list reads its preferences before its first paint,
// and zod would put about 25 kB (gzip) on that path for these three shapes (docs/performance.md).
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The saved query in `entry` (label trimmed, unknown fields left out), or null when malformed. */
export const parseSavedQuery = (entry: unknown): StoredSavedQuery | null => {
  if (!isRecord(entry) || typeof entry.label !== 'string' || !isRecord(entry.value)) return null;
  const label = entry.label.trim();
  const { filter, displayedFilters, sort, perPage } = entry.value;
  if (label.length < 1 || label.length > 200 || !isRecord(filter) || !isRecord(sort)) return null;
  const shown = displayedFilters === undefined || Array.isArray(displayedFilters) || isRecord(displayedFilters);
  if (!shown) return null;
  const { field, order } = sort;
  if (typeof field !== 'string' || field.length < 1 || (order !== 'ASC' && order !== 'DESC')) return null;
  if (typeof perPage !== 'number' || !Number.isInteger(perPage) || perPage <= 0 || perPage > 1000) return null;
  return {
    label,
    value: { filter, ...(displayedFilters === undefined ? {} : { displayedFilters }), sort: { field, order }, perPage },
  };
};

const isHiddenColumns = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length <= 200 && value.every(item => typeof item === 'string');

/** A permutation of 0..k-1 with k at most the table's column count: anything else would lose a column. */
const isRanks = (value: unknown, columnCount: number): value is number[] =>
  Array.isArray(value) &&
  value.length <= columnCount &&
  value.every(rank => Number.isInteger(rank) && rank >= 0 && rank < value.length) &&
  new Set(value).size === value.length;

export interface Validated {
  value: unknown;
  /** Something was left out or the whole entry refused. */
  dropped: boolean;
}

/** Validates what storage gave for `key`: `undefined` when nothing valid is left. */
export const validatePref = (key: string, raw: unknown): Validated => {
  if (SAVED_QUERIES_KEY.test(key)) {
    if (!Array.isArray(raw)) return { value: undefined, dropped: true };
    const valid = raw.flatMap(entry => parseSavedQuery(entry) ?? []);
    return { value: valid, dropped: valid.length !== raw.length };
  }
  const ranks = RANKS_KEY.exec(key);
  const ok = ranks ? isRanks(raw, Number(ranks[1])) : isHiddenColumns(raw);
  return ok ? { value: raw, dropped: false } : { value: undefined, dropped: true };
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
  /**
   * Reads without repairing: a malformed entry reads as absent and stays in storage, for the list's
   * own store to drop and report (the landing preview reads the column choice before the list).
   */
  readOnly?: boolean;
}

/**
 * react-admin's Store interface over `parent`, with the preference keys kept per user and
 * validated as described above. Stable functions: react-admin's useStore re-subscribes on change.
 */
export const createPrefsStore = (parent: Store, { userId, onDropped, readOnly = false }: PrefsStoreOptions): Store => {
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
      if (readOnly) return undefined;
      storage.removeItem(fullKey(key));
      reportDropped(key);
      return undefined;
    }
    const { value, dropped } = validatePref(key, raw);
    if (dropped && readOnly) return undefined;
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
