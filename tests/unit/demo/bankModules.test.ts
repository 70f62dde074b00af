import { describe, expect, it } from 'vitest';
import { httpClient } from '../../../src/providers/http';
import { BENCH_BANK_MODULES_KEY } from '../../../src/demo/seed/banks';
import { resetDemoStore } from '../../../src/demo/store';
import { call, failure, get, signIn, type Page } from './api';

describe('demo api: bank modules', () => {
  it('answers module and cache_seed as switches, thresholds as fractions', async () => {
    await signIn('staff');
    const { results } = await get<Page<Record<string, unknown>>>('bank/');
    for (const row of results) {
      expect(typeof row.module).toBe('boolean');
      expect(typeof row.cache_seed).toBe('boolean');
      expect(row.died_warn_threshold).toBeGreaterThanOrEqual(0.1);
      expect(row.died_warn_threshold).toBeLessThanOrEqual(2);
    }
  });

  it('patches module with the id in the body and refuses a value that is no boolean', async () => {
    await signIn('staff');
    const first = (await get<Page<{ id: number; module: boolean }>>('bank/')).results[0];
    const { json } = await call<{ module: boolean }>('bank/', {
      method: 'PATCH',
      body: { id: first.id, module: !first.module },
    });
    expect(json.module).toBe(!first.module);
    const refused = await failure(httpClient('bank/', { method: 'PATCH', body: { id: first.id, module: 'maybe' } }));
    expect(refused.status).toBe(400);
    expect(refused.body.module).toBeDefined();
  });

  it('answers GET bank/ratios/ per bank id with counts and ratios', async () => {
    await signIn('staff');
    const { results } = await get<Page<Record<string, number>>>('bank/ratios/', { page_size: 1000 });
    const crawled = results.find(row => row.total > 0)!;
    expect(Object.keys(crawled).sort()).toEqual([
      'completed',
      'completed_ratio',
      'died',
      'died_ratio',
      'failed',
      'failed_ratio',
      'id',
      'timedout',
      'timedout_ratio',
      'total',
    ]);
    expect(crawled.completed_ratio).toBeCloseTo(crawled.completed / crawled.total, 3);
  });

  it('holds 400 bank modules when the bench asks, while GET banks still lists the 60 banks', async () => {
    // tests/setup.ts clears localStorage before each test.
    localStorage.setItem(BENCH_BANK_MODULES_KEY, '400');
    resetDemoStore();
    await signIn('staff');
    expect((await get<Page>('bank/')).count).toBe(400);
    expect((await get<Page>('banks')).count).toBe(60);
  });

  it('holds the 40 seeded bank modules otherwise', async () => {
    await signIn('staff');
    expect((await get<Page>('bank/')).count).toBe(40);
  });
});
