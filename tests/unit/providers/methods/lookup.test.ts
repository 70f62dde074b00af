import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../../../src/providers/dataProvider';
import type { HttpOptions } from '../../../../src/providers/http';
import { isLookupType, lookupMethods } from '../../../../src/providers/methods/lookup';

const fakeHttp = (answer: unknown) =>
  vi.fn(async (_path: string, _options?: HttpOptions) => ({
    status: 200,
    headers: new Headers(),
    json: answer as never,
  }));

describe('dataProvider.lookup', () => {
  it('asks GET applications/lookup/ with the one type as its parameter', async () => {
    const http = fakeHttp({ count: 1, next: null, previous: null, results: [{ id: 7 }] });
    const provider = createDataProvider({}, http);
    const signal = new AbortController().signal;
    await expect(provider.lookup('crawler_uuid', 'abc-1', { signal })).resolves.toEqual({ data: [{ id: 7 }] });
    expect(http).toHaveBeenCalledWith('applications/lookup/', { query: { crawler_uuid: 'abc-1' }, signal });
  });

  it.each([
    ['a DRF page', { count: 2, next: null, previous: null, results: [{ id: 1 }, { id: 2 }] }, [1, 2]],
    ['a bare list', [{ id: 3 }, { id: 4 }], [3, 4]],
    ['one application', { id: 5, vendor_specific_id: 'A' }, [5]],
    ['an empty page', { count: 0, next: null, previous: null, results: [] }, []],
    ['nothing', null, []],
    ['a detail without an id', { detail: 'Not found.' }, []],
    ['rows without ids', [{ id: 6 }, { vendor_specific_id: 'x' }, null], [6]],
  ])('reads %s as matches', async (_, answer, ids) => {
    const { data } = await lookupMethods(fakeHttp(answer)).lookup('application_id', '1');
    expect(data.map(row => row.id)).toEqual(ids);
  });

  it.each([
    ['vendor_specific_id', true],
    ['crawler_uuid', true],
    ['email', false],
    ['selected', false],
    ['', false],
  ])('%j is a lookup type: %s', (value, expected) => {
    expect(isLookupType(value)).toBe(expected);
  });
});
