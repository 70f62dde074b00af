import { describe, expect, it } from 'vitest';
import {
  changedFields,
  cleanFilter,
  fromDrfPage,
  isDroppedFilterValue,
  listQuery,
  orderingParam,
  pageFromNext,
  pageLocally,
} from '../../../src/providers/drf';

describe('search values dropped on submission (spec 1 section 5)', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['All', true],
    [-1, true],
    ['-1', true],
    ['-2.5', true],
    [null, true],
    [undefined, true],
    [Number.NaN, true],
    [[], true],
    [['', 'All'], true],
    [0, false],
    ['0', false],
    ['all', false],
    ['abc', false],
    [false, false],
    [true, false],
    [[1, -1], false],
    ['2024-01-01', false],
  ])('%j dropped: %s', (value, dropped) => {
    expect(isDroppedFilterValue(value)).toBe(dropped);
  });

  it('keeps the rest of the filter and cleans arrays', () => {
    expect(cleanFilter({ bank_id: 'All', label_id: 3, cache_present: -1, q: 'x', status: ['FAILED', 'All'] })).toEqual({
      label_id: 3,
      q: 'x',
      status: ['FAILED'],
    });
  });
});

describe('react-admin params to a DRF query', () => {
  it('maps page, page_size, ordering and filters', () => {
    expect(
      listQuery(
        {
          pagination: { page: 3, perPage: 50 },
          sort: { field: 'timestamp', order: 'DESC' },
          filter: { bank_id: 7, email: '', analysed: false },
        },
        { path: 'applications/' },
      ),
    ).toEqual({ page: 3, page_size: 50, ordering: '-timestamp', bank_id: 7, analysed: false });
  });

  it('renames sort and filter fields the endpoint names differently', () => {
    const spec = { path: 'x/', sortFields: { total: 'totals' }, filterFields: { label: 'label_id' } };
    expect(orderingParam({ field: 'total', order: 'ASC' }, spec)).toBe('totals');
    expect(listQuery({ filter: { label: 4 } }, spec)).toEqual({ label_id: 4 });
  });

  it('sends no paging or ordering to an endpoint that answers the whole list', () => {
    expect(
      listQuery(
        { pagination: { page: 2, perPage: 20 }, sort: { field: 'name', order: 'ASC' } },
        { path: 't', pagination: 'none' },
      ),
    ).toEqual({});
  });
});

describe('DRF answers to react-admin results', () => {
  it('uses count as the total', () => {
    expect(fromDrfPage({ count: 42, next: 'http://x/?page=2', previous: null, results: [{ id: 1 }] }, {})).toEqual({
      data: [{ id: 1 }],
      total: 42,
    });
  });

  it('falls back to partial pagination when count is absent', () => {
    expect(fromDrfPage({ next: 'http://x/?page=3', previous: 'http://x/?page=1', results: [] }, {})).toEqual({
      data: [],
      pageInfo: { hasNextPage: true, hasPreviousPage: true },
    });
  });

  it('gives records their id from the endpoint key', () => {
    const { data } = fromDrfPage(
      { count: 1, next: null, previous: null, results: [{ uuid: 'abc', status: 'DIED' }] },
      { idField: 'uuid' },
    );
    expect(data[0]).toEqual({ id: 'abc', uuid: 'abc', status: 'DIED' });
  });

  it('reads the page number of a next link', () => {
    expect(pageFromNext('https://api.test/api/v1/analyses/statistics/?page=4&x=1')).toBe(4);
    expect(pageFromNext('/relative/?page=2')).toBe(2);
    expect(pageFromNext('https://api.test/?cursor=abc')).toBeUndefined();
    expect(pageFromNext(null)).toBeUndefined();
  });
});

describe('local paging for whole-list endpoints', () => {
  const rows = [
    { id: 1, name: 'b' },
    { id: 2, name: 'a' },
    { id: 3, name: 'c' },
  ];
  it('sorts, pages and counts', () => {
    expect(pageLocally(rows, { sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 2 } })).toEqual({
      data: [rows[1], rows[0]],
      total: 3,
    });
  });
  it('filters by field and by q', () => {
    expect(pageLocally(rows, { filter: { q: 'C' } }).data).toEqual([rows[2]]);
    expect(pageLocally(rows, { filter: { id: '2' } }).data).toEqual([rows[1]]);
  });
});

describe('PATCH bodies', () => {
  it('hold only the changed fields', () => {
    expect(changedFields({ id: 1, a: 1, b: [1, 2], c: 'x' }, { id: 1, a: 1, b: [1, 2], c: 'y' })).toEqual({ c: 'x' });
    expect(changedFields({ a: 1 }, undefined)).toEqual({ a: 1 });
  });
});
