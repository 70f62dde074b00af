import type { HttpHandler } from 'msw';
import type { CrudRow, CrudSeed } from '../../types/crudSeed';
import { paginate } from '../lib/paging';
import { idOf, listParam, parseBool, readBody, type Body } from '../lib/query';
import { detail, fail, fieldErrors, json, noContent, notFound } from '../lib/respond';
import { authed, inScope, type AuthCtx } from '../route';

/**
 * One DRF ModelViewSet for every plain CRUD resource (a folder's `demo.ts`, lib/crudSeed.ts):
 * GET {path} (`page`, `page_size`, `ordering`, the seed's filters) -> {count, next, previous, results};
 * GET {path}{id}/; POST {path} -> 201; PUT or PATCH {path}{id}/ as the seed says (the other verb
 * 405); DELETE {path}{id}/ -> 204. A row outside the caller's vendor, or none, is 404
 * {"detail": "Not found."}; a refused body is 400 with DRF's messages per field.
 */

type Errors = Record<string, string[]>;

/** DRF's reading of one field: the value to store, or its message. */
const parseField = (
  type: CrudSeed['fields'][string]['type'],
  value: unknown,
): { value: unknown } | { error: string } => {
  if (type === 'boolean') {
    const parsed = parseBool(value);
    return parsed === undefined ? { error: 'Must be a valid boolean.' } : { value: parsed };
  }
  if (type === 'number') {
    const parsed =
      typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
    return Number.isFinite(parsed) ? { value: parsed } : { error: 'A valid number is required.' };
  }
  if (typeof value !== 'string' && typeof value !== 'number') return { error: 'Not a valid string.' };
  return { value: String(value).trim() };
};

export const crudHandlersFor = <Row extends CrudRow>(seed: CrudSeed<Row>): HttpHandler[] => {
  const path = seed.path.replace(/^\/|\/$/g, '');
  const item = `${path}/:id`;
  const names = Object.keys(seed.fields);
  const table = (ctx: AuthCtx) => ctx.store.records(seed);
  const ownerOf = (row: Row): number => Number(seed.owner ? row[seed.owner] : NaN);
  const owned = (ctx: AuthCtx, row: Row) => !seed.owner || inScope(ctx, ownerOf(row));
  const wire = (row: Row) => ({ id: row.id, ...Object.fromEntries(names.map(name => [name, row[name] ?? null])) });
  const rowOf = (ctx: AuthCtx, id: unknown): Row => {
    const row = table(ctx).get(idOf(id));
    return row && owned(ctx, row) ? row : fail(notFound());
  };

  /** The body's values for the seed's fields; every field when `whole` (create, PUT), the given ones otherwise. */
  const valuesOf = (
    ctx: AuthCtx,
    body: Body,
    whole: boolean,
    owner: number | undefined,
    except?: number,
  ): Partial<Row> => {
    const errors: Errors = {};
    const values: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(seed.fields)) {
      const raw = body[name];
      if (raw === undefined || raw === null) {
        if (whole && field.required) errors[name] = ['This field is required.'];
        continue;
      }
      const parsed = parseField(field.type, raw);
      if ('error' in parsed) errors[name] = [parsed.error];
      else if (field.required && parsed.value === '') errors[name] = ['This field may not be blank.'];
      else values[name] = parsed.value;
    }
    for (const [name, field] of Object.entries(seed.fields)) {
      if (!field.unique || errors[name] || !(name in values)) continue;
      const taken = table(ctx)
        .all()
        .some(row => row.id !== except && row[name] === values[name] && (!seed.owner || ownerOf(row) === owner));
      if (taken) errors[name] = [field.unique];
    }
    if (Object.keys(errors).length) fail(fieldErrors(errors));
    return values as Partial<Row>;
  };

  const update = (whole: boolean) => async (ctx: AuthCtx) => {
    const row = rowOf(ctx, ctx.params.id);
    const values = valuesOf(ctx, await readBody(ctx.request), whole, seed.owner ? ownerOf(row) : undefined, row.id);
    return json(wire(table(ctx).update(row.id, values) ?? row));
  };
  const notAllowed = (method: string) => () => detail(405, `Method "${method}" not allowed.`);
  const { read, write } = seed.access;

  return [
    authed(
      'get',
      path,
      ctx => {
        const params = ctx.url.searchParams;
        const wanted = (seed.filters ?? []).flatMap(name => {
          const values = listParam(params, name);
          return values ? [{ name, values }] : [];
        });
        const rows = table(ctx)
          .all()
          .filter(row => owned(ctx, row) && wanted.every(({ name, values }) => values.includes(String(row[name]))));
        return paginate(ctx.url, rows, { defaultOrdering: seed.ordering ?? 'id' }, wire);
      },
      read,
    ),
    authed('get', item, ctx => json(wire(rowOf(ctx, ctx.params.id))), read),
    authed(
      'post',
      path,
      async ctx => {
        const body = await readBody(ctx.request);
        let owner: number | undefined;
        if (seed.owner) {
          owner = idOf(body[seed.owner]) ?? ctx.user.vendor_id ?? undefined;
          if (owner === undefined || !ctx.store.vendors.get(owner) || !inScope(ctx, owner)) {
            return fieldErrors({ [seed.owner]: ['This field is required.'] });
          }
        }
        const values = valuesOf(ctx, body, true, owner);
        const row = { ...values, id: table(ctx).nextId(), ...(seed.owner ? { [seed.owner]: owner } : {}) } as Row;
        return json(wire(table(ctx).insert(row)), 201);
      },
      write,
    ),
    authed('put', item, seed.update === 'PUT' ? update(true) : notAllowed('PUT'), write),
    authed('patch', item, seed.update === 'PATCH' ? update(false) : notAllowed('PATCH'), write),
    authed(
      'delete',
      item,
      ctx => {
        table(ctx).remove(rowOf(ctx, ctx.params.id).id);
        return noContent();
      },
      write,
    ),
  ];
};

/** The handlers of every seed, in the order given. */
export const crudHandlers = (seeds: CrudSeed[]): HttpHandler[] => seeds.flatMap(seed => crudHandlersFor(seed));
