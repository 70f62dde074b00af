import { paginate } from '../lib/paging';
import { idOf, listParam, parseBool, readBody, requireText, textProblem, type Body } from '../lib/query';
import { fail, fieldErrors, json, noContent, notFound } from '../lib/respond';
import { authed, inScope, visible, type AuthCtx } from '../route';
import type { CustomMetricRow, MetricRow } from '../types';

/**
 * Metric modules and custom metric names (docs/api.md#metrics).
 * Paths: GET metrics/ (staff), PATCH metrics/{id}/ {name, visible} (staff); metric statuses
 * (chosen, the spec does not show the path): GET metrics/statuses/ (staff) -> rows {id, code,
 * name, enabled}; re-enable: GET metric_restart/ (all) and
 * GET metric_restart/{id} (one, by the metric's id; staff); custom metrics: GET, POST custommetric/,
 * GET, PATCH, DELETE custommetric/{id}/ (vendor scoped: a user sees and changes their vendor's).
 */

const metricWire = (row: MetricRow) => ({
  id: row.id,
  code: row.code,
  name: row.name,
  default_name: row.default_name,
  description: row.description,
  visible: row.visible,
});

/** docs/api.md#metrics: a status is id, code, name and enabled; why a metric was disabled stays server-side. */
const statusWire = (row: MetricRow) => ({
  id: row.id,
  code: row.code,
  name: row.name,
  enabled: row.enabled,
});

const restart = (ctx: AuthCtx, rows: MetricRow[]) => {
  const restarted = rows.filter(row => !row.enabled);
  for (const row of restarted)
    ctx.store.metrics.update(row.id, { enabled: true, disabled_at: null, failure_count: 0, last_error: null });
  // docs/api.md#metrics: the answer is a status only (a DRF detail text); what changed is read from the statuses.
  return json({ detail: `Re-enabled ${restarted.length} metrics.` });
};

const customFields = (ctx: AuthCtx, body: Body, partial: boolean): Partial<CustomMetricRow> => {
  const out: Partial<CustomMetricRow> = {};
  const errors: Record<string, string[]> = {};
  if (!partial || 'name' in body) {
    const problem = textProblem(body, 'name');
    if (problem) errors.name = [problem];
    else out.name = requireText(body, 'name');
  }
  if (!partial || 'module' in body) {
    const metric = ctx.store.metrics.get(idOf(body.module));
    const missing = body.module === undefined || body.module === null;
    if (!metric)
      errors.module = [
        missing ? 'This field is required.' : `Invalid pk "${String(body.module)}" - object does not exist.`,
      ];
    else out.module = metric.id;
  }
  if (!partial || 'vendor' in body) {
    const vendorId = ctx.isStaff ? (idOf(body.vendor) ?? ctx.user.vendor_id) : ctx.user.vendor_id;
    if (!vendorId || !ctx.store.vendors.get(vendorId)) errors.vendor = ['This field is required.'];
    else out.vendor = vendorId;
  }
  if (!partial || 'visible' in body) out.visible = parseBool(body.visible) ?? true;
  if (Object.keys(errors).length) fail(fieldErrors(errors));
  return out;
};

const customOf = (ctx: AuthCtx) => {
  const row = ctx.store.customMetrics.get(Number(ctx.params.id));
  return visible(ctx, row ? { ...row, vendor_id: row.vendor } : undefined);
};

export const metricHandlers = [
  authed(
    'get',
    'metrics/statuses',
    ({ store, url }) => paginate(url, store.metrics.all(), { defaultOrdering: 'id' }, statusWire),
    'staff',
  ),

  authed(
    'get',
    'metrics',
    ({ store, url }) => paginate(url, store.metrics.all(), { defaultOrdering: 'id' }, metricWire),
    'staff',
  ),

  authed(
    'patch',
    'metrics/:id(\\d+)',
    async ctx => {
      const row = ctx.store.metrics.get(Number(ctx.params.id));
      if (!row) return notFound();
      const body = await readBody(ctx.request);
      const patch: Partial<MetricRow> = {};
      if ('name' in body) patch.name = requireText(body, 'name');
      if ('visible' in body) patch.visible = parseBool(body.visible) ?? row.visible;
      return json(metricWire(ctx.store.metrics.update(row.id, patch)!));
    },
    'staff',
  ),

  authed('get', 'metric_restart', ctx => restart(ctx, ctx.store.metrics.all()), 'staff'),

  authed(
    'get',
    'metric_restart/:id',
    ctx => {
      const row = ctx.store.metrics.all().find(metric => String(metric.id) === ctx.params.id);
      return row ? restart(ctx, [row]) : notFound();
    },
    'staff',
  ),

  authed('get', 'custommetric', ctx => {
    const vendors = listParam(ctx.url.searchParams, 'vendor')?.map(Number);
    const rows = ctx.store.customMetrics
      .all()
      .filter(row => inScope(ctx, row.vendor) && (!vendors || vendors.includes(row.vendor)));
    return paginate(ctx.url, rows, { defaultOrdering: 'id' });
  }),

  authed('get', 'custommetric/:id(\\d+)', ctx => json(ctx.store.customMetrics.get(customOf(ctx).id))),

  authed('post', 'custommetric', async ctx => {
    const values = customFields(ctx, await readBody(ctx.request), false) as Omit<CustomMetricRow, 'id'>;
    return json(ctx.store.customMetrics.insert({ ...values, id: ctx.store.customMetrics.nextId() }), 201);
  }),

  authed('patch', 'custommetric/:id(\\d+)', async ctx => {
    const row = customOf(ctx);
    return json(ctx.store.customMetrics.update(row.id, customFields(ctx, await readBody(ctx.request), true)));
  }),

  authed('delete', 'custommetric/:id(\\d+)', ctx => {
    ctx.store.customMetrics.remove(customOf(ctx).id);
    return noContent();
  }),
];
