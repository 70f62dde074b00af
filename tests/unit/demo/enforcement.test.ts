import { describe, expect, it } from 'vitest';
import { SHARED_LINK_GUIDS } from '../../../src/demo/seed';
import { httpBlob, httpClient } from '../../../src/providers/http';
import { call, failure, get, signIn, signOut, type Page } from './api';

/** What a real api/v1 enforces, the demo enforces too: the app must not rely on a lenient demo. */

type Crawler = { uuid: string; vendor_label: string; status: string };
type App = { id: number; profiles: { crawler: { uuid: string } | null }[] };

const sharedApp = async () =>
  (
    await call<{ application_id: number }>('sharedlink/fetch/', {
      method: 'POST',
      body: { guid: SHARED_LINK_GUIDS.live },
    })
  ).json.application_id;

describe('shared-file downloads need a valid guid', () => {
  it('serves the files with the guid of a live link', async () => {
    const id = await sharedApp();
    const { headers } = await httpBlob(`applications/${id}/download-shared-files`, {
      query: { guid: SHARED_LINK_GUIDS.live },
    });
    expect(headers.get('Content-Type')).toBe('application/zip');
  });

  it.each([
    ['no guid, signed out', undefined, false, 404],
    ['no guid, signed in as the owner', undefined, true, 404],
    ['an unknown guid', 'c0ffee00-0000-4000-8000-00000000dead', false, 404],
    ['an expired guid', SHARED_LINK_GUIDS.expired, false, 403],
  ])('refuses %s', async (_, guid, owner, status) => {
    const id = await sharedApp();
    if (owner) await signIn('vendor');
    const error = await failure(httpBlob(`applications/${id}/download-shared-files`, { query: { guid } }));
    expect(error.status).toBe(status);
  });

  it("refuses a live guid used for another application's files", async () => {
    const id = await sharedApp();
    expect(
      (
        await failure(
          httpBlob(`applications/${id + 1}/download-shared-files`, { query: { guid: SHARED_LINK_GUIDS.live } }),
        )
      ).status,
    ).toBe(404);
  });
});

describe("recrawl only of the caller's vendor's crawlers", () => {
  const setUp = async () => {
    await signIn('vendor');
    const labels = new Set(
      (await get<Page<{ ref: string }>>('dashboard/vendors/labels/')).results.map(label => label.ref),
    );
    await signIn('admin');
    const crawlers = (await get<Page<Crawler>>('crawlers/', { page_size: 1000 })).results;
    const foreign = crawlers.find(crawler => !labels.has(crawler.vendor_label))!;
    await signIn('vendor');
    const apps = (await get<Page<App>>('applications/', { page_size: 50 })).results.filter(app =>
      app.profiles.some(p => p.crawler),
    );
    return { foreign, own: apps[0], other: apps[1] };
  };
  const recrawl = (app: App, crawlerUuid: string) =>
    httpClient(`applications/${app.id}/recrawl/`, {
      method: 'POST',
      body: { crawler_uuid: crawlerUuid, days_to_retrieve: 90, days_to_display: 90 },
    });

  it("refuses another vendor's crawler and leaves it alone", async () => {
    const { foreign, own } = await setUp();
    expect((await failure(recrawl(own, foreign.uuid))).status).toBe(404);
    await signIn('admin');
    expect((await get<Crawler>(`crawlers/${foreign.uuid}/`)).status).toBe(foreign.status);
  });

  it('refuses a crawler of another application, even of the same vendor', async () => {
    const { own, other } = await setUp();
    const otherCrawler = other.profiles.find(p => p.crawler)!.crawler!.uuid;
    expect((await failure(recrawl(own, otherCrawler))).status).toBe(404);
  });

  it("recrawls the application's own crawler", async () => {
    const { own } = await setUp();
    const response = await recrawl(own, own.profiles.find(p => p.crawler)!.crawler!.uuid);
    expect(response.status).toBe(201);
  });
});

describe('signup never takes over an existing account without its password', () => {
  const signup = (password: string) => ({
    email: 'nobody@demo.test',
    first_name: 'Noel',
    last_name: 'Body',
    password,
    business_name: 'Body Finance',
    contact_name: 'Noel Body',
    contact_phone: '0412345678',
    origin: 'signup',
    payment_id: 'pm_1',
    ABN: '12345678901',
  });

  it('refuses the account of another person, and creates no vendor', async () => {
    signOut();
    const error = await failure(
      httpClient('dashboard/broker-signup/', { method: 'POST', body: signup('not-their-password') }),
    );
    expect(error.status).toBe(400);
    await signIn('nobody');
    expect((await get<{ vendor: unknown }>('users/me/detailed')).vendor).toBeNull();
    // The business name is still free: nothing was half-created.
    signOut();
    expect((await call('dashboard/broker-signup/', { method: 'POST', body: signup('demo1234') })).status).toBe(201);
  });

  it('gives the vendor to the account when its own password comes with the signup', async () => {
    expect((await call('dashboard/broker-signup/', { method: 'POST', body: signup('demo1234') })).status).toBe(201);
    await signIn('nobody');
    expect((await get<{ vendor: { label: string } }>('users/me/detailed')).vendor.label).toBe('body-finance-web');
  });
});
