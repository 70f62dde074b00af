import { paginate } from '../lib/paging';
import { idOf, listParam, readBody, requireText, type Body } from '../lib/query';
import { fail, fieldErrors, json, noContent, notFound } from '../lib/respond';
import { authed, inScope, type AuthCtx } from '../lib/route';
import type { LabelRow } from '../types';

/**
 * Vendor labels (docs/api.md#labels): everyone sees their vendor's, staff see all and change them.
 * Paths: GET dashboard/vendors/labels/ (staff may filter vendor_id), GET .../labels/{id}/,
 * POST .../labels/ {ref, vendor_id?} -> 201 {id, ref}, PUT .../labels/{id}/ {ref},
 * DELETE .../labels/{id}/ -> 204. PUT and DELETE also accept the id in the body of the collection.
 */

const PATH = 'dashboard/vendors/labels';
const wire = (label: LabelRow) => ({ id: label.id, ref: label.ref });

const labelOf = (ctx: AuthCtx, id: unknown): LabelRow => {
  const label = ctx.store.labels.get(idOf(id));
  return label && inScope(ctx, label.vendor_id) ? label : fail(notFound());
};

const uniqueRef = (ctx: AuthCtx, body: Body, vendorId: number, except?: number): string => {
  const ref = requireText(body, 'ref');
  if (ctx.store.labels.all().some(label => label.vendor_id === vendorId && label.ref === ref && label.id !== except)) {
    fail(fieldErrors({ ref: ['A label with this ref already exists.'] }));
  }
  return ref;
};

const update = async (ctx: AuthCtx, id?: unknown) => {
  const body = await readBody(ctx.request);
  const label = labelOf(ctx, id ?? body.id);
  const ref = uniqueRef(ctx, body, label.vendor_id, label.id);
  return json(wire(ctx.store.labels.update(label.id, { ref })!));
};

const remove = (ctx: AuthCtx, id: unknown) => {
  const label = labelOf(ctx, id);
  ctx.store.labels.remove(label.id);
  return noContent();
};

export const labelHandlers = [
  authed('get', PATH, ctx => {
    const vendors = listParam(ctx.url.searchParams, 'vendor_id')?.map(Number);
    const rows = ctx.store.labels.all().filter(label => inScope(ctx, label.vendor_id) && (!vendors || vendors.includes(label.vendor_id)));
    return paginate(ctx.url, rows, { defaultOrdering: 'id' }, wire);
  }),

  authed('get', `${PATH}/:id`, ctx => json(wire(labelOf(ctx, ctx.params.id)))),

  authed(
    'post',
    PATH,
    async ctx => {
      const body = await readBody(ctx.request);
      const vendorId = idOf(body.vendor_id ?? body.vendor) ?? ctx.user.vendor_id;
      if (!vendorId || !ctx.store.vendors.get(vendorId)) return fieldErrors({ vendor_id: ['This field is required.'] });
      const ref = uniqueRef(ctx, body, vendorId);
      const label = ctx.store.labels.insert({ id: ctx.store.labels.nextId(), ref, vendor_id: vendorId });
      return json(wire(label), 201);
    },
    'staff',
  ),

  authed('put', `${PATH}/:id`, ctx => update(ctx, ctx.params.id), 'staff'),
  authed('patch', `${PATH}/:id`, ctx => update(ctx, ctx.params.id), 'staff'),
  authed('put', PATH, ctx => update(ctx), 'staff'),
  authed('delete', `${PATH}/:id`, ctx => remove(ctx, ctx.params.id), 'staff'),
  authed('delete', PATH, async ctx => remove(ctx, (await readBody(ctx.request)).id), 'staff'),
];
