import { describe, expect, it } from 'vitest';
import { httpClient } from '../../../src/providers/http';
import { db } from '../../../src/demo/store';
import { logLength } from '../../../src/demo/sim/crawlerLog';
import { call, failure, get, signIn, wholeSeedWindow, type Page } from './api';

describe('demo api: crawlers, dieds and bank modules', () => {
  it('pages a crawler log lazily, up to 20,000 lines', async () => {
    await signIn('staff');
    const big = db()
      .crawlers.all()
      .find(crawler => crawler.status === 'COMPLETED' && logLength(crawler) === 20000);
    expect(big).toBeDefined();
    expect((await get<Page>(`crawlers/crawler_output/${big!.uuid}/`, { page_size: 1 })).count).toBe(20000);
    const page = await get<Page<{ sequence: number; type: string; message: string }>>(
      `crawlers/crawler_output/${big!.uuid}/`,
    );
    expect(page.results).toHaveLength(500);
    expect(page.results[0]).toMatchObject({ sequence: 1, type: 'lifecycle', message: 'INITIAL' });
    const tail = await get<Page<{ sequence: number; message: string }>>(`crawlers/crawler_output/${big!.uuid}/`, {
      limit: 100,
      size: 100,
    });
    expect(tail.results.map(line => line.sequence)).toEqual(Array.from({ length: 100 }, (_, i) => 19901 + i));
    expect(tail.results[99].message).toBe('COMPLETED');
    const again = await get<Page>(`crawlers/crawler_output/${big!.uuid}/`);
    expect(again.results).toEqual(page.results);
    expect((await call(`dashboard/crawlers/${big!.uuid}/seed`, { method: 'GET' })).json).toMatchObject({
      cache_present: true,
    });
  });

  it('lists and removes died crawlers per vendor', async () => {
    await signIn('staff');
    const dieds = await get<Page<{ uuid: string; application_id: number; crawler_options: object }>>('vendor/1/dieds');
    expect(dieds.count).toBeGreaterThan(0);
    const first = dieds.results[0];
    expect(first.application_id).toEqual(expect.any(Number));
    expect((await call(`vendor/1/dieds/${first.uuid}`, { method: 'DELETE' })).status).toBe(204);
    expect((await get<Page>('vendor/1/dieds')).count).toBe(dieds.count - 1);
  });

  it('edits a bank module with the id in the body', async () => {
    await signIn('staff');
    const module = (await get<Page<{ id: number; is_offline: boolean; totals: number }>>('bank/')).results[0];
    expect(module.totals).toBeGreaterThan(0);
    const { json } = await call<{ is_offline: boolean; died_warn_threshold: number }>('bank/', {
      method: 'PATCH',
      body: { id: module.id, is_offline: !module.is_offline, died_warn_threshold: 1.25 },
    });
    expect(json).toMatchObject({ is_offline: !module.is_offline, died_warn_threshold: 1.25 });
    expect(
      (await failure(httpClient('bank/', { method: 'PATCH', body: { id: module.id, died_warn_threshold: 3 } }))).status,
    ).toBe(400);
    expect((await get<Page>('bank/ratios/')).count).toBe(60);
  });

  it('serves the public bank list without a token', async () => {
    const banks = await get<Page<{ country_code: string; logo_base_url: string }>>('banks');
    expect(banks.count).toBe(60);
    expect(new Set(banks.results.map(bank => bank.country_code))).toEqual(new Set(['AU', 'NZ', 'GB', 'US']));
  });
});

describe('demo api: configuration', () => {
  it('reads the settings defaults and lets only staff change the cluster tab', async () => {
    await signIn('vendor');
    const settings = await get<{
      vendor: Record<string, string>;
      application: Record<string, string>;
      cluster: Record<string, string>;
    }>('users/me/vendor/settings');
    expect(settings.vendor).toMatchObject({
      refresh_lookback_num_days: '30',
      'summary-template': 'summary-pdf_v2',
      'analysis-template': 'analysis-pdf_v2',
      num_estatements_to_get: '1',
    });
    expect(settings.application).toMatchObject({
      days_to_retrieve: '90',
      days_to_display: '90',
      am_engine: 'application',
      max_interacting_crawlers: '10',
    });
    expect(settings.cluster).toMatchObject({ cm_engine: 'cluster', max_concurrent_analyses_avg: '10' });
    expect(
      (
        await call<{ vendor: Record<string, string> }>('users/me/vendor/settings', {
          method: 'PATCH',
          body: { json_pdfinline: true },
        })
      ).json.vendor.json_pdfinline,
    ).toBe('True');
    expect(
      (
        await failure(
          httpClient('users/me/vendor/settings', { method: 'PATCH', body: { cluster: { cm_engine: 'x' } } }),
        )
      ).status,
    ).toBe(403);
    await signIn('staff');
    expect(
      (
        await call<{ cluster: Record<string, string> }>('users/me/vendor/settings', {
          method: 'PATCH',
          body: { cm_engine: 'cluster-b' },
        })
      ).json.cluster.cm_engine,
    ).toBe('cluster-b');
  });

  it('refuses a setting a real serializer would refuse, field by field under its tab, and stores nothing', async () => {
    await signIn('staff');
    const refused = await failure(
      httpClient('users/me/vendor/settings', {
        method: 'PATCH',
        body: {
          application: { days_to_retrieve: '9x', days_to_display: '-1' },
          vendor: { allowed_document_recipients: '[{"name":"A"}]', failed_warn_threshold: '3', json_pdfinline: 'True' },
        },
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      application: {
        days_to_retrieve: ['A valid integer is required.'],
        days_to_display: ['Ensure this value is greater than or equal to 0.'],
      },
      vendor: {
        allowed_document_recipients: ['Enter a list of recipients, each with a name and an email address.'],
        failed_warn_threshold: ['Ensure this value is between 0.1 and 2.'],
      },
    });
    const settings = await get<{ application: Record<string, string>; vendor: Record<string, string> }>(
      'users/me/vendor/settings',
    );
    expect(settings.application.days_to_retrieve).toBe('90');
    expect(settings.vendor.json_pdfinline).not.toBe('True');
    expect(
      (
        await call<{ application: Record<string, string> }>('users/me/vendor/settings', {
          method: 'PATCH',
          body: { application: { days_to_retrieve: 120 } },
        })
      ).json.application.days_to_retrieve,
    ).toBe('120');
  });

  it('creates webhooks with a one-time secret (staff)', async () => {
    await signIn('staff');
    const { status, json } = await call<Record<string, unknown>>('webhooks', {
      method: 'POST',
      body: { name: 'New', url: 'https://example.com/hook', vendorref: 1, enabled: true },
    });
    expect(status).toBe(201);
    expect(json).toEqual({
      id: 6,
      name: 'New',
      url: 'https://example.com/hook',
      vendorref: 1,
      enabled: true,
      secret: expect.any(String),
    });
    expect(
      (
        await call('webhooks/6', {
          method: 'PUT',
          body: { name: 'Renamed', url: 'https://example.com/h', vendorref: 2, enabled: false },
        })
      ).json,
    ).toMatchObject({ name: 'Renamed', enabled: false });
    expect(
      (await failure(httpClient('webhooks', { method: 'POST', body: { name: 'x', url: 'nope', vendorref: 1 } }))).body
        .url,
    ).toEqual(['Enter a valid URL.']);
    expect((await call('webhooks/6', { method: 'DELETE' })).status).toBe(204);
  });

  it('maintains transaction-type and category regex rules', async () => {
    await signIn('staff');
    const created = await call<{ id: number }>('transtyperegex/', {
      method: 'POST',
      body: { bank: 1, regex: '^SALARY\\s', trans_type: 'Salary' },
    });
    expect(created.status).toBe(201);
    expect(
      (await call('transtyperegex/', { method: 'PATCH', body: { id: created.json.id, regex: '^PAY\\s' } })).json,
    ).toMatchObject({ regex: '^PAY\\s' });
    expect((await failure(httpClient('transtyperegex/', { method: 'POST', body: { bank: 1 } }))).status).toBe(400);
    expect((await call('transtyperegex/', { method: 'DELETE', body: { id: created.json.id } })).status).toBe(204);
    const form = new FormData();
    form.append('Description', 'SALARY ACME PTY 123456 01/02');
    const sanitised = await call<{ sanitised: string; matches: unknown[] }>('transtyperegex/sanitise/', {
      method: 'POST',
      body: form,
    });
    expect(sanitised.json.sanitised).toBe('SALARY ACME PTY');
    expect(sanitised.json.matches.length).toBeGreaterThan(0);
    const rule = await call<{ id: number; category: { name: string } }>('categoryregex/', {
      method: 'POST',
      body: {
        regex: '\\bACME\\b',
        keywords: 'acme',
        filterwords: '',
        is_broad: false,
        category: 1,
        thirdparty: 1,
        group: 1,
      },
    });
    expect(rule.json.category.name).toBe('Wages');
    expect((await get<Page>('categoryregex/', { keywords: 'acme' })).count).toBeGreaterThan(0);
    expect((await call(`categoryregex/${rule.json.id}/`, { method: 'DELETE' })).status).toBe(204);
    expect((await get<Page>('transtype/')).count).toBe(16);
    expect((await call('thirdparty/', { method: 'POST', body: { name: 'Acme Payroll' } })).status).toBe(201);
  });

  it('lists metrics, restarts disabled ones and edits custom metrics', async () => {
    await signIn('staff');
    const statuses = await get<Page<{ id: number; code: string; enabled: boolean }>>('metrics/statuses/');
    const disabled = statuses.results.filter(row => !row.enabled);
    expect(disabled.length).toBeGreaterThan(0);
    const enabledCodes = async () =>
      (await get<Page<{ code: string; enabled: boolean }>>('metrics/statuses/', { page_size: 100 })).results
        .filter(row => row.enabled)
        .map(row => row.code);
    const before = await enabledCodes();
    // The specification's path names the metric by id: a code is not an id.
    expect((await failure(get(`metric_restart/${disabled[0].code}`))).status).toBe(404);
    await get(`metric_restart/${disabled[0].id}`);
    expect((await enabledCodes()).filter(code => !before.includes(code))).toEqual([disabled[0].code]);
    await get('metric_restart/');
    expect(await enabledCodes()).toHaveLength(statuses.count);
    await signIn('vendor');
    const mine = await get<Page<{ vendor: number }>>('custommetric/');
    expect(mine.results.every(row => row.vendor === 1)).toBe(true);
    const created = await call<{ id: number; vendor: number }>('custommetric/', {
      method: 'POST',
      body: { module: 1, name: 'Mine', vendor: 2, visible: true },
    });
    expect(created.json.vendor).toBe(1);
    expect(
      (await call(`custommetric/${created.json.id}/`, { method: 'PATCH', body: { name: 'Renamed' } })).json,
    ).toMatchObject({ name: 'Renamed' });
    expect((await call(`custommetric/${created.json.id}/`, { method: 'DELETE' })).status).toBe(204);
  });

  it('answers vendor stats and chart data for a date range', async () => {
    await signIn('vendor');
    const stats = await get<Page<{ id: number; total: number }>>('dashboard/vendors/stats/', wholeSeedWindow());
    expect(stats.results.map(row => row.id)).toEqual([1]);
    expect(stats.results[0].total).toBeGreaterThan(500);
    const chart = await get<{ results: { period: string; total: number }[] }>('dashboard/vendors/crawlers/');
    // The last day by the hour: periods an hour apart.
    const periods = [...new Set(chart.results.map(row => Date.parse(row.period)))].sort((a, b) => a - b);
    expect(periods[1] - periods[0]).toBe(3_600_000);
    expect(chart.results.reduce((sum, row) => sum + row.total, 0)).toBeGreaterThan(0);
    await signIn('admin');
    expect((await get<Page>('dashboard/vendors/stats/')).count).toBe(3);
  });

  it('signs a broker up and refuses a taken vendor name', async () => {
    const body = {
      // nobody@demo.test exists (without a vendor): signup needs that account's own password.
      email: 'nobody@demo.test',
      first_name: 'Noel',
      last_name: 'Body',
      password: 'demo1234',
      business_name: 'Body Finance',
      contact_name: 'Noel Body',
      contact_phone: '0412345678',
      origin: 'signup',
      payment_id: 'pm_1',
      ABN: '12345678901',
    };
    expect((await call('dashboard/broker-signup/', { method: 'POST', body })).status).toBe(201);
    expect((await failure(httpClient('dashboard/broker-signup/', { method: 'POST', body }))).body.detail).toBe(
      'This user has already been assigned a Vendor.',
    );
    const other = { ...body, email: 'new@demo.test' };
    expect((await failure(httpClient('dashboard/broker-signup/', { method: 'POST', body: other }))).body.detail).toBe(
      'Vendor already exists.',
    );
    await signIn('nobody');
    expect((await get<{ vendor: { label: string } }>('users/me/detailed')).vendor.label).toBe('body-finance-web');
    const subscription = await call<Record<string, number>>('stripe/setup-subscription', {
      method: 'POST',
      body: { email: 'a@b.co', name: 'A', phone: '0412345678', price_id: 'price_platinum', promo_code: '' },
    });
    expect(subscription.json).toMatchObject({ order_amount_before_gst: 399, order_gst: 39.9, order_amount: 438.9 });
  });
});
