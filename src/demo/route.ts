import { delay, http, type HttpHandler } from 'msw';
import { advance } from './sim/advance';
import { db, onActivityLoaded, TablesNotReady, type DemoStore } from './store';
import type { UserRow } from './types';
import { ApiError, detail, fail, forbidden, notFound } from './lib/respond';

/**
 * How a demo handler is declared: the api/v1 path (any origin, with or without the trailing
 * slash), who may call it, and a function of the request context. Authentication follows DRF's
 * TokenAuthentication: `Authorization: Token <key>` of a live session.
 */
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** `user`: any signed-in user; `vendor`: staff, or a user with a vendor; `staff`: staff or admin. */
export type Access = 'user' | 'vendor' | 'staff';

export interface Ctx {
  request: Request;
  url: URL;
  params: Record<string, string>;
  store: DemoStore;
  /** The signed-in user, when the request carries a live token (optional on public routes). */
  user: UserRow | null;
}

export interface AuthCtx extends Ctx {
  user: UserRow;
  isStaff: boolean;
  /** The vendor whose rows the user sees; null for staff, who see every vendor. */
  scope: number | null;
}

type Awaitable<T> = T | Promise<T>;

// Rows built mid-request are brought up to the clock before the handler reads them.
onActivityLoaded(store => advance(store));

/** The demo's simulated latency per api/v1 answer (demo mode in the browser and `npm run api`). */
export const DEMO_LATENCY_MS = 120;

let latency = 0;
/** Demo mode answers a little slowly, so loading states are visible; tests answer at once. */
export const setLatency = (ms: number) => {
  latency = ms;
};

/** The path pattern: `*` matches any origin and base before the api/v1 prefix. */
export const api = (path: string) => `*/api/v1/${path.replace(/^\/|\/$/g, '')}`;

const userOf = (request: Request, store: DemoStore): UserRow | null | 'invalid' => {
  const header = request.headers.get('Authorization');
  if (!header) return null;
  const match = /^Token\s+(\S+)$/i.exec(header.trim());
  const session = match ? store.sessions.get(match[1]) : undefined;
  const user = session ? store.users.get(session.user_id) : undefined;
  return user && user.is_active ? user : 'invalid';
};

const paramsOf = (params: Record<string, string | readonly string[] | undefined>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value.join('/') : String(value ?? '')]),
  );

const handle = (method: Method, path: string, run: (ctx: Ctx) => Awaitable<Response>): HttpHandler =>
  http[method](api(path), async ({ request, params }) => {
    if (latency) await delay(latency);
    const store = db();
    advance(store);
    const found = userOf(request, store);
    for (;;) {
      try {
        // A clone each attempt: a handler that read the body and then met TablesNotReady runs again.
        const ctx = {
          request: request.clone(),
          url: new URL(request.url),
          params: paramsOf(params),
          store,
          user: found === 'invalid' ? null : found,
        };
        return await run(ctx);
      } catch (error) {
        if (error instanceof ApiError) return error.response;
        if (!(error instanceof TablesNotReady)) throw error;
        await error.ready;
        advance(store);
      }
    }
  });

/** A route anyone may call (login, reset, signup, payments, shared links, banks). */
export const open = (method: Method, path: string, run: (ctx: Ctx) => Awaitable<Response>): HttpHandler =>
  handle(method, path, run);

export const authed = (
  method: Method,
  path: string,
  run: (ctx: AuthCtx) => Awaitable<Response>,
  access: Access = 'vendor',
): HttpHandler =>
  handle(method, path, ctx => {
    const found = userOf(ctx.request, ctx.store);
    if (found === null) return detail(401, 'Authentication credentials were not provided.');
    if (found === 'invalid') return detail(401, 'Invalid token.');
    const isStaff = found.is_staff || found.is_superuser;
    if (access === 'staff' && !isStaff) return forbidden();
    if (access === 'vendor' && !isStaff && found.vendor_id === null) return forbidden();
    // A user without a vendor sees no vendor's rows (-1 matches none).
    return run({ ...ctx, user: found, isStaff, scope: isStaff ? null : (found.vendor_id ?? -1) });
  });

export const inScope = (ctx: AuthCtx, vendorId: number): boolean => ctx.scope === null || ctx.scope === vendorId;

/** A row the caller may see, or a 404 as DRF gives for rows outside the queryset. */
export const visible = <T extends { vendor_id: number }>(ctx: AuthCtx, row: T | undefined): T =>
  row && inScope(ctx, row.vendor_id) ? row : fail(notFound());
