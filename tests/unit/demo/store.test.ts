import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createStore,
  db,
  enablePersistence,
  resetDemoStore,
  STORAGE_KEY,
  STORED_STATE_MAX_AGE,
} from '../../../src/demo/store';
import { CRAWLER_STATUSES } from '../../../src/demo/types';
import { get, signIn, type Page } from './api';

describe('demo store', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has the sizes of the brief', () => {
    const store = createStore();
    expect(store.vendors.size).toBe(3);
    expect(store.applications.size).toBe(2000);
    expect(store.crawlers.size).toBe(5000);
    expect(store.analyses.size).toBe(3000);
    expect(store.banks.size).toBe(60);
    expect(store.bankModules.size).toBe(40);
    expect(store.transTypeRegex.size).toBe(200);
    expect(store.categoryRegex.size).toBe(150);
    expect(new Set(store.crawlers.all().map(crawler => crawler.status))).toEqual(new Set(CRAWLER_STATUSES));
    const failures = store.crawlers.all().filter(crawler => crawler.status === 'FAILED' || crawler.status === 'DIED');
    expect(failures.every(crawler => crawler.error?.code && crawler.error.message)).toBe(true);
    const au = store.banks.all().filter(bank => bank.country_code === 'AU').length;
    expect(au).toBeGreaterThan(30);
  });

  it('gives the same first page of applications after two resets', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T00:00:00Z'));
    resetDemoStore();
    await signIn('admin');
    const first = await get<Page>('applications/');
    resetDemoStore();
    await signIn('admin');
    expect(await get<Page>('applications/')).toEqual(first);
  });

  it('keeps ids and fields while times follow the moment of creation', () => {
    const strip = (store: ReturnType<typeof createStore>) =>
      store.applications
        .all()
        .slice(-20)
        .map(({ timestamp: _timestamp, webhook_log: _log, ...rest }) => rest);
    const a = createStore(Date.parse('2026-01-01T00:00:00Z'));
    const b = createStore(Date.parse('2026-06-01T00:00:00Z'));
    expect(strip(b)).toEqual(strip(a));
    const newest = b.applications.all()[b.applications.size - 1];
    expect(Date.parse('2026-06-01T00:00:00Z') - newest.timestamp).toBeLessThan(10 * 60_000);
  });

  it('replays stored changes over the seed when persistence is on', () => {
    const storage = window.localStorage;
    enablePersistence(storage);
    try {
      resetDemoStore();
      const store = createStore();
      store.labels.update(1, { ref: 'renamed' });
      store.labels.insert({ id: 99, ref: 'new-label', vendor_id: 1 });
      store.labels.remove(2);
      expect(storage.getItem(STORAGE_KEY)).toContain('renamed');
      const reloaded = createStore();
      expect(reloaded.labels.get(1)?.ref).toBe('renamed');
      expect(reloaded.labels.get(99)?.ref).toBe('new-label');
      expect(reloaded.labels.get(2)).toBeUndefined();
      resetDemoStore();
      expect(storage.getItem(STORAGE_KEY)).toBeNull();
      expect(createStore().labels.get(1)?.ref).toBe('acme-web');
    } finally {
      enablePersistence(null);
      resetDemoStore();
    }
  });

  describe('in the browser (persistence on)', () => {
    const storage = window.localStorage;
    const withPersistence = (run: () => void | Promise<void>) => async () => {
      enablePersistence(storage);
      try {
        resetDemoStore();
        await run();
      } finally {
        enablePersistence(null);
        resetDemoStore();
      }
    };

    it(
      'shows the same start time for the same application after a reload',
      withPersistence(() => {
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(new Date('2026-03-01T00:00:00Z'));
        const first = createStore();
        first.labels.update(1, { ref: 'touched' });
        vi.setSystemTime(new Date('2026-03-01T00:00:42Z'));
        const reloaded = createStore();
        expect(reloaded.createdAt).toBe(first.createdAt);
        expect(reloaded.applications.get(10001)?.timestamp).toBe(first.applications.get(10001)?.timestamp);
      }),
    );

    it(
      'signs in without building the applications, crawlers and analyses',
      withPersistence(async () => {
        enablePersistence(null);
        resetDemoStore();
        await signIn('vendor');
        await get('users/me/detailed/');
        expect(db().activityLoaded()).toBe(false);
        await get<Page>('applications/');
        expect(db().activityLoaded()).toBe(true);
      }),
    );

    it.each([
      ['not JSON', '{"epoch": 1, '],
      ['the old shape', JSON.stringify({ labels: { upsert: { 1: { ref: 'x' } }, del: [] } })],
      ['a wrong type', JSON.stringify({ epoch: 'yesterday', overlays: {} })],
      ['a broken overlay', JSON.stringify({ epoch: Date.now() - 1000, overlays: { labels: { upsert: 5, del: [] } } })],
    ])('discards a malformed stored state (%s) and starts from the seed', (_name, raw) =>
      withPersistence(() => {
        storage.setItem(STORAGE_KEY, raw);
        const store = createStore();
        expect(store.labels.get(1)?.ref).toBe('acme-web');
        expect(storage.getItem(STORAGE_KEY)).toBeNull();
      })(),
    );

    it(
      'starts afresh when the stored state is older than a week',
      withPersistence(() => {
        const old = Date.now() - STORED_STATE_MAX_AGE - 1000;
        storage.setItem(
          STORAGE_KEY,
          JSON.stringify({ epoch: old, overlays: { labels: { upsert: { 1: { ref: 'stale' } }, del: [] } } }),
        );
        const store = createStore();
        expect(store.createdAt).toBeGreaterThan(old);
        expect(store.labels.get(1)?.ref).toBe('acme-web');
      }),
    );
  });
});
