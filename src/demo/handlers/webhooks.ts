import { paginate } from '../lib/paging';
import { randomSecret } from '../lib/rng';
import { idOf, parseBool, readBody, textProblem, type Body } from '../lib/query';
import { fail, fieldErrors, json, noContent } from '../lib/respond';
import { authed, inScope, visible, type AuthCtx } from '../route';
import { iso } from '../lib/time';
import type { WebhookRow } from '../types';

/**
 * Webhooks and an application's webhook log (docs/api.md#webhooks).
 * Paths: GET webhooks, GET webhooks/{id}, POST webhooks (201, answers the secret once),
 * PUT/PATCH webhooks/{id}, DELETE webhooks/{id} (staff for changes), GET webhooks/logs/{id} (the
 * id is an application's: the screen /application/{id}).
 */

const wire = (hook: WebhookRow) => ({
  id: hook.id,
  name: hook.name,
  url: hook.url,
  vendorref: hook.vendorref,
  enabled: hook.enabled,
});

const hookOf = (ctx: AuthCtx) => visible(ctx, ctx.store.webhooks.get(Number(ctx.params.id)));

/** The fields of a create (all) or an update (those given), checked as DRF would. */
const fields = (ctx: AuthCtx, body: Body, partial: boolean): Partial<WebhookRow> => {
  const out: Partial<WebhookRow> = {};
  const errors: Record<string, string[]> = {};
  for (const field of ['name', 'url'] as const) {
    if (partial && !(field in body)) continue;
    const problem = textProblem(body, field);
    if (problem) errors[field] = [problem];
    else out[field] = String(body[field]).trim();
  }
  if (out.url && !/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(out.url)) errors.url = ['Enter a valid URL.'];
  if (!partial || 'vendorref' in body) {
    const label = ctx.store.labels.get(idOf(body.vendorref));
    if (!label || !inScope(ctx, label.vendor_id))
      errors.vendorref = [`Invalid pk "${String(body.vendorref ?? '')}" - object does not exist.`];
    else {
      out.vendorref = label.id;
      out.vendor_id = label.vendor_id;
    }
  }
  if ('enabled' in body) out.enabled = parseBool(body.enabled) ?? true;
  if (Object.keys(errors).length) fail(fieldErrors(errors));
  return out;
};

const update = async (ctx: AuthCtx) => {
  const hook = hookOf(ctx);
  const patch = fields(ctx, await readBody(ctx.request), ctx.request.method === 'PATCH');
  return json(wire(ctx.store.webhooks.update(hook.id, patch)!));
};

export const webhookHandlers = [
  authed('get', 'webhooks/logs/:id', ctx => {
    const app = visible(ctx, ctx.store.applications.get(Number(ctx.params.id)));
    const rows = app.webhook_log.map(entry => ({ ...entry, timestamp: iso(entry.timestamp) }));
    return paginate(ctx.url, rows, { defaultOrdering: '-timestamp' });
  }),

  authed('get', 'webhooks', ctx => {
    const rows = ctx.store.webhooks.all().filter(hook => inScope(ctx, hook.vendor_id));
    return paginate(ctx.url, rows, { defaultOrdering: 'id' }, wire);
  }),

  authed('get', 'webhooks/:id(\\d+)', ctx => json(wire(hookOf(ctx)))),

  authed(
    'post',
    'webhooks',
    async ctx => {
      const values = fields(ctx, await readBody(ctx.request), false);
      const hook = ctx.store.webhooks.insert({
        enabled: true,
        ...values,
        id: ctx.store.webhooks.nextId(),
      } as WebhookRow);
      return json({ ...wire(hook), secret: randomSecret(40) }, 201);
    },
    'staff',
  ),

  authed('put', 'webhooks/:id(\\d+)', update, 'staff'),
  authed('patch', 'webhooks/:id(\\d+)', update, 'staff'),

  authed(
    'delete',
    'webhooks/:id(\\d+)',
    ctx => {
      ctx.store.webhooks.remove(hookOf(ctx).id);
      return noContent();
    },
    'staff',
  ),
];
