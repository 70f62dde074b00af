import { describe, expect, it, vi } from 'vitest';
import banks from '../../../src/resources/banks';
import { createDataProvider } from '../../../src/providers/dataProvider';
import type { HttpOptions } from '../../../src/providers/http';

const NEXT = 'http://localhost:3000/api/v1/banks?page=2';

/** GET banks answered in two DRF pages, the second reached only through `next`. */
const twoPages = () =>
  vi.fn(async (path: string, _options?: HttpOptions) => ({
    status: 200,
    headers: new Headers(),
    json: (path === NEXT
      ? { count: 3, next: null, previous: 'http://localhost:3000/api/v1/banks', results: [{ id: 3, name: 'Cedar' }] }
      : {
          count: 3,
          next: NEXT,
          previous: null,
          results: [
            { id: 1, name: 'Birch' },
            { id: 2, name: 'Ash' },
          ],
        }) as never,
  }));

describe('a whole-list endpoint answered in DRF pages (the banks resource)', () => {
  it('follows next and lists every row, paged and sorted here', async () => {
    const http = twoPages();
    const provider = createDataProvider({ banks: banks.endpoint }, http);
    const result = await provider.getList('banks', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(result).toEqual({
      data: [
        { id: 2, name: 'Ash' },
        { id: 1, name: 'Birch' },
        { id: 3, name: 'Cedar' },
      ],
      total: 3,
    });
    expect(http.mock.calls.map(([path]) => path)).toEqual(['banks', NEXT]);
  });

  it('finds a bank of the second page by id (bank names by bank_id)', async () => {
    const provider = createDataProvider({ banks: banks.endpoint }, twoPages());
    expect((await provider.getMany('banks', { ids: [3] })).data).toEqual([{ id: 3, name: 'Cedar' }]);
  });
});

/** GET banks in one page, with a country filter a backend may or may not apply. */
const onePage = () =>
  vi.fn(async (_path: string, _options?: HttpOptions) => ({
    status: 200,
    headers: new Headers(),
    json: {
      count: 3,
      next: null,
      previous: null,
      results: [
        { id: 1, name: 'Birch', country_code: 'AU' },
        { id: 2, name: 'Ash', country_code: 'NZ' },
        { id: 3, name: 'Cedar', country_code: 'AU' },
      ],
    } as never,
  }));

describe('the banks list is asked for once a page (an /applications load needs it three ways)', () => {
  const whole = { pagination: { page: 1, perPage: 10_000 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

  it('serves the bank search, the name cells and the chosen bank from one request', async () => {
    const http = onePage();
    const provider = createDataProvider({ banks: banks.endpoint }, http);
    const [search, names, chosen] = await Promise.all([
      provider.getList('banks', {
        pagination: { page: 1, perPage: 200 },
        sort: { field: 'name', order: 'ASC' },
        filter: { country_code: 'AU' },
      }),
      provider.getList('banks', whole),
      provider.getMany('banks', { ids: [3] }),
    ]);
    expect(search.data.map(bank => bank.name)).toEqual(['Birch', 'Cedar']);
    expect(names.data.map(bank => bank.id)).toEqual([1, 2, 3]);
    expect(chosen.data).toEqual([{ id: 3, name: 'Cedar', country_code: 'AU' }]);
    expect(http).toHaveBeenCalledTimes(1);
    await provider.getList('banks', { ...whole, filter: { q: 'ash' } });
    expect(http).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failure, and after a change through the dataProvider', async () => {
    const http = onePage();
    http.mockRejectedValueOnce(new Error('offline'));
    const provider = createDataProvider({ banks: banks.endpoint }, http);
    await expect(provider.getList('banks', whole)).rejects.toThrow('offline');
    await provider.getList('banks', whole);
    expect(http).toHaveBeenCalledTimes(2);
    await provider.update('banks', {
      id: 1,
      data: { id: 1, name: 'Birch Bank' },
      previousData: { id: 1, name: 'Birch' },
    });
    await provider.getList('banks', whole);
    expect(http).toHaveBeenCalledTimes(4);
  });

  it('keeps no list between two dataProviders (each test, each app start)', async () => {
    const http = onePage();
    await createDataProvider({ banks: banks.endpoint }, http).getList('banks', whole);
    await createDataProvider({ banks: banks.endpoint }, http).getList('banks', whole);
    expect(http).toHaveBeenCalledTimes(2);
  });
});
