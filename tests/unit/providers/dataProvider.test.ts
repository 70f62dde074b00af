import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../../src/providers/dataProvider';
import type { HttpOptions } from '../../../src/providers/http';

// The fake answers every call with the same body; the generic return type is the caller's choice.
const fakeHttp = (answer: unknown = {}) =>
  vi.fn(async (_path: string, _options?: HttpOptions) => ({
    status: 200,
    headers: new Headers(),
    json: answer as never,
  }));

const endpoints = {
  labels: { path: 'dashboard/vendors/labels/', update: 'PUT' as const },
  transtyperegex: { path: 'transtyperegex/', idIn: 'body' as const },
  tokens: { path: 'users/me/tokens', update: 'PUT' as const, pagination: 'none' as const },
  applications: { path: 'applications/', manyParam: 'id__in' },
  crawlers: { path: 'crawlers/', idField: 'uuid' },
};

describe('the dataProvider over endpoint specs', () => {
  it('lists a paged endpoint with the DRF query', async () => {
    const http = fakeHttp({
      count: 2,
      next: null,
      previous: null,
      results: [
        { id: 1, ref: 'a' },
        { id: 2, ref: 'b' },
      ],
    });
    const provider = createDataProvider(endpoints, http);
    const result = await provider.getList('labels', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'ref', order: 'ASC' },
      filter: { q: 'All' },
    });
    expect(result).toEqual({
      data: [
        { id: 1, ref: 'a' },
        { id: 2, ref: 'b' },
      ],
      total: 2,
    });
    expect(http).toHaveBeenCalledWith(
      'dashboard/vendors/labels/',
      expect.objectContaining({ query: { page: 1, page_size: 50, ordering: 'ref' } }),
    );
  });

  it('pages a whole-list endpoint locally', async () => {
    const http = fakeHttp([
      { id: 1, name: 'b' },
      { id: 2, name: 'a' },
      { id: 3, name: 'c' },
    ]);
    const provider = createDataProvider(endpoints, http);
    const result = await provider.getList('tokens', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(result).toEqual({
      data: [
        { id: 2, name: 'a' },
        { id: 1, name: 'b' },
      ],
      total: 3,
    });
  });

  it('updates with PUT and the id in the path', async () => {
    const http = fakeHttp({ id: 5, ref: 'new' });
    const provider = createDataProvider(endpoints, http);
    await provider.update('labels', { id: 5, data: { id: 5, ref: 'new' }, previousData: { id: 5, ref: 'old' } });
    expect(http).toHaveBeenCalledWith('dashboard/vendors/labels/5/', { method: 'PUT', body: { id: 5, ref: 'new' } });
  });

  it('patches only changed fields with the id in the body', async () => {
    const http = fakeHttp({});
    const provider = createDataProvider(endpoints, http);
    await provider.update('transtyperegex', {
      id: 9,
      data: { id: 9, bank: 1, regex: 'x+' },
      previousData: { id: 9, bank: 1, regex: 'x' },
    });
    expect(http).toHaveBeenCalledWith('transtyperegex/', { method: 'PATCH', body: { regex: 'x+', id: 9 } });
  });

  it('deletes with the id in the body or in the path', async () => {
    const http = fakeHttp(null);
    const provider = createDataProvider(endpoints, http);
    await provider.delete('transtyperegex', { id: 3 });
    expect(http).toHaveBeenLastCalledWith('transtyperegex/', { method: 'DELETE', body: { id: 3 } });
    await provider.delete('tokens', { id: 4 });
    expect(http).toHaveBeenLastCalledWith('users/me/tokens/4', { method: 'DELETE' });
  });

  it('gets many in one request where the endpoint allows', async () => {
    const http = fakeHttp({ count: 2, next: null, previous: null, results: [{ id: 1 }, { id: 2 }] });
    const provider = createDataProvider(endpoints, http);
    const { data } = await provider.getMany('applications', { ids: [1, 2] });
    expect(data).toEqual([{ id: 1 }, { id: 2 }]);
    expect(http).toHaveBeenCalledTimes(1);
    expect(http).toHaveBeenCalledWith(
      'applications/',
      expect.objectContaining({ query: { id__in: '1,2', page_size: 2 } }),
    );
  });

  it('gets many one by one otherwise', async () => {
    const http = fakeHttp({ ref: 'x' });
    const provider = createDataProvider(endpoints, http);
    const { data } = await provider.getMany('labels', { ids: [1, 2] });
    expect(data).toEqual([
      { id: 1, ref: 'x' },
      { id: 2, ref: 'x' },
    ]);
    expect(http).toHaveBeenCalledTimes(2);
  });

  it('maps the endpoint key to id', async () => {
    const http = fakeHttp({ count: 1, next: null, previous: null, results: [{ uuid: 'u-1' }] });
    const provider = createDataProvider(endpoints, http);
    expect(
      (
        await provider.getList('crawlers', {
          pagination: { page: 1, perPage: 10 },
          sort: { field: 'timestamp', order: 'DESC' },
          filter: {},
        })
      ).data,
    ).toEqual([{ id: 'u-1', uuid: 'u-1' }]);
  });

  it('creates and returns the server record (with one-time fields)', async () => {
    const http = fakeHttp({ id: 7, name: 'ci', secret: 's', identifier: 'i' });
    const provider = createDataProvider(endpoints, http);
    expect((await provider.create('tokens', { data: { name: 'ci' } })).data).toEqual({
      id: 7,
      name: 'ci',
      secret: 's',
      identifier: 'i',
    });
    expect(http).toHaveBeenCalledWith('users/me/tokens', { method: 'POST', body: { name: 'ci' } });
  });

  it('refuses a resource without an endpoint', async () => {
    const provider = createDataProvider(endpoints, fakeHttp());
    await expect(provider.getOne('nope', { id: 1 })).rejects.toThrow('Unknown resource "nope"');
  });
});
