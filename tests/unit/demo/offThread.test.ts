import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageWantsActivity } from '../../../src/demo/activityBuilder';
import { lazySeed, type ActivitySeed } from '../../../src/demo/seed';
import { buildActivityOffThread, db, resetDemoStore, type OffThreadBuilder } from '../../../src/demo/store';
import { call, get, signIn, type Page } from './api';

/** Stands in for the Web Worker: the same seed, built "elsewhere", handed over when taken. */
const fakeWorker = (fail = false) => {
  const calls = { start: 0, take: 0 };
  let epoch = 0;
  const builder: OffThreadBuilder = {
    start: at => {
      calls.start += 1;
      epoch = at;
    },
    take: async () => {
      calls.take += 1;
      await new Promise(resolve => setTimeout(resolve, 20));
      if (fail) throw new Error('worker crashed');
      return structuredClone(lazySeed(epoch).activity()) as ActivitySeed;
    },
  };
  return { builder, calls };
};

describe('demo mode: the activity rows built off the main thread', () => {
  afterEach(() => {
    buildActivityOffThread(null);
    vi.useRealTimers();
    resetDemoStore();
  });

  const firstPage = async () => {
    resetDemoStore();
    await signIn('vendor');
    return get<Page>('applications/', { page_size: 20 });
  };

  it('answers exactly what the main thread would have built, once the rows are handed over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T00:00:00Z'));
    const here = await firstPage();

    const { builder, calls } = fakeWorker();
    buildActivityOffThread(builder);
    resetDemoStore();
    db().prefetchActivity();
    db().prefetchActivity();
    await signIn('vendor');
    expect(await get<Page>('applications/', { page_size: 20 })).toEqual(here);
    expect(calls).toEqual({ start: 1, take: 1 });
  });

  it('runs a request that read its body before meeting unbuilt rows again, body and all', async () => {
    const { builder, calls } = fakeWorker();
    buildActivityOffThread(builder);
    resetDemoStore();
    db().prefetchActivity();
    await signIn('staff');
    // sharedlink/generate reads application_id from the body, then the applications table.
    const { status, json } = await call<{ application_id: number; guid: string }>('sharedlink/generate/', {
      method: 'POST',
      body: { application_id: 10001 },
    });
    expect(status).toBe(201);
    expect(json).toMatchObject({ application_id: 10001, guid: expect.any(String) });
    expect(calls.take).toBe(1);
    // Inserted once: the first run stopped before its write.
    expect(
      db()
        .sharedLinks.all()
        .filter(link => link.application_id === 10001),
    ).toHaveLength(1);
  });

  it('builds the rows here when the worker fails', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T00:00:00Z'));
    const here = await firstPage();
    const { builder, calls } = fakeWorker(true);
    buildActivityOffThread(builder);
    resetDemoStore();
    db().prefetchActivity();
    await signIn('vendor');
    expect(await get<Page>('applications/', { page_size: 20 })).toEqual(here);
    expect(calls.take).toBe(1);
  });

  it.each([
    ['/applications', '', true],
    ['/application/10001', '', true],
    ['/', '', true],
    ['/crawler/abc', '', true],
    ['/analysis-stats', '', true],
    ['/login', '', true],
    ['/login', '?next=%2Flabels', false],
    ['/login', '?next=%2Fcrawlers%3Fpage%3D2', true],
    ['/labels', '', false],
    ['/tokens', '', false],
    ['/bankmodules', '', true],
    ['/settings/vendor', '', false],
    ['/applicationsx', '', false],
  ])('%s%s wants the activity rows: %s', (path, search, wanted) => {
    expect(pageWantsActivity(path, search)).toBe(wanted);
  });
});
