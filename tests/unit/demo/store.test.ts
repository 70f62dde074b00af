import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore, enablePersistence, resetDemoStore, STORAGE_KEY } from '../../../src/demo/store';
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
      store.applications.all().slice(-20).map(({ timestamp: _timestamp, webhook_log: _log, ...rest }) => rest);
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
});
