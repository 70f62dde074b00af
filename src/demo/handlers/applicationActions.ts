import { paginate } from '../lib/paging';
import { parseBool, parseIntParam, readBody } from '../lib/query';
import { detail, fieldErrors, json, noContent, notFound } from '../lib/respond';
import { authed, inScope, visible, type AuthCtx } from '../route';
import { serializeAnalysis } from '../serialize/rows';
import { reanalyse, recrawl } from '../sim/actions';
import type { ApplicationRow } from '../types';

/**
 * Actions on one application (docs/api.md#application-actions).
 * Paths: POST applications/{id}/recrawl/, POST applications/{id}/delete/ (and DELETE
 * applications/{id}/), POST {vendor label}/{vendor-specific id}/finalise (decision 17),
 * POST applications/{id}/bundle/webhook, POST applications/{id}/summary/webhook, GET and POST
 * applications/{id}/analyses, POST mass-reanalysis/ (body application_ids: number[]).
 */

const appOf = (ctx: AuthCtx): ApplicationRow => visible(ctx, ctx.store.applications.get(Number(ctx.params.id)));

const removeApplication = (ctx: AuthCtx) => {
  const app = appOf(ctx);
  const { store } = ctx;
  for (const analysis of store.analyses.by('application_id').get(app.id) ?? []) store.analyses.remove(analysis.id);
  for (const account of store.accounts.by('application_id').get(app.id) ?? []) store.accounts.remove(account.id);
  for (const profile of store.profiles.by('application_id').get(app.id) ?? []) store.profiles.remove(profile.id);
  store.applications.remove(app.id);
};

const sendWebhooks = (ctx: AuthCtx, events: string[]) => {
  const app = appOf(ctx);
  if (!app.analysed) return false;
  const now = Date.now();
  const log = events.map((event, i) => ({ event, success: true, timestamp: now + i, response_code: 200 }));
  ctx.store.applications.update(app.id, { webhook_log: [...app.webhook_log, ...log] });
  return true;
};

/**
 * The spec's path names an application by label and vendor-specific id (MSW hands both decoded),
 * and a vendor may reuse an id: the newest such application not yet finalised is the one, else the
 * newest, which answers that it is already finalised. An unknown label matches nothing.
 */
const finalise = (ctx: AuthCtx): Response => {
  const { label, vendorSpecificId } = ctx.params;
  const { store } = ctx;
  const labels = new Set(
    store.labels
      .all()
      .filter(row => row.ref === label)
      .map(row => row.id),
  );
  const matches = store.applications
    .all()
    .filter(
      row => row.vendor_specific_id === vendorSpecificId && labels.has(row.label_id) && inScope(ctx, row.vendor_id),
    )
    .sort((a, b) => b.timestamp - a.timestamp);
  const app = matches.find(row => !row.finalised) ?? matches[0];
  if (!app) return notFound();
  if (app.finalised) return detail(400, 'Application already finalised.');
  store.applications.update(app.id, { finalised: true });
  return json({ detail: 'Application finalised.', id: app.id, finalised: true });
};

export const applicationActionHandlers = [
  authed('post', 'applications/:id(\\d+)/recrawl', async ctx => {
    const app = appOf(ctx);
    const body = await readBody(ctx.request);
    const crawlerUuid = typeof body.crawler_uuid === 'string' ? body.crawler_uuid : undefined;
    // Only a crawler of this application, so of the caller's vendor; any other is a 404, as DRF
    // answers for rows outside the caller's queryset.
    const named = crawlerUuid === undefined ? undefined : ctx.store.crawlers.get(crawlerUuid);
    if (crawlerUuid !== undefined && !(named && inScope(ctx, named.vendor_id) && named.application_id === app.id))
      return notFound();
    const crawler = recrawl(ctx.store, app, {
      crawlerUuid,
      analysis: parseBool(body.analysis),
      daysToRetrieve: parseIntParam(String(body.days_to_retrieve ?? '')),
      daysToDisplay: parseIntParam(String(body.days_to_display ?? '')),
      jobs: {
        balances: parseBool(body.balances),
        transactions: parseBool(body.transactions),
        estatements: parseBool(body.estatements),
        interims: parseBool(body.interims),
        account_owner_info: parseBool(body.account_owner_info),
      },
    });
    if (!crawler) return detail(400, 'The application has no profile to recrawl.');
    return json(
      { detail: 'Recrawl started.', application_id: app.id, crawler_uuid: crawler.uuid, status: crawler.status },
      201,
    );
  }),

  authed('post', 'applications/:id(\\d+)/delete', ctx => {
    removeApplication(ctx);
    return json({ detail: 'Application deleted.' });
  }),

  authed('delete', 'applications/:id(\\d+)', ctx => {
    removeApplication(ctx);
    return noContent();
  }),

  authed('post', ':label/:vendorSpecificId/finalise', finalise),

  authed('post', 'applications/:id(\\d+)/bundle/webhook', ctx =>
    sendWebhooks(ctx, ['bundle_ready', 'report_ready'])
      ? json({ detail: 'Sent bundle and report_ready webhook' })
      : detail(400, 'The application has not been analysed.'),
  ),

  authed('post', 'applications/:id(\\d+)/summary/webhook', ctx =>
    sendWebhooks(ctx, ['summary_ready'])
      ? json({ detail: 'Sent webhook summary webhook' })
      : detail(400, 'The application has not been analysed.'),
  ),

  authed('get', 'applications/:id(\\d+)/analyses', ctx => {
    const app = appOf(ctx);
    const rows = ctx.store.analyses.by('application_id').get(app.id) ?? [];
    return paginate(ctx.url, rows, { defaultOrdering: '-time' }, row => serializeAnalysis(ctx.store, row));
  }),

  authed('post', 'applications/:id(\\d+)/analyses', ctx => {
    const result = reanalyse(ctx.store, appOf(ctx));
    if (typeof result === 'string') return detail(400, result);
    return json({ detail: 'Analysis started.', analyses: result }, 201);
  }),

  authed('post', 'mass-reanalysis', async ctx => {
    const body = await readBody(ctx.request);
    const raw = body.application_ids ?? body.ids ?? body.applications;
    const ids = Array.isArray(raw) ? raw.map(Number).filter(Number.isInteger) : [];
    if (!ids.length) return fieldErrors({ application_ids: ['This field is required.'] });
    const queued: number[] = [];
    const skipped: number[] = [];
    for (const id of ids) {
      const app = ctx.store.applications.get(id);
      const result = app && inScope(ctx, app.vendor_id) ? reanalyse(ctx.store, app) : 'not found';
      (typeof result === 'string' ? skipped : queued).push(id);
    }
    return json({ detail: `Reanalysis started for ${queued.length} applications.`, queued, skipped });
  }),
];
