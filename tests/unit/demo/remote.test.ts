import { afterEach, describe, expect, it } from 'vitest';
import { pageWantsActivity } from '../../../src/demo/activityBuilder';
import { setLatency } from '../../../src/demo/route';
import { STORAGE_KEY, type ApiRequest, type ApiResponse } from '../../../src/demo/remote/protocol';
import { keptStorage, startDemoApi } from '../../../src/demo/remote/serve';
import { buildActivityOffThread, enablePersistence, type OffThreadBuilder } from '../../../src/demo/store';
import { DEMO_PASSWORD } from '../signIn';

/** Demo mode's API worker, driven as the service worker drives it: ApiRequest in, ApiResponse out. */
const ORIGIN = 'http://localhost';
const PAGE = `${ORIGIN}/dashboard/applications`;

const request = (
  method: string,
  path: string,
  { body, token, referrer = PAGE }: { body?: unknown; token?: string; referrer?: string } = {},
): ApiRequest => ({
  url: `${ORIGIN}/api/v1/${path}`,
  method,
  headers: [
    ['accept', 'application/json'],
    ...(body === undefined ? [] : ([['content-type', 'application/json']] as [string, string][])),
    ...(token ? ([['authorization', `Token ${token}`]] as [string, string][]) : []),
  ],
  body: body === undefined ? null : (new TextEncoder().encode(JSON.stringify(body)).buffer as ArrayBuffer),
  referrer,
});

const bodyOf = (response: ApiResponse): unknown =>
  response.body ? JSON.parse(new TextDecoder().decode(response.body)) : null;

const start = ({
  stored = null as string | null,
  page = `${ORIGIN}/dashboard/login`,
  builder = null as OffThreadBuilder | null,
} = {}) => {
  const kept: (string | null)[] = [];
  const answer = startDemoApi({
    stored,
    page,
    base: '/dashboard',
    builder,
    latency: 0,
    persist: value => kept.push(value),
  });
  return { answer, kept };
};

const signIn = async (answer: (request: ApiRequest) => Promise<ApiResponse>) => {
  const response = await answer(
    request('POST', 'rest-auth/login/', { body: { email: 'vendor@demo.test', password: DEMO_PASSWORD } }),
  );
  expect(response.status).toBe(200);
  return (bodyOf(response) as { key: string }).key;
};

describe("demo mode's API worker (src/demo/remote/serve.ts)", () => {
  afterEach(() => {
    enablePersistence(null);
    buildActivityOffThread(null);
    setLatency(0);
  });

  it('answers with the status, headers and JSON body the handlers give', async () => {
    const { answer } = start();
    const token = await signIn(answer);
    const me = await answer(request('GET', 'users/me/detailed/', { token }));
    expect(me.status).toBe(200);
    expect(new Headers(me.headers).get('content-type')).toMatch(/application\/json/);
    expect(bodyOf(me)).toMatchObject({ email: 'vendor@demo.test' });

    const refused = await answer(request('GET', 'users/me/detailed/', { token: 'not-a-session' }));
    expect(refused.status).toBe(401);
  });

  it("answers a path no handler knows with DRF's 404, and a no-content answer without a body", async () => {
    const { answer } = start();
    const missing = await answer(request('GET', 'no-such-endpoint/'));
    expect(missing.status).toBe(404);
    expect(bodyOf(missing)).toEqual({ detail: 'Not found.' });

    const token = await signIn(answer);
    const out = await answer(request('POST', 'rest-auth/logout/', { token }));
    expect(out.status).toBeLessThan(300);
    if (out.status === 204) expect(out.body).toBeNull();
  });

  it('hands every change to the page to keep, and a later load started from it still has it', async () => {
    const first = start();
    const token = await signIn(first.answer);
    expect(first.kept.length).toBeGreaterThan(0);
    const stored = first.kept.at(-1) ?? null;
    expect(stored).toContain(token);

    // A reload: a new API worker started from what the page kept knows the session.
    const reloaded = start({ stored });
    expect((await reloaded.answer(request('GET', 'users/me/detailed/', { token }))).status).toBe(200);
    // Without it, the session is unknown.
    const fresh = start();
    expect((await fresh.answer(request('GET', 'users/me/detailed/', { token }))).status).toBe(401);
  });

  it("keeps only the demo's key in its stand-in storage", () => {
    const kept: (string | null)[] = [];
    const storage = keptStorage('{"a":1}', value => kept.push(value));
    expect(storage.getItem(STORAGE_KEY)).toBe('{"a":1}');
    storage.setItem('other', 'x');
    expect(storage.getItem('other')).toBeNull();
    storage.removeItem(STORAGE_KEY);
    storage.removeItem(STORAGE_KEY);
    expect(kept).toEqual([null]);
  });

  it("starts building the activity rows for a page that lists them, once, from the start page or a request's page", async () => {
    expect(pageWantsActivity('/applications', '')).toBe(true);
    const starts: number[] = [];
    const builder: OffThreadBuilder = { start: epoch => starts.push(epoch), take: () => new Promise(() => undefined) };

    start({ page: `${ORIGIN}/dashboard/applications`, builder });
    expect(starts).toHaveLength(1);

    starts.length = 0;
    const { answer } = start({ page: `${ORIGIN}/dashboard/settings`, builder });
    expect(starts).toHaveLength(0);
    await signIn(answer);
    expect(starts).toHaveLength(1);
    await answer(request('GET', 'no-such-endpoint/', { referrer: `${ORIGIN}/dashboard/crawlers` }));
    expect(starts).toHaveLength(1);
  });
});
