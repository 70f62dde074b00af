import { paginate } from '../lib/paging';
import { includesText, readBody, requireText } from '../lib/query';
import { fieldErrors, json } from '../lib/respond';
import { hashString, mulberry32 } from '../lib/rng';
import { authed } from '../route';
import { seedDescriptions } from '../seed/regex';

/**
 * The lists the Regex screen picks from (docs/api.md#regex), readable by any signed-in user.
 * Paths: GET transtype/, GET thirdparty/ (search=), POST thirdparty/ {name} (staff),
 * GET category (country_code=, category_type=), GET categoryregexgroup/, and the preview's
 * samples: GET transactions/descriptions/ (a path we chose, docs/screens/regex.md), recent
 * transaction descriptions newest first, {id, description}, up to 1000 a page (staff).
 */

let descriptions: { id: number; description: string }[] | null = null;
const recentDescriptions = () =>
  (descriptions ??= seedDescriptions(mulberry32(hashString('transaction descriptions'))));

export const regexListHandlers = [
  authed(
    'get',
    'transtype',
    ({ store, url }) => paginate(url, store.transTypes.all(), { defaultOrdering: 'name' }),
    'user',
  ),

  authed(
    'get',
    'thirdparty',
    ({ store, url }) => {
      const search = url.searchParams.get('search') ?? url.searchParams.get('name');
      const rows = store.thirdparties.all().filter(row => !search || includesText(row.name, search));
      return paginate(url, rows, { defaultOrdering: 'name', maxPageSize: 5000 });
    },
    'user',
  ),

  authed(
    'post',
    'thirdparty',
    async ({ store, request }) => {
      const name = requireText(await readBody(request), 'name');
      if (store.thirdparties.all().some(row => row.name.toLowerCase() === name.toLowerCase())) {
        return fieldErrors({ name: ['thirdparty with this name already exists.'] });
      }
      return json(store.thirdparties.insert({ id: store.thirdparties.nextId(), name }), 201);
    },
    'staff',
  ),

  authed(
    'get',
    'category',
    ({ store, url }) => {
      const country = url.searchParams.get('country_code');
      const type = url.searchParams.get('category_type');
      const rows = store.categories
        .all()
        .filter(
          row => (!country || row.country_code === country.toUpperCase()) && (!type || row.category_type === type),
        );
      return paginate(url, rows, { defaultOrdering: 'id' });
    },
    'user',
  ),

  authed(
    'get',
    'transactions/descriptions',
    ({ url }) => paginate(url, recentDescriptions(), { defaultOrdering: '-id' }),
    'staff',
  ),

  authed(
    'get',
    'categoryregexgroup',
    ({ store, url }) => paginate(url, store.groups.all(), { defaultOrdering: 'id' }),
    'user',
  ),
];
