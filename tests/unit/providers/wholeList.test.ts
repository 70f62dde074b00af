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
      : { count: 3, next: NEXT, previous: null, results: [{ id: 1, name: 'Birch' }, { id: 2, name: 'Ash' }] }) as never,
  }));

describe('a whole-list endpoint answered in DRF pages (the banks resource)', () => {
  it('follows next and lists every row, paged and sorted here', async () => {
    const http = twoPages();
    const provider = createDataProvider({ banks: banks.endpoint }, http);
    const result = await provider.getList('banks', { pagination: { page: 1, perPage: 50 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(result).toEqual({ data: [{ id: 2, name: 'Ash' }, { id: 1, name: 'Birch' }, { id: 3, name: 'Cedar' }], total: 3 });
    expect(http.mock.calls.map(([path]) => path)).toEqual(['banks', NEXT]);
  });

  it('finds a bank of the second page by id (bank names by bank_id)', async () => {
    const provider = createDataProvider({ banks: banks.endpoint }, twoPages());
    expect((await provider.getMany('banks', { ids: [3] })).data).toEqual([{ id: 3, name: 'Cedar' }]);
  });
});
