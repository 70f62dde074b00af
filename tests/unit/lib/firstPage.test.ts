import { describe, expect, it } from 'vitest';
// react-admin's own merge of the list parameters, which it does not export: the list controller
// keys its getList query with it, so the prefetch must compute the very same parameters.
import { getQuery, parseQueryFromLocation } from '../../../node_modules/ra-core/dist/controller/list/useListParams.js';
import { firstPageParams, type ListDefaults, type StoredListParams } from '../../../src/lib/firstPage';

const DEFAULTS: ListDefaults = { sort: { field: 'timestamp', order: 'DESC' }, perPage: 50 };

/** What react-admin's list controller passes to useGetList for this address and store. */
const reactAdmins = (search: string, stored: StoredListParams | undefined) => {
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation({ search }),
    params: stored ?? {},
    filterDefaultValues: undefined,
    sort: DEFAULTS.sort,
    perPage: DEFAULTS.perPage,
  });
  return {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: { ...query.filter },
  };
};

describe('firstPageParams', () => {
  it.each<[string, string, StoredListParams | undefined]>([
    ['a bare address, nothing stored: the defaults', '', undefined],
    ['the bench address: 100 rows', '?perPage=100', undefined],
    ['a full address', '?filter=%7B%22bank_id%22%3A3%7D&order=ASC&page=2&perPage=25&sort=vendor.name', undefined],
    ['a sort without an order', '?sort=vendor.name', undefined],
    ['a damaged filter', '?filter=%7Bnot-json&perPage=10', undefined],
    ['a number that is none', '?perPage=many', undefined],
    [
      'a bare address, params the user left',
      '',
      { filter: { status: 'FAILED' }, sort: 'timestamp', order: 'ASC', page: 1, perPage: 100 },
    ],
    [
      'a bare address, the store holding only the initial params',
      '',
      { filter: {}, sort: null, order: null, page: 1, perPage: null },
    ],
    [
      'an address wins over the store',
      '?perPage=10',
      { filter: { status: 'FAILED' }, sort: 'id', order: 'ASC', page: 3, perPage: 100 },
    ],
  ])('asks what react-admin will ask: %s', (_name, search, stored) => {
    expect(firstPageParams(search, stored, DEFAULTS)).toEqual(reactAdmins(search, stored));
  });
});
