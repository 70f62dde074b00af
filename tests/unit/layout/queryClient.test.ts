import { HttpError } from 'react-admin';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../src/config';
import { createQueryClient, MAX_RETRY_DELAY_MS, queryRetryDelay, retryQuery } from '../../../src/layout/queryClient';
import { httpClient } from '../../../src/providers/http';
import { server } from '../../setup';

/** An error as the http client rejects with: status, and for a 429 the wait it was told. */
const failure = (status: number, retryAfter?: number | null) =>
  Object.assign(new HttpError(`status ${status}`, status, null), retryAfter === undefined ? {} : { retryAfter });

describe('the retry policy of reads', () => {
  it.each([
    ['a 429', failure(429, 7), true],
    ['a 429 without Retry-After', failure(429, null), true],
    ['a 408', failure(408), true],
    ['a 500', failure(500), true],
    ['a 503', failure(503), true],
    ['no answer (status 0)', failure(0), true],
    ['an error without a status', new Error('boom'), true],
    ['a 400', failure(400), false],
    ['a 404', failure(404), false],
    ['a 409', failure(409), false],
    ['a 401 (session end)', failure(401), false],
    ['a 403 (session end)', failure(403), false],
    ['a 502 (session end)', failure(502), false],
  ])('%s is asked again: %s', (_, error, expected) => {
    expect(retryQuery(0, error)).toBe(expected);
  });

  it('asks again at most three times, as react-query does', () => {
    expect([0, 1, 2, 3, 4].map(count => retryQuery(count, failure(429, 7)))).toEqual([true, true, true, false, false]);
    expect([0, 1, 2, 3].map(count => retryQuery(count, failure(500)))).toEqual([true, true, true, false]);
  });

  it("waits the 429's Retry-After, whatever the attempt, at most a minute", () => {
    expect(queryRetryDelay(0, failure(429, 7))).toBe(7000);
    expect(queryRetryDelay(2, failure(429, 7))).toBe(7000);
    expect(queryRetryDelay(0, failure(429, 0))).toBe(0);
    expect(queryRetryDelay(0, failure(429, 3600))).toBe(MAX_RETRY_DELAY_MS);
    expect(MAX_RETRY_DELAY_MS).toBe(60_000);
  });

  it("counts the 429's wait from when its answer came, not from when the read saw it", () => {
    const late = Object.assign(failure(429, 7), { receivedAt: Date.now() - 5_000 });
    expect(queryRetryDelay(0, late)).toBeGreaterThan(1_900);
    expect(queryRetryDelay(0, late)).toBeLessThanOrEqual(2_000);
    const over = Object.assign(failure(429, 7), { receivedAt: Date.now() - 9_000 });
    expect(queryRetryDelay(0, over)).toBe(0);
  });

  it("falls back to react-query's exponential back-off without a Retry-After", () => {
    expect([0, 1, 2, 3].map(count => queryRetryDelay(count, failure(429, null)))).toEqual([1000, 2000, 4000, 8000]);
    expect([0, 1, 2, 6].map(count => queryRetryDelay(count, failure(500)))).toEqual([1000, 2000, 4000, 30_000]);
    expect(queryRetryDelay(0, new Error('boom'))).toBe(1000);
  });

  it("the app's QueryClient asks a throttled read again once the server's wait is over", async () => {
    const asked: number[] = [];
    server.use(
      mswHttp.get(apiUrl('throttle-probe/'), () => {
        asked.push(Date.now());
        return asked.length === 1
          ? HttpResponse.json(
              { detail: 'Request was throttled. Expected available in 2 seconds.' },
              { status: 429, headers: { 'Retry-After': '2' } },
            )
          : HttpResponse.json({ ok: true });
      }),
    );
    const client = createQueryClient();
    const answer = await client.fetchQuery({
      queryKey: ['throttle-probe'],
      queryFn: () => httpClient('throttle-probe/').then(response => response.json),
    });
    expect(answer).toEqual({ ok: true });
    expect(asked).toHaveLength(2);
    // Retry-After: 2, not react-query's first back-off of 1 s.
    expect(asked[1] - asked[0]).toBeGreaterThanOrEqual(1900);
    client.clear();
  }, 10_000);
});
