import type { GetListParams, Identifier, RaRecord } from 'react-admin';
import { toIdentity, type AppIdentity, type UserDetails } from '../authProvider';
import { createDataProvider, type AppDataProvider } from '../dataProvider';
import { isDrfPage } from '../drf';
import { allPages, cutOf, nextUrl } from '../methods/pages';
import { settingsShapeOf, settingsTabsOf } from '../methods/settings';
import { Level } from '../../types';
import { apiUrl, setApiUrl } from '../../config';
import { createProbeHttp, type ProbeHttp, type ProbeRequest } from './http';
import { PROBE_ENDPOINTS, PROBE_PER_PAGE, PROBE_RESOURCES } from './endpoints';

/**
 * The conformance probe (`npm run probe`, docs/deployment.md#probe): signs in as the dashboard does
 * and makes the read-only calls the dashboard makes for the account's level, through the
 * providers' own methods and readers (the dataProvider with the resources' endpoint specs, the
 * settings, summary, banks... methods), so that what it calls readable is what the dashboard can
 * read. Each call gets one line: passed or failed, the method and path, the statuses answered,
 * and the reading the dashboard will use. With `write`, a STAFF account also creates and deletes a
 * label and a webhook named `probe-<time>`.
 */

export interface ProbeOptions {
  /** The api/v1 base, e.g. https://host/api/v1/. */
  api: string;
  email?: string;
  password?: string;
  /** A token to use instead of signing in. */
  token?: string;
  /** Also create and delete a label and a webhook (STAFF). */
  write?: boolean;
  fetch?: typeof fetch;
  now?: () => number;
  /** Hears each line as it is written. */
  print?: (line: string) => void;
}

export interface ProbeLine {
  ok: boolean;
  method: string;
  path: string;
  /** The statuses answered, in order (`404>200`: a fallback after the first). */
  statuses: string;
  reading: string;
}

export interface ProbeReport {
  lines: ProbeLine[];
  passed: number;
  failed: number;
  /** 0 when every call passed, 1 otherwise. */
  exitCode: number;
}

/** Why an answer cannot be read: the line says it. */
class Unreadable extends Error {}

const fail = (reason: string): never => {
  throw new Unreadable(reason);
};

type Row = Record<string, unknown>;

const HOUR = 3_600_000;

/**
 * The Summary's default window, the last 24 hours, as the page sends it (docs/api.md#summary:
 * ISO times at +10:00, whole seconds). The page's own helpers live in src/lib, above the providers.
 */
export const lastDayWindow = (now: number): { start_date: string; end_date: string } => {
  const end = Math.floor(now / 1000) * 1000;
  const at10 = (ms: number) => `${new Date(ms + 10 * HOUR).toISOString().slice(0, 19)}+10:00`;
  return { start_date: at10(end - 24 * HOUR), end_date: at10(end) };
};

const isRow = (value: unknown): value is Row => !!value && typeof value === 'object' && !Array.isArray(value);

interface Context {
  http: ProbeHttp;
  data: AppDataProvider;
  identity: AppIdentity | null;
  /** The first rows of each list read, for the item calls that follow. */
  rows: Record<string, RaRecord[]>;
  now: number;
}

interface Check {
  method: string;
  /** The path shown on the line. */
  path: string;
  level: Level;
  /** Resolves with the reading; throws Unreadable or the call's error. */
  run: (ctx: Context) => Promise<string>;
  /** Runs only when this holds (an item call needs a row of its list). */
  when?: (ctx: Context) => boolean;
}

const LEVEL_NAMES: Record<number, string> = {
  [Level.NONE]: 'NONE',
  [Level.USER]: 'USER',
  [Level.STAFF]: 'STAFF',
  [Level.ADMIN]: 'ADMIN',
};

/** How the dashboard follows a `next` link (methods/pages.ts nextUrl, the reader allPages uses). */
const nextReading = (next: unknown, from: string): string => {
  if (next === null || next === undefined || next === '') return 'next null';
  if (typeof next !== 'string') return fail(`next is not a link: ${JSON.stringify(next)}`);
  const base = new URL(apiUrl(''));
  const followed = nextUrl(next, from);
  if (!followed) return `next on another host (${next}): whole lists stop there and say so`;
  const kind = /^[a-z][a-z\d+.-]*:|^\/\//i.test(next.trim())
    ? new URL(next, base).origin === base.origin
      ? 'absolute'
      : 'absolute on another scheme or port, followed on the API origin'
    : next.trim().startsWith('?')
      ? 'a bare query'
      : next.trim().startsWith('/')
        ? 'relative to the host'
        : 'relative to api/v1/';
  return `next ${kind}`;
};

const idOf = (row: Row, idField = 'id'): Identifier | undefined => {
  const id = row[idField];
  return typeof id === 'number' || typeof id === 'string' ? id : undefined;
};

/** Every row an object with its id, else unreadable. */
const requireIds = (rows: readonly unknown[], idField = 'id'): void => {
  const bad = rows.findIndex(row => !isRow(row) || idOf(row, idField) === undefined);
  if (bad >= 0) fail(`row ${bad + 1} has no ${idField}: the dashboard cannot show or open it`);
};

/** The shape of a list answer: a DRF page's count and next, or a bare array. */
const pageReading = ({ body, url: from }: Pick<ProbeRequest, 'body' | 'url'>): string => {
  if (Array.isArray(body)) return `a bare array (${body.length} rows), paged by the dashboard`;
  if (!isDrfPage<unknown>(body))
    return fail('neither a DRF page {count, next, previous, results} nor an array: the table shows no rows');
  const count = typeof body.count === 'number' ? `count present (${body.count})` : 'no count: pages by next/previous';
  return `${count}, ${nextReading(body.next, from)}`;
};

const sortOf = (resource: string): GetListParams['sort'] =>
  PROBE_RESOURCES[resource]?.sort ?? { field: '', order: 'ASC' };

/** A table's first page, as its List asks for it. */
const listCheck = (resource: string): Check => {
  const spec = PROBE_ENDPOINTS[resource];
  return {
    method: 'GET',
    path: spec.path,
    level: PROBE_RESOURCES[resource].level,
    run: async ctx => {
      const from = ctx.http.requests.length;
      const { data } = await ctx.data.getList(resource, {
        pagination: { page: 1, perPage: PROBE_RESOURCES[resource].perPage ?? PROBE_PER_PAGE },
        sort: sortOf(resource),
        filter: {},
      });
      const requests = ctx.http.requests.slice(from);
      const shape = requests.map(pageReading)[0];
      requests.forEach(({ body }) =>
        requireIds(Array.isArray(body) ? body : isDrfPage<unknown>(body) ? body.results : [], spec.idField),
      );
      ctx.rows[resource] = data;
      return spec.pagination === 'none'
        ? `whole list, ${requests.length} page${requests.length === 1 ? '' : 's'} followed, ${data.length} rows; ${shape}`
        : `${data.length} rows; ${shape}`;
    },
  };
};

/** Times of rows: the field a list sorts and polls by. */
const timesOf = (rows: unknown[], field: string): { id: string; raw: string; at: number }[] =>
  rows.flatMap(row => {
    if (!isRow(row)) return [];
    const raw = row[field];
    const at = typeof raw === 'string' || typeof raw === 'number' ? new Date(raw).getTime() : NaN;
    return Number.isNaN(at) ? [] : [{ id: String(row.id ?? row.uuid), raw: String(raw), at }];
  });

/**
 * docs/api.md#conventions (polling): the list asked with `timestamp` set to a row's own time, as a
 * poll asks, compared with the list without it.
 */
const timestampCheck = (resource: string): Check => {
  const spec = PROBE_ENDPOINTS[resource];
  const field = PROBE_RESOURCES[resource].sort?.field ?? 'timestamp';
  return {
    method: 'GET',
    path: `${spec.path}?timestamp=`,
    level: PROBE_RESOURCES[resource].level,
    run: async ctx => {
      const query = { page: 1, page_size: 100, ordering: `-${field}` };
      const before = await ctx.http<unknown>(spec.path, { query });
      const all = isDrfPage<unknown>(before.json) ? before.json.results : Array.isArray(before.json) ? before.json : [];
      const times = timesOf(all, field);
      const distinct = [...new Set(times.map(time => time.at))].sort((a, b) => b - a);
      if (distinct.length < 3) return `cannot tell: fewer than three rows with a ${field}; polls work either way`;
      const middle = times.find(time => time.at === distinct[Math.floor(distinct.length / 2)])!;
      const after = await ctx.http<unknown>(spec.path, { query: { ...query, timestamp: middle.raw } });
      const rows = isDrfPage<unknown>(after.json)
        ? after.json.results
        : Array.isArray(after.json)
          ? after.json
          : fail('not a list');
      const countOf = (json: unknown, length: number) =>
        isDrfPage<unknown>(json) && typeof json.count === 'number' ? json.count : length;
      const got = timesOf(rows, field);
      const counts = `count ${countOf(before.json, all.length)} without, ${countOf(after.json, rows.length)} with`;
      const same =
        countOf(after.json, rows.length) === countOf(before.json, all.length) &&
        got.map(time => time.id).join() === times.map(time => time.id).join();
      if (same)
        return `ignored: the same rows with timestamp=${middle.raw} as without (polls reload the page; that works)`;
      if (got.length && got.every(time => time.at >= middle.at)) {
        return got.some(time => time.at === middle.at)
          ? `honoured as >= (timestamp=${middle.raw}: ${counts}, the row at it kept)`
          : `honoured as > (timestamp=${middle.raw}: ${counts}, the row at it left out; polls may miss rows sharing that time)`;
      }
      if (got.length && got.every(time => time.at <= middle.at)) {
        return fail(
          `honoured as <= (timestamp=${middle.raw}: ${counts}, older rows): polls would show old rows, never new ones`,
        );
      }
      return fail(`filtered otherwise: timestamp=${middle.raw} gave ${got.length} rows not all at or after it`);
    },
  };
};

/** Which request answered: the item GET, or the list after its 404/405 (itemFromList). */
const itemCheck = (resource: string, item: string, level = PROBE_RESOURCES[resource].level): Check => {
  const spec = PROBE_ENDPOINTS[resource];
  return {
    method: 'GET',
    path: `${spec.path}${spec.path.endsWith('/') ? `{${item}}/` : `/{${item}}`}`,
    level,
    when: ctx => !!ctx.rows[resource]?.length,
    run: async ctx => {
      const from = ctx.http.requests.length;
      const id = ctx.rows[resource][0].id;
      const { data } = await ctx.data.getOne(resource, { id });
      if (String(data.id) !== String(id)) fail(`asked for ${id}, read ${String(data.id)}`);
      const [first] = ctx.http.requests.slice(from);
      return first.status >= 200 && first.status < 300
        ? `item GET read (${spec.idField ?? 'id'} ${id})`
        : `no item GET (${first.status}): read from the list (${spec.idField ?? 'id'} ${id})`;
    },
  };
};

const rowsCheck = (
  path: string,
  level: Level,
  read: (ctx: Context) => Promise<unknown[]>,
  { idField = 'id', noun = 'rows', when }: { idField?: string; noun?: string; when?: Check['when'] } = {},
): Check => ({
  method: 'GET',
  path,
  level,
  when,
  run: async ctx => {
    const from = ctx.http.requests.length;
    const rows = await read(ctx);
    requireIds(rows, idField);
    const pages = ctx.http.requests.length - from;
    const cut = cutOf(rows);
    const [first] = ctx.http.requests.slice(from);
    const shape = first ? pageReading(first) : '';
    return `${rows.length} ${rows.length === 1 ? noun.replace(/ies$/, 'y').replace(/s$/, '') : noun}${pages > 1 ? `, ${pages} pages followed` : ''}${cut ? `, cut at 20 pages (first ${rows.length} of ${cut.total ?? 'more'})` : ''}; ${shape}`;
  },
});

const firstId = (ctx: Context, resource: string): Identifier => ctx.rows[resource][0].id;

const seriesCheck = (
  path: string,
  list: string,
  read: (
    ctx: Context,
    window: { start_date: string; end_date: string },
  ) => ReturnType<AppDataProvider['applicationSeries']>,
): Check => ({
  method: 'GET',
  path,
  level: Level.USER,
  run: async ctx => {
    const from = ctx.http.requests.length;
    const { rows, source } = await read(ctx, lastDayWindow(ctx.now));
    const [first] = ctx.http.requests.slice(from);
    if (source === 'endpoint') return `chart endpoint: ${rows.length} period rows`;
    const partial = source === 'list_partial' ? ', newest rows only (more than 40 pages in the day)' : '';
    return `no chart endpoint (${first.status}): drawn from ${list} list, ${rows.length} periods${partial}`;
  },
});

const CHECKS: Check[] = [
  {
    method: 'GET',
    path: 'users/me/vendor/settings',
    level: Level.USER,
    run: async ctx => {
      const tabs = await ctx.data.vendorSettingsTabs();
      const body = ctx.http.requests.at(-1)?.body;
      if (!isRow(body)) fail('not an object: the Settings tabs, Lookup and Share read no values');
      const keys = Object.values(tabs)
        .filter(isRow)
        .reduce((sum, tab) => sum + Object.keys(tab).length, 0);
      return settingsShapeOf(body) === 'flat'
        ? `flat {key: value} (${keys} keys, put on the tabs by name)`
        : `per tab (${(['vendor', 'application', 'cluster'] as const).map(tab => `${tab} ${Object.keys(settingsTabsOf(body)[tab]).length}`).join(', ')})`;
    },
  },
  listCheck('applications'),
  timestampCheck('applications'),
  itemCheck('applications', 'id'),
  {
    method: 'GET',
    path: 'applications/lookup/?application_id=',
    level: Level.USER,
    when: ctx => !!ctx.rows.applications?.length,
    run: async ctx => {
      const id = firstId(ctx, 'applications');
      const { data } = await ctx.data.lookup('application_id', String(id));
      if (!data.some(row => String(row.id) === String(id)))
        fail(`application_id=${id} found ${data.length} applications, not application ${id}`);
      return `found application ${id} (${data.length} match${data.length === 1 ? '' : 'es'})`;
    },
  },
  rowsCheck('webhooks/logs/{id}', Level.USER, ctx => ctx.data.applicationWebhookLogs(firstId(ctx, 'applications')), {
    idField: 'event',
    noun: 'log entries',
    when: ctx => !!ctx.rows.applications?.length,
  }),
  listCheck('crawlers'),
  timestampCheck('crawlers'),
  listCheck('analyses'),
  timestampCheck('analyses'),
  rowsCheck(
    'banks',
    Level.USER,
    ctx =>
      ctx.data.banks({
        country: (ctx.identity?.level ?? 0) >= Level.STAFF ? null : (ctx.identity?.vendor?.country_code ?? null),
      }),
    {
      noun: 'banks',
    },
  ),
  listCheck('labels'),
  itemCheck('labels', 'id'),
  listCheck('webhooks'),
  itemCheck('webhooks', 'id'),
  listCheck('tokens'),
  rowsCheck('dashboard/vendors/stats/', Level.USER, ctx => ctx.data.vendorStats(lastDayWindow(ctx.now)), {
    noun: 'vendors',
  }),
  seriesCheck('dashboard/vendors/applications/', 'the applications/', (ctx, window) =>
    ctx.data.applicationSeries(window),
  ),
  seriesCheck('dashboard/vendors/crawlers/', 'the crawlers/', (ctx, window) => ctx.data.crawlerSeries(window)),
  // STAFF and above.
  listCheck('incomplete-bundle-applications'),
  // The crawler log's Storage (/crawler/{uuid}, a STAFF page).
  itemCheck('crawlers', 'uuid', Level.STAFF),
  rowsCheck(
    'crawlers/crawler_output/{uuid}/',
    Level.STAFF,
    ctx => ctx.data.crawlerLogTail(String(firstId(ctx, 'crawlers'))),
    {
      idField: 'type',
      noun: 'log lines',
      when: ctx => !!ctx.rows.crawlers?.length,
    },
  ),
  listCheck('bankmodules'),
  rowsCheck('bank/ratios/', Level.STAFF, ctx => ctx.data.bankRatios(), { noun: 'banks' }),
  listCheck('metrics'),
  rowsCheck('metrics/statuses/', Level.STAFF, ctx => ctx.data.metricStatuses(), { noun: 'metrics' }),
  listCheck('custommetric'),
  rowsCheck('users/vendors', Level.STAFF, async ctx => (ctx.rows.vendors = (await ctx.data.vendors()) as RaRecord[]), {
    noun: 'vendors',
  }),
  rowsCheck('vendor/{id}/dieds', Level.STAFF, ctx => ctx.data.vendorDieds(firstId(ctx, 'vendors')), {
    idField: 'uuid',
    noun: 'died runs',
    when: ctx => !!ctx.rows.vendors?.length,
  }),
  {
    method: 'GET',
    path: 'analyses/statistics/',
    level: Level.STAFF,
    run: async ctx => {
      const page = await ctx.data.analysisStatistics(1);
      return `${page.results.length} rows; ${pageReading(ctx.http.requests.at(-1)!)}`;
    },
  },
  listCheck('transtype'),
  listCheck('thirdparty'),
  listCheck('category'),
  listCheck('categoryregexgroup'),
  listCheck('transtyperegex'),
  listCheck('categoryregex'),
  {
    method: 'GET',
    path: 'transactions/descriptions/',
    level: Level.STAFF,
    run: async ctx => `${(await ctx.data.sampleDescriptions()).length} sample descriptions`,
  },
];

/** `probe-<time>`: the name of what --write creates, unique to the run. */
export const probeName = (now: number): string =>
  `probe-${new Date(now).toISOString().replace(/[-:.]/g, '').replace('T', '-').slice(0, 15)}`;

/** Gone from every page of its list after DELETE. */
const isGone = async (ctx: Context, resource: string, id: Identifier): Promise<boolean> => {
  const rows = await allPages<unknown>(ctx.http, PROBE_ENDPOINTS[resource].path, { query: { page_size: 1000 } });
  return !rows.some(row => isRow(row) && String(row.id) === String(id));
};

/** --write: create a label and a webhook on it, then delete both and check they are gone. */
const writeChecks = (name: string): Check[] => {
  const created: { labels?: Identifier; webhooks?: Identifier } = {};
  const create = (resource: 'labels' | 'webhooks', data: (ctx: Context) => Row): Check => ({
    method: 'POST',
    path: PROBE_ENDPOINTS[resource].path,
    level: Level.STAFF,
    run: async ctx => {
      const { data: record } = await ctx.data.create(resource, { data: data(ctx) });
      const body = ctx.http.requests.at(-1)?.body;
      const id = isRow(body) ? idOf(body) : undefined;
      if (id === undefined) fail('the answer has no id: the new row cannot be opened');
      created[resource] = record.id;
      return `created ${name} (id ${id})`;
    },
  });
  const remove = (resource: 'labels' | 'webhooks'): Check => ({
    method: 'DELETE',
    path: `${PROBE_ENDPOINTS[resource].path}${PROBE_ENDPOINTS[resource].path.endsWith('/') ? '{id}/' : '/{id}'}`,
    level: Level.STAFF,
    when: () => created[resource] !== undefined,
    run: async ctx => {
      const id = created[resource]!;
      await ctx.data.delete(resource, { id });
      if (!(await isGone(ctx, resource, id))) fail(`${name} (id ${id}) is still in the list after DELETE`);
      return `deleted ${name} (id ${id}), gone from the list`;
    },
  });
  return [
    create('labels', () => ({ ref: name })),
    create('webhooks', ctx => ({
      name,
      url: `https://probe.invalid/${name}`,
      vendorref: created.labels ?? ctx.rows.labels?.[0]?.id ?? null,
      enabled: false,
    })),
    remove('webhooks'),
    remove('labels'),
  ];
};

const pad = (text: string, width: number) => (text.length >= width ? `${text} ` : text.padEnd(width));

export const formatLine = (line: ProbeLine): string =>
  `${line.ok ? 'ok  ' : 'FAIL'} ${pad(line.method, 7)} ${pad(line.path, 40)} ${pad(line.statuses, 8)} ${line.ok ? 'read' : 'NOT READ'}: ${line.reading}`;

const statusesOf = (requests: ProbeRequest[]): string =>
  requests.length
    ? requests
        .map(request => (request.status ? String(request.status) : 'none'))
        .join('>')
        .replace(/^(\d+)(>\1)+$/, '$1')
    : '-';

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export const runProbe = async (options: ProbeOptions): Promise<ProbeReport> => {
  const print = options.print ?? (() => undefined);
  const lines: ProbeLine[] = [];
  let token: string | null = options.token ?? null;
  // The providers read the api/v1 base from config (config.js in the browser): here, --api.
  setApiUrl(options.api);
  const http = createProbeHttp({ token: () => token, fetch: options.fetch });
  const ctx: Context = {
    http,
    data: createDataProvider(PROBE_ENDPOINTS, http),
    identity: null,
    rows: {},
    now: (options.now ?? Date.now)(),
  };

  const run = async (check: Pick<Check, 'method' | 'path' | 'run'>): Promise<boolean> => {
    const from = http.requests.length;
    let line: ProbeLine;
    try {
      const reading = await check.run(ctx);
      line = {
        ok: true,
        method: check.method,
        path: check.path,
        statuses: statusesOf(http.requests.slice(from)),
        reading,
      };
    } catch (error) {
      const requests = http.requests.slice(from);
      const failed = requests.find(request => request.error) ?? requests.at(-1);
      const reading = error instanceof Unreadable ? messageOf(error) : (failed?.error ?? messageOf(error));
      line = { ok: false, method: check.method, path: check.path, statuses: statusesOf(requests), reading };
    }
    lines.push(line);
    print(formatLine(line));
    return line.ok;
  };
  const finish = (): ProbeReport => {
    const passed = lines.filter(line => line.ok).length;
    const failed = lines.length - passed;
    print(`${passed} passed, ${failed} failed`);
    return { lines, passed, failed, exitCode: failed ? 1 : 0 };
  };

  print(`Probing ${apiUrl('')}${options.token ? ' with a token' : options.email ? ` as ${options.email}` : ''}`);
  if (!token) {
    const signedIn = await run({
      method: 'POST',
      path: 'rest-auth/login/',
      run: async () => {
        // The sign-in of authProvider.login: the path and body it sends, the `key` it keeps.
        const { json } = await http<{ key?: unknown }>('rest-auth/login/', {
          method: 'POST',
          body: { email: options.email ?? '', password: options.password ?? '' },
        });
        if (!isRow(json) || typeof json.key !== 'string' || !json.key)
          return fail('no key in the answer: the dashboard cannot sign in');
        token = json.key;
        return 'key present';
      },
    });
    if (!signedIn) return finish();
  }
  const known = await run({
    method: 'GET',
    path: 'users/me/detailed',
    run: async () => {
      const { json } = await http<UserDetails>('users/me/detailed');
      if (!isRow(json) || idOf(json) === undefined) return fail('no user id: the dashboard cannot start');
      const identity = toIdentity(json);
      ctx.identity = identity;
      if (identity.level === Level.NONE) return fail('is_active is not true: the dashboard lets this user in nowhere');
      const vendor = identity.vendor
        ? `vendor ${identity.vendor.id} (${identity.vendor.label}, ${identity.vendor.country_code ?? 'no country_code'})`
        : 'no vendor: the dashboard sends this user to signup';
      return `level ${LEVEL_NAMES[identity.level]}, ${vendor}`;
    },
  });
  if (!known || !ctx.identity) return finish();
  const level = ctx.identity.level;
  const checks = [...CHECKS, ...(options.write ? writeChecks(probeName(ctx.now)) : [])];
  const above = checks.filter(check => check.level > level);
  for (const check of checks) {
    if (check.level > level || (check.when && !check.when(ctx))) {
      if (check.level <= level)
        print(`skip ${pad(check.method, 7)} ${pad(check.path, 40)} -        nothing to ask for: its list had no rows`);
      continue;
    }
    await run(check);
  }
  if (above.length) {
    const writes = above.filter(check => check.method !== 'GET').length;
    print(
      `skip ${above.length} calls only STAFF makes (signed in as ${LEVEL_NAMES[level]})${writes ? `, --write among them: labels and webhooks are changed by staff` : ''}`,
    );
  }
  return finish();
};
