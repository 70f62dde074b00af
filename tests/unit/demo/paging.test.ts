import { describe, expect, it } from 'vitest';
import { httpClient } from '../../../src/providers/http';
import { failure, get, signIn, type Page } from './api';

type App = { id: number; timestamp: string; vendor_specific_id: string; analysed: boolean; finalised: boolean };

describe('demo api: DRF paging, ordering and filters', () => {
  it('pages with count and absolute next and previous links', async () => {
    await signIn('admin');
    const first = await get<Page<App>>('applications/', { page_size: 50, label_id: 1 });
    expect(first.results).toHaveLength(50);
    expect(first.previous).toBeNull();
    const next = new URL(first.next!);
    expect(next.origin).toBe('http://localhost:3000');
    expect(next.pathname).toBe('/api/v1/applications/');
    expect(Object.fromEntries(next.searchParams)).toEqual({ page_size: '50', label_id: '1', page: '2' });
    const second = (await httpClient<Page<App>>(first.next!)).json;
    expect(second.count).toBe(first.count);
    expect(second.results[0].id).not.toBe(first.results[0].id);
    expect(new URL(second.previous!).searchParams.get('page')).toBeNull();
  });

  it('answers 404 Invalid page past the end', async () => {
    await signIn('admin');
    const error = await failure(httpClient('applications/', { query: { page: 999 } }));
    expect(error).toEqual({ status: 404, body: expect.objectContaining({ detail: 'Invalid page.' }) });
  });

  it('defaults to 100 rows, newest first, and caps page_size at 1000', async () => {
    await signIn('admin');
    const page = await get<Page<App>>('applications/');
    expect(page.results).toHaveLength(100);
    const times = page.results.map(row => row.timestamp);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await get<Page>('crawlers/', { page_size: 5000 })).results).toHaveLength(1000);
  });

  it('orders by one or several fields', async () => {
    await signIn('admin');
    const ids = (await get<Page<App>>('applications/', { ordering: 'id', page_size: 5 })).results.map(row => row.id);
    expect(ids).toEqual([10001, 10002, 10003, 10004, 10005]);
    const byVsid = (await get<Page<App>>('applications/', { ordering: '-vendor_specific_id,id', page_size: 20 }))
      .results;
    const keys = byVsid.map(row => row.vendor_specific_id);
    expect([...keys].sort((a, b) => b.localeCompare(a, 'en', { numeric: true }))).toEqual(keys);
    const byBank = (await get<Page<{ bank: string }>>('crawlers/', { ordering: 'bank', page_size: 30 })).results.map(
      row => row.bank,
    );
    expect([...byBank].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))).toEqual(byBank);
  });

  it('filters by timestamp: rows at or after that time', async () => {
    await signIn('admin');
    const all = await get<Page<App>>('applications/', { page_size: 30 });
    const cut = all.results[9].timestamp;
    const recent = await get<Page<App>>('applications/', { timestamp: cut });
    expect(recent.count).toBe(10);
    expect(recent.results.every(row => row.timestamp >= cut)).toBe(true);
    const crawlers = await get<Page<{ timestamp: string }>>('crawlers/', { timestamp: cut });
    expect(crawlers.results.every(row => row.timestamp >= cut)).toBe(true);
  });

  it('filters applications by the search fields and id__in', async () => {
    await signIn('admin');
    const some = (await get<Page<App>>('applications/', { page_size: 3 })).results.map(row => row.id);
    const picked = await get<Page<App>>('applications/', { id__in: some.join(',') });
    expect(picked.results.map(row => row.id).sort()).toEqual([...some].sort());
    const unanalysed = await get<Page<App>>('applications/', { analysed: false, page_size: 1000 });
    expect(unanalysed.count).toBeGreaterThan(0);
    expect(unanalysed.results.every(row => !row.analysed)).toBe(true);
    const bank = await get<Page<{ bank_id: number; profiles: { bank_id: number }[] }>>('applications/', {
      bank_id: 1,
      page_size: 1000,
    });
    expect(bank.results.every(row => row.profiles.some(profile => profile.bank_id === 1))).toBe(true);
  });

  it('filters crawlers by status and cache_present', async () => {
    await signIn('staff');
    const died = await get<Page<{ status: string; error: { code: string; message: string } | null }>>('crawlers/', {
      status: 'DIED',
      page_size: 1000,
    });
    expect(died.count).toBeGreaterThan(0);
    expect(died.results.every(row => row.status === 'DIED' && row.error?.code && row.error.message)).toBe(true);
    const cached = await get<Page<{ cache_present: boolean }>>('crawlers/', { cache_present: 1, page_size: 1000 });
    expect(cached.results.every(row => row.cache_present)).toBe(true);
  });
});
