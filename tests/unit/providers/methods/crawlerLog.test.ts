import { describe, expect, it } from 'vitest';
import type { HttpOptions } from '../../../../src/providers/http';
import { apiUrl } from '../../../../src/config';
import {
  CrawlerLogPagingError,
  crawlerLogMethods,
  type CrawlerLogEntry,
  type CrawlerLogProgress,
} from '../../../../src/providers/methods/crawlerLog';

const BASE = apiUrl('crawlers/crawler_output/u-1/');
const line = (sequence: number) => ({
  sequence,
  timestamp: null,
  elapsed: null,
  type: 'log',
  message: `line ${sequence}`,
});

/**
 * A log of `total` lines served `size` a page, DRF style. Every request waits until the test
 * releases it, so the test sees which requests are in flight at once and answers them in any order.
 */
const pagedLog = (total: number, size: number, grownTo = total) => {
  const asked: string[] = [];
  const waiting = new Map<number, () => void>();
  const answer = (page: number, length: number) => {
    const start = (page - 1) * size;
    const results = Array.from({ length: Math.max(0, Math.min(size, length - start)) }, (_, i) => line(start + i + 1));
    const next = page * size < length ? `${BASE}?page=${page + 1}&page_size=${size}` : null;
    return { count: length, next, previous: null, results };
  };
  const http = async (path: string, options?: HttpOptions) => {
    const url = new URL(path, BASE);
    const page = Number(url.searchParams.get('page') ?? '1');
    asked.push(`page ${page}`);
    if (page > 1) await new Promise<void>(resolve => waiting.set(page, resolve));
    if (options?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    // The crawler writes on while the log loads: pages after the first count the grown log.
    return { status: 200, headers: new Headers(), json: answer(page, page === 1 ? total : grownTo) as never };
  };
  const release = (page: number) => {
    waiting.get(page)?.();
    waiting.delete(page);
  };
  return { http, asked, waiting, release };
};

const flush = () => new Promise(resolve => setTimeout(resolve, 0));

describe('dataProvider.crawlerLog', () => {
  it('asks the remaining pages together once the first gives the count, and hands them over in order', async () => {
    const log = pagedLog(2500, 500);
    const heard: CrawlerLogProgress[] = [];
    const loading = crawlerLogMethods(log.http).crawlerLog('u-1', { onPage: progress => heard.push(progress) });
    await flush();
    // Page 1 answered with count 2500: pages 2 to 5 are asked at once, not one after the other.
    expect(log.asked).toEqual(['page 1', 'page 2', 'page 3', 'page 4', 'page 5']);
    // Answers out of order: page 4 and 3 before 2. Nothing is handed over before page 2.
    log.release(4);
    log.release(3);
    await flush();
    expect(heard.map(progress => progress.loaded)).toEqual([500]);
    log.release(2);
    await flush();
    expect(heard.map(progress => progress.loaded)).toEqual([500, 1000, 1500, 2000]);
    log.release(5);
    const rows: CrawlerLogEntry[] = await loading;
    expect(heard.map(progress => progress.loaded)).toEqual([500, 1000, 1500, 2000, 2500]);
    expect(rows.map(row => row.sequence)).toEqual(Array.from({ length: 2500 }, (_, i) => i + 1));
    expect(heard.every(progress => progress.total === 2500)).toBe(true);
  });

  it('asks at most four pages at a time', async () => {
    const log = pagedLog(5000, 500);
    const loading = crawlerLogMethods(log.http).crawlerLog('u-1');
    await flush();
    expect(log.waiting.size).toBe(4);
    for (let page = 2; page <= 10; page++) {
      log.release(page);
      await flush();
      expect(log.waiting.size).toBeLessThanOrEqual(4);
    }
    await expect(loading).resolves.toHaveLength(5000);
    expect(new Set(log.asked).size).toBe(10);
  });

  it('follows the last page’s next when the log grew while it loaded', async () => {
    const log = pagedLog(1000, 500, 1700);
    const loading = crawlerLogMethods(log.http).crawlerLog('u-1');
    await flush();
    log.release(2);
    await flush();
    log.release(3);
    await flush();
    log.release(4);
    const rows = await loading;
    expect(log.asked).toEqual(['page 1', 'page 2', 'page 3', 'page 4']);
    expect(rows.map(row => row.sequence)).toEqual(Array.from({ length: 1700 }, (_, i) => i + 1));
  });

  it('stops at a failed page, keeps the pages before it and asks nothing more', async () => {
    const log = pagedLog(3000, 500);
    const failing = async (path: string, options?: HttpOptions) => {
      if (new URL(path, BASE).searchParams.get('page') === '3') throw new Error('Timeout');
      return log.http(path, options);
    };
    const heard: number[] = [];
    const loading = crawlerLogMethods(failing).crawlerLog('u-1', { onPage: progress => heard.push(progress.loaded) });
    await flush();
    log.release(2);
    await expect(loading).rejects.toThrow('Timeout');
    log.release(4);
    log.release(5);
    await flush();
    expect(heard).toEqual([500, 1000]);
    expect(log.asked.filter(asked => asked === 'page 6')).toHaveLength(0);
  });

  it('keeps a line whose sequence is not a number, in the order it arrived', async () => {
    const rows = [line(1), { ...line(2), sequence: undefined }, { ...line(3), sequence: 'x' }, line(4)];
    const http = async () => ({
      status: 200,
      headers: new Headers(),
      json: { count: 4, next: null, results: rows } as never,
    });
    const entries = await crawlerLogMethods(http).crawlerLog('u-1');
    expect(entries.map(entry => [entry.sequence, entry.message])).toEqual([
      [1, 'line 1'],
      [null, 'line 2'],
      [null, 'line 3'],
      [4, 'line 4'],
    ]);
  });

  it('follows a next link without a page number one page after the other', async () => {
    const asked: string[] = [];
    const pages: Record<string, { next: string | null; results: unknown[] }> = {
      start: { next: `${BASE}?cursor=b`, results: [line(1), line(2)] },
      b: { next: `${BASE}?cursor=c`, results: [line(3)] },
      c: { next: null, results: [line(4)] },
    };
    const http = async (path: string) => {
      asked.push(path);
      const cursor = new URL(path, BASE).searchParams.get('cursor') ?? 'start';
      return { status: 200, headers: new Headers(), json: { count: 4, ...pages[cursor] } as never };
    };
    const entries = await crawlerLogMethods(http).crawlerLog('u-1');
    expect(entries.map(entry => entry.sequence)).toEqual([1, 2, 3, 4]);
    expect(asked.slice(1)).toEqual([`${BASE}?cursor=b`, `${BASE}?cursor=c`]);
  });

  it.each([
    ['relative with a leading slash', '/api/v1/crawlers/crawler_output/u-1/?page='],
    [
      'http:// on the API host (a TLS proxy without X-Forwarded-Proto)',
      'http://api.example.test/api/v1/crawlers/crawler_output/u-1/?page=',
    ],
  ])('follows a next link %s on the API origin, pages asked together included', async (_, link) => {
    window.__APP_CONFIG__ = { apiUrl: 'https://api.example.test/api/v1/' };
    const base = 'https://api.example.test/api/v1/crawlers/crawler_output/u-1/';
    const asked: string[] = [];
    const http = async (path: string) => {
      asked.push(path);
      const page = Number(new URL(path, base).searchParams.get('page') ?? '1');
      return {
        status: 200,
        headers: new Headers(),
        json: { count: 3, next: page < 3 ? `${link}${page + 1}` : null, results: [line(page)] } as never,
      };
    };
    try {
      const entries = await crawlerLogMethods(http).crawlerLog('u-1');
      expect(entries.map(entry => entry.sequence)).toEqual([1, 2, 3]);
      expect(asked.slice(1)).toEqual([`${base}?page=2`, `${base}?page=3`]);
    } finally {
      delete window.__APP_CONFIG__;
    }
  });

  it('does not follow a next link off the API origin: it stops, keeping the lines heard', async () => {
    const asked: string[] = [];
    const http = async (path: string) => {
      asked.push(path);
      return {
        status: 200,
        headers: new Headers(),
        json: { count: 4, next: 'https://elsewhere.example/log?page=2', results: [line(1), line(2)] } as never,
      };
    };
    const heard: number[] = [];
    const loading = crawlerLogMethods(http).crawlerLog('u-1', { onPage: progress => heard.push(progress.loaded) });
    await expect(loading).rejects.toBeInstanceOf(CrawlerLogPagingError);
    expect(heard).toEqual([2]);
    expect(asked).toHaveLength(1);
  });
});
