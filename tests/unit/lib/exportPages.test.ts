import { describe, expect, it, vi } from 'vitest';
import { fetchAllPages, isAbort } from '../../../src/lib/exportPages';

const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: from + i }));

describe('fetchAllPages', () => {
  it('reads every page of the list in order, with progress', async () => {
    const getPage = vi.fn(async (page: number, perPage: number) => ({
      data: rows((page - 1) * perPage, Math.min(perPage, 250 - (page - 1) * perPage)),
      total: 250,
    }));
    const progress: [number, number | undefined][] = [];
    const all = await fetchAllPages(getPage, {
      perPage: 100,
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(all).toHaveLength(250);
    expect(all.map(row => row.id)).toEqual(rows(0, 250).map(row => row.id));
    expect(getPage.mock.calls.map(call => call[0])).toEqual([1, 2, 3]);
    expect(progress).toEqual([
      [100, 250],
      [200, 250],
      [250, 250],
    ]);
  });

  it('stops at the total even when the last page is full', async () => {
    const getPage = vi.fn(async (page: number) => ({ data: rows(page * 10, 10), total: 20 }));
    expect(await fetchAllPages(getPage, { perPage: 10 })).toHaveLength(20);
    expect(getPage).toHaveBeenCalledTimes(2);
  });

  // A server whose page size is capped below the one asked (DRF max_page_size) answers short pages
  // that are not the last: the export goes on by the count, or by the next link without one.
  it('reads on past short pages while the count says more rows come', async () => {
    const getPage = vi.fn(async (page: number) => ({
      data: rows((page - 1) * 50, Math.min(50, 120 - (page - 1) * 50)),
      total: 120,
    }));
    expect(await fetchAllPages(getPage, { perPage: 100 })).toHaveLength(120);
    expect(getPage).toHaveBeenCalledTimes(3);
  });

  it('reads on past short pages while a next link says more rows come (no count)', async () => {
    const getPage = vi.fn(async (page: number) => ({ data: rows((page - 1) * 50, 50), hasNextPage: page < 3 }));
    expect(await fetchAllPages(getPage, { perPage: 100 })).toHaveLength(150);
    expect(getPage).toHaveBeenCalledTimes(3);
  });

  it('stops on Cancel with an AbortError and asks for no further page', async () => {
    const controller = new AbortController();
    const getPage = vi.fn(async (page: number) => {
      if (page === 2) controller.abort();
      return { data: rows(page * 10, 10), total: 100 };
    });
    const error = await fetchAllPages(getPage, { perPage: 10, signal: controller.signal }).catch((e: unknown) => e);
    expect(isAbort(error)).toBe(true);
    expect(getPage).toHaveBeenCalledTimes(2);
  });

  it('fails with the error of the page that failed', async () => {
    const failure = Object.assign(new Error('Failed to fetch'), { status: 401 });
    const getPage = vi.fn(async (page: number) => {
      if (page === 2) throw failure;
      return { data: rows(0, 10), total: 30 };
    });
    await expect(fetchAllPages(getPage, { perPage: 10 })).rejects.toBe(failure);
    expect(isAbort(failure)).toBe(false);
  });
});
