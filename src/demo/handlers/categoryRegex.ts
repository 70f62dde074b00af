import { paginate } from '../lib/paging';
import { idOf, includesText, isValidRegex, parseBool, readBody, textProblem, type Body } from '../lib/query';
import { fail, fieldErrors, json, noContent, notFound } from '../lib/respond';
import { authed, type AuthCtx } from '../route';
import type { DemoStore } from '../store';
import type { CategoryRegexRow } from '../types';

/**
 * Category regex rules (staff; docs/api.md#regex).
 * Paths: GET categoryregex/ (filters regex, keywords, filterwords (text), is_broad, category,
 * thirdparty, group (ids), combined with OR unless operator=and), POST categoryregex/,
 * PATCH categoryregex/{id}/, DELETE categoryregex/{id}/ (PATCH and DELETE also take the id in the
 * body of categoryregex/). Rows carry category {id, name, category_type, country_code},
 * thirdparty {id, name} and group {id, name}; writes take ids (or those objects).
 */

const wire = (store: DemoStore, row: CategoryRegexRow) => ({
  ...row,
  category: store.categories.get(row.category) ?? null,
  thirdparty: store.thirdparties.get(row.thirdparty) ?? null,
  group: store.groups.get(row.group) ?? null,
});

const validated = (ctx: AuthCtx, body: Body, partial: boolean): Partial<CategoryRegexRow> => {
  const { store } = ctx;
  const out: Partial<CategoryRegexRow> = {};
  const errors: Record<string, string[]> = {};
  const has = (field: string) => !partial || field in body;
  if (has('regex')) {
    const problem = textProblem(body, 'regex');
    if (problem) errors.regex = [problem];
    else if (!isValidRegex(String(body.regex))) errors.regex = ['Invalid regular expression.'];
    else out.regex = String(body.regex);
  }
  for (const field of ['keywords', 'filterwords'] as const)
    if (has(field)) out[field] = String(body[field] ?? '').trim();
  if (has('is_broad')) out.is_broad = parseBool(body.is_broad) ?? false;
  if (has('category')) {
    const category = store.categories.get(idOf(body.category));
    const missing = body.category === undefined || body.category === null;
    if (!category)
      errors.category = [
        missing ? 'This field is required.' : `Invalid pk "${String(body.category)}" - object does not exist.`,
      ];
    else out.category = category.id;
  }
  for (const [field, table] of [
    ['thirdparty', store.thirdparties],
    ['group', store.groups],
  ] as const) {
    if (!has(field)) continue;
    const value = body[field];
    if (value === null || value === undefined || value === '') out[field] = null;
    else if (!table.get(idOf(value)))
      errors[field] = [`Invalid pk "${String(idOf(value) ?? value)}" - object does not exist.`];
    else out[field] = idOf(value)!;
  }
  if (Object.keys(errors).length) fail(fieldErrors(errors));
  return out;
};

const matcher = (store: DemoStore, params: URLSearchParams) => {
  const tests: ((row: CategoryRegexRow) => boolean)[] = [];
  for (const field of ['regex', 'keywords', 'filterwords'] as const) {
    const value = params.get(field)?.trim();
    if (value) tests.push(row => includesText(row[field], value));
  }
  const broad = parseBool(params.get('is_broad'));
  if (broad !== undefined) tests.push(row => row.is_broad === broad);
  for (const field of ['category', 'thirdparty', 'group'] as const) {
    const value = params.get(field)?.trim();
    if (!value) continue;
    const id = idOf(value);
    const table = field === 'category' ? store.categories : field === 'thirdparty' ? store.thirdparties : store.groups;
    tests.push(row => (id !== undefined ? row[field] === id : includesText(table.get(row[field])?.name, value)));
  }
  const all = (params.get('operator') ?? params.get('search_type') ?? 'or').toLowerCase() === 'and';
  return (row: CategoryRegexRow) =>
    !tests.length || (all ? tests.every(test => test(row)) : tests.some(test => test(row)));
};

const update = async (ctx: AuthCtx, id?: string) => {
  const body = await readBody(ctx.request);
  const row = ctx.store.categoryRegex.get(idOf(id ?? body.id));
  if (!row) return notFound();
  return json(wire(ctx.store, ctx.store.categoryRegex.update(row.id, validated(ctx, body, true))!));
};

const remove = (ctx: AuthCtx, id: unknown) =>
  ctx.store.categoryRegex.remove(idOf(id) ?? -1) ? noContent() : notFound();

export const categoryRegexHandlers = [
  authed(
    'get',
    'categoryregex',
    ({ store, url }) => {
      const match = matcher(store, url.searchParams);
      return paginate(url, store.categoryRegex.all().filter(match), { defaultOrdering: 'id' }, row => wire(store, row));
    },
    'staff',
  ),

  authed(
    'get',
    'categoryregex/:id(\\d+)',
    ctx => {
      const row = ctx.store.categoryRegex.get(Number(ctx.params.id));
      return row ? json(wire(ctx.store, row)) : notFound();
    },
    'staff',
  ),

  authed(
    'post',
    'categoryregex',
    async ctx => {
      const values = validated(ctx, await readBody(ctx.request), false) as Omit<CategoryRegexRow, 'id'>;
      return json(
        wire(ctx.store, ctx.store.categoryRegex.insert({ ...values, id: ctx.store.categoryRegex.nextId() })),
        201,
      );
    },
    'staff',
  ),

  authed('patch', 'categoryregex/:id(\\d+)', ctx => update(ctx, ctx.params.id), 'staff'),
  authed('patch', 'categoryregex', ctx => update(ctx), 'staff'),
  authed('delete', 'categoryregex/:id(\\d+)', ctx => remove(ctx, ctx.params.id), 'staff'),
  authed('delete', 'categoryregex', async ctx => remove(ctx, (await readBody(ctx.request)).id), 'staff'),
];
