import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStore } from 'react-admin';
import { columnsStoreKey, createPrefsStore, PREFS_PREFIX, sameValue, validatePref } from '../../../src/lib/listPrefs';

const KEY = columnsStoreKey('applications', ['timestamp', 'vendor.name', 'status']);
const QUERY = {
  label: 'Failed AU',
  value: {
    filter: { status: 'FAILED' },
    displayedFilters: {},
    sort: { field: 'timestamp', order: 'DESC' },
    perPage: 50,
  },
};

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('createPrefsStore', () => {
  it('keeps column choices per user in localStorage, across store instances (a new session)', () => {
    const first = createPrefsStore(memoryStore(), { userId: 7 });
    first.setItem(KEY, ['status']);
    first.setItem(`${KEY}_columnRanks`, [1, 0]);
    expect(localStorage.getItem(`${PREFS_PREFIX}.7.${KEY}`)).toBe('["status"]');

    // Signing out resets react-admin's store; a new store for the same user reads the choice back.
    const again = createPrefsStore(memoryStore(), { userId: 7 });
    expect(again.getItem(KEY, [])).toEqual(['status']);
    expect(again.getItem(`${KEY}_columnRanks`)).toEqual([1, 0]);
    // Another user of the same browser has the defaults.
    expect(createPrefsStore(memoryStore(), { userId: 8 }).getItem(KEY, [])).toEqual([]);
  });

  it("passes every other key to react-admin's store and tells subscribers of a change", () => {
    const parent = memoryStore();
    parent.setup();
    const store = createPrefsStore(parent, { userId: 1 });
    store.setItem('applications.listParams', { page: 2 });
    expect(parent.getItem('applications.listParams')).toEqual({ page: 2 });
    const seen: unknown[] = [];
    const unsubscribe = store.subscribe('applications.savedQueries', value => seen.push(value));
    store.setItem('applications.savedQueries', [QUERY]);
    unsubscribe();
    store.setItem('applications.savedQueries', [QUERY, QUERY]);
    expect(seen).toEqual([[QUERY]]);
    // Sign-out resets react-admin's store, not the user's preferences.
    store.reset();
    expect(parent.getItem('applications.listParams')).toBeUndefined();
    expect(store.getItem('applications.savedQueries')).toEqual([QUERY, QUERY]);
  });

  it('drops an entry that is not JSON and tells the user once', () => {
    vi.useFakeTimers();
    localStorage.setItem(`${PREFS_PREFIX}.3.applications.savedQueries`, '{not json');
    const onDropped = vi.fn();
    const store = createPrefsStore(memoryStore(), { userId: 3, onDropped });
    expect(store.getItem('applications.savedQueries', [])).toEqual([]);
    expect(localStorage.getItem(`${PREFS_PREFIX}.3.applications.savedQueries`)).toBeNull();
    vi.runAllTimers();
    expect(onDropped).toHaveBeenCalledTimes(1);
    expect(onDropped).toHaveBeenCalledWith('applications.savedQueries');
  });

  it('keeps the valid saved queries of a corrupted list and drops the others', () => {
    const stored = [QUERY, null, { label: 'x' }, { ...QUERY, value: { ...QUERY.value, perPage: 'many' } }, 'text'];
    localStorage.setItem(`${PREFS_PREFIX}.3.crawlers.savedQueries`, JSON.stringify(stored));
    const store = createPrefsStore(memoryStore(), { userId: 3 });
    expect(store.getItem('crawlers.savedQueries', [])).toEqual([QUERY]);
    expect(JSON.parse(localStorage.getItem(`${PREFS_PREFIX}.3.crawlers.savedQueries`) ?? '')).toEqual([QUERY]);
  });

  it('refuses column orders that would lose a column and hidden sets of the wrong shape', () => {
    const store = createPrefsStore(memoryStore(), { userId: 4 });
    const put = (key: string, value: unknown) =>
      localStorage.setItem(`${PREFS_PREFIX}.4.${key}`, JSON.stringify(value));
    put(`${KEY}_columnRanks`, [0, 0, 1]);
    expect(store.getItem(`${KEY}_columnRanks`)).toBeUndefined();
    put(`${KEY}_columnRanks`, [0, 1, 2, 3]);
    expect(store.getItem(`${KEY}_columnRanks`)).toBeUndefined();
    put(`${KEY}_columnRanks`, [2, 0, 1]);
    expect(store.getItem(`${KEY}_columnRanks`)).toEqual([2, 0, 1]);
    put(KEY, 'timestamp');
    expect(store.getItem(KEY, [])).toEqual([]);
    put(KEY, [1, 2]);
    expect(store.getItem(KEY, [])).toEqual([]);
  });
});

describe('columnsStoreKey', () => {
  it('changes when the column set changes, so a stale choice is never applied to other columns', () => {
    const withPii = columnsStoreKey('applications', ['timestamp', 'full_name', 'status']);
    const without = columnsStoreKey('applications', ['timestamp', 'status']);
    expect(withPii).not.toBe(without);
    expect(columnsStoreKey('applications', ['timestamp', 'status'])).toBe(without);
  });
});

describe('validatePref', () => {
  it('refuses a saved-query list that is not a list', () => {
    expect(validatePref('analyses.savedQueries', { label: 'x' })).toEqual({ value: undefined, dropped: true });
  });

  it('keeps a saved query trimmed and without fields it does not know, and refuses each malformed field', () => {
    const query = {
      label: '  Failed this week ',
      extra: 1,
      value: {
        filter: { status: 'FAILED' },
        displayedFilters: ['status'],
        sort: { field: 'timestamp', order: 'DESC', extra: true },
        perPage: 25,
        extra: 'x',
      },
    };
    expect(validatePref('applications.savedQueries', [query])).toEqual({
      value: [
        {
          label: 'Failed this week',
          value: {
            filter: { status: 'FAILED' },
            displayedFilters: ['status'],
            sort: { field: 'timestamp', order: 'DESC' },
            perPage: 25,
          },
        },
      ],
      dropped: false,
    });
    const broken = (value: Record<string, unknown>, label: unknown = 'A') => ({
      label,
      value: { ...query.value, ...value },
    });
    for (const entry of [
      broken({}, '   '),
      broken({}, 'x'.repeat(201)),
      broken({ filter: null }),
      broken({ filter: ['status'] }),
      broken({ displayedFilters: 'status' }),
      broken({ displayedFilters: null }),
      broken({ sort: { field: '', order: 'ASC' } }),
      broken({ sort: { field: 'timestamp', order: 'asc' } }),
      broken({ perPage: 2.5 }),
      broken({ perPage: 0 }),
      broken({ perPage: 1001 }),
    ])
      expect(validatePref('applications.savedQueries', [entry]), JSON.stringify(entry)).toEqual({
        value: [],
        dropped: true,
      });
    expect(validatePref('applications.savedQueries', [broken({ displayedFilters: undefined })]).dropped).toBe(false);
  });

  it('refuses a hidden-column list longer than 200 or with anything but names', () => {
    const key = columnsStoreKey('applications', ['a', 'b']);
    expect(validatePref(key, ['a'])).toEqual({ value: ['a'], dropped: false });
    expect(
      validatePref(
        key,
        Array.from({ length: 201 }, (_, i) => `c${i}`),
      ).dropped,
    ).toBe(true);
    expect(validatePref(key, ['a', null]).dropped).toBe(true);
    expect(validatePref(`${key}_columnRanks`, [1, 0])).toEqual({ value: [1, 0], dropped: false });
    expect(validatePref(`${key}_columnRanks`, [1.5, 0]).dropped).toBe(true);
    expect(validatePref(`${key}_columnRanks`, [1, -1]).dropped).toBe(true);
  });
});

describe('sameValue', () => {
  it('compares JSON-like values whatever the key order', () => {
    expect(sameValue({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameValue([], {})).toBe(false);
  });
});
