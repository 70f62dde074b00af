import { paginate } from '../lib/paging';
import { includesText, listParam, parseBool } from '../lib/query';
import { detail, json } from '../lib/respond';
import { authed, inScope, visible, type AuthCtx } from '../route';
import { MINUTE, parseTime } from '../lib/time';
import { applicationStatus, optionStates, serializeApplication, type Viewer } from '../serialize/applications';
import type { DemoStore } from '../store';
import type { ApplicationRow } from '../types';

/**
 * Application lists (docs/api.md#applications).
 * Paths: GET applications/, GET applications/{id}/, GET applications/lookup/,
 * GET incomplete-bundle-applications/ (staff).
 * Filters: label_id, bank_id, vendor_id, email, mobile, vendorname, vendor_specific_id, full_name,
 * analysed, finalised, analysis, balances, transactions, interims, estatements, account_owner_info
 * (true = asked for, false = not, or a state), status, timestamp (at or after), id__in.
 * Answers: the application row of docs/api.md#applications (serialize/applications.ts); `full_name` and its
 * filter only for a user whose show_pii is true.
 */

const OPTION_FILTERS = ['balances', 'transactions', 'interims', 'estatements', 'account_owner_info'] as const;
const LOOKUP_TYPES = [
  'vendor_specific_id',
  'application_id',
  'account_id',
  'profile_id',
  'analysis_id',
  'crawler_uuid',
] as const;

export const applicationFilter = (store: DemoStore, params: URLSearchParams, viewer: Viewer) => {
  const get = (name: string) => params.get(name)?.trim() || undefined;
  const labels = listParam(params, 'label_id')?.map(Number);
  const banks = listParam(params, 'bank_id')?.map(Number);
  const vendors = listParam(params, 'vendor_id')?.map(Number);
  const ids = listParam(params, 'id__in')?.map(Number);
  const since = parseTime(get('timestamp'));
  const analysed = parseBool(get('analysed'));
  const finalised = parseBool(get('finalised'));
  const analysis = parseBool(get('analysis'));
  const statuses = listParam(params, 'status')?.map(status => status.toUpperCase());
  const text = {
    email: get('email'),
    mobile: get('mobile'),
    vendorname: get('vendorname'),
    vsid: get('vendor_specific_id'),
    // A user who may not see names may not probe for them either.
    name: viewer.show_pii ? get('full_name') : undefined,
  };
  const options = OPTION_FILTERS.map(name => [name, get(name)] as const).filter(([, value]) => value !== undefined);
  return (app: ApplicationRow): boolean => {
    if (ids && !ids.includes(app.id)) return false;
    if (labels && !labels.includes(app.label_id)) return false;
    if (vendors && !vendors.includes(app.vendor_id)) return false;
    if (since !== undefined && app.timestamp < since) return false;
    if (analysed !== undefined && app.analysed !== analysed) return false;
    if (finalised !== undefined && app.finalised !== finalised) return false;
    if (analysis !== undefined && app.options.analysis !== analysis) return false;
    if (text.email && !includesText(app.email, text.email)) return false;
    if (text.mobile && !app.mobile.replace(/\D/g, '').includes(text.mobile.replace(/\D/g, ''))) return false;
    if (text.vsid && !includesText(app.vendor_specific_id, text.vsid)) return false;
    if (text.name && !includesText(app.full_name, text.name)) return false;
    if (text.vendorname) {
      const names = `${store.vendors.get(app.vendor_id)?.name ?? ''} ${store.labels.get(app.label_id)?.ref ?? ''}`;
      if (!includesText(names, text.vendorname)) return false;
    }
    if (
      banks &&
      !(store.profiles.by('application_id').get(app.id) ?? []).some(profile => banks.includes(profile.bank_id))
    )
      return false;
    if (statuses || options.length) {
      if (statuses && !statuses.includes(applicationStatus(store, app))) return false;
      const states = optionStates(store, app);
      for (const [name, value] of options) {
        const state = states[name];
        const wanted = parseBool(value);
        if (wanted === true && state === 'not_requested') return false;
        if (wanted === false && state !== 'not_requested') return false;
        if (wanted === undefined && state !== value) return false;
      }
    }
    return true;
  };
};

export const listApplications = (ctx: AuthCtx, rows: ApplicationRow[]): Response => {
  const filter = applicationFilter(ctx.store, ctx.url.searchParams, ctx.user);
  const scoped = rows.filter(app => inScope(ctx, app.vendor_id) && filter(app));
  return paginate<ApplicationRow>(ctx.url, scoped, { defaultOrdering: '-timestamp' }, app =>
    serializeApplication(ctx.store, app, ctx.user),
  );
};

const lookup = (ctx: AuthCtx): ApplicationRow[] | Response => {
  const given = LOOKUP_TYPES.filter(type => ctx.url.searchParams.get(type)?.trim());
  if (given.length !== 1) return detail(400, `Provide exactly one of: ${LOOKUP_TYPES.join(', ')}.`);
  const type = given[0];
  const value = ctx.url.searchParams.get(type)!.trim().replace(/\s+/g, ' ');
  const { store } = ctx;
  const byId = (id: number | null | undefined) => (id ? [store.applications.get(id)] : []);
  const found: (ApplicationRow | undefined)[] =
    type === 'vendor_specific_id'
      ? store.applications.all().filter(app => app.vendor_specific_id.toLowerCase() === value.toLowerCase())
      : type === 'application_id'
        ? byId(Number(value))
        : type === 'account_id'
          ? byId(store.accounts.get(Number(value))?.application_id)
          : type === 'profile_id'
            ? byId(store.profiles.get(Number(value))?.application_id)
            : type === 'analysis_id'
              ? byId(store.analyses.get(Number(value))?.application_id)
              : byId(store.crawlers.get(value)?.application_id);
  return found.filter((app): app is ApplicationRow => !!app);
};

/** Whether a successful bundle_ready webhook has gone out (Incomplete Bundle Applications). */
const bundled = (app: ApplicationRow) => app.webhook_log.some(entry => entry.event === 'bundle_ready' && entry.success);

export const applicationHandlers = [
  authed('get', 'applications/lookup', ctx => {
    const found = lookup(ctx);
    if (found instanceof Response) return found;
    const scoped = found.filter(app => inScope(ctx, app.vendor_id));
    return paginate<ApplicationRow>(ctx.url, scoped, { defaultOrdering: '-timestamp' }, app =>
      serializeApplication(ctx.store, app, ctx.user),
    );
  }),

  authed('get', 'applications', ctx => listApplications(ctx, ctx.store.applications.all())),

  authed('get', 'applications/:id(\\d+)', ctx =>
    json(serializeApplication(ctx.store, visible(ctx, ctx.store.applications.get(Number(ctx.params.id))), ctx.user)),
  ),

  authed(
    'get',
    'incomplete-bundle-applications',
    ctx => {
      const cutoff = Date.now() - 10 * MINUTE;
      return listApplications(
        ctx,
        ctx.store.applications.all().filter(app => app.timestamp < cutoff && !bundled(app)),
      );
    },
    'staff',
  ),
];
