import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpBlob, httpClient } from '../../../src/providers/http';
import { SHARED_LINK_GUIDS } from '../../../src/demo/seed';
import { call, failure, get, signIn, type Page } from './api';

interface App {
  id: number;
  vendor_label: string;
  vendor_specific_id: string;
  analysed: boolean;
  finalised: boolean;
  score_id: string;
  options: Record<string, unknown>;
  webhook_log: { event: string; success: boolean; timestamp: string; response_code: number }[];
  profiles: {
    id: number;
    crawler: { uuid: string; status: string };
    accounts: { id: number; eStatement: boolean; interim: boolean; analyses: { id: number }[] }[];
  }[];
}

const newestFinished = async () => (await get<Page<App>>('applications/', { analysed: true, page_size: 1 })).results[0];

describe('demo api: applications', () => {
  afterEach(() => vi.useRealTimers());

  it('answers every field of spec 2 section 3', async () => {
    await signIn('vendor');
    const app = await newestFinished();
    expect(Object.keys(app)).toEqual(
      expect.arrayContaining([
        'id',
        'timestamp',
        'analysed',
        'finalised',
        'vendor',
        'vendor_label',
        'vendor_specific_id',
        'full_name',
        'email',
        'mobile',
        'score_id',
        'options',
        'webhook_log',
        'profile_count',
        'crawler_count',
        'bank_id',
        'initiator',
        'profiles',
      ]),
    );
    expect(app.options).toEqual(
      expect.objectContaining({ select_accounts: expect.any(Boolean), balances: 'completed' }),
    );
    expect(app.webhook_log[0]).toEqual({
      event: expect.stringMatching(/_ready$/),
      success: expect.any(Boolean),
      timestamp: expect.any(String),
      response_code: expect.any(Number),
    });
    expect(Object.keys(app.profiles[0].accounts[0]).sort()).toEqual(
      [
        'analyses',
        'available',
        'balance',
        'bsb',
        'eStatement',
        'id',
        'interim',
        'nickname',
        'number',
        'transaction_count',
        'type',
      ].sort(),
    );
  });

  it('finishes running crawls and analyses as time passes (polling)', async () => {
    await signIn('admin');
    const unfinished = await get<Page<App>>('applications/', { analysed: false, page_size: 1000 });
    const running = unfinished.results.filter(app =>
      app.profiles.some(
        profile => !['COMPLETED', 'FAILED', 'DIED', 'EXITED', 'TIMEDOUT'].includes(profile.crawler.status),
      ),
    );
    expect(running.length).toBeGreaterThanOrEqual(5);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3 * 60 * 60 * 1000);
    const later = await get<Page<App>>('applications/', { id__in: running.map(app => app.id).join(',') });
    expect(later.results.every(app => app.profiles.every(profile => profile.crawler.status !== 'QUEUED'))).toBe(true);
    expect(later.results.filter(app => app.analysed).length).toBeGreaterThanOrEqual(5);
  });

  it('looks an application up by one identifier', async () => {
    await signIn('vendor');
    const app = await newestFinished();
    const byCrawler = await get<Page<App>>('applications/lookup/', { crawler_uuid: app.profiles[0].crawler.uuid });
    expect(byCrawler.results.map(row => row.id)).toEqual([app.id]);
    const byAccount = await get<Page<App>>('applications/lookup/', { account_id: app.profiles[0].accounts[0].id });
    expect(byAccount.results.map(row => row.id)).toEqual([app.id]);
    expect((await failure(httpClient('applications/lookup/'))).status).toBe(400);
    expect((await get<Page>('applications/lookup/', { application_id: 1 })).count).toBe(0);
  });

  it('reanalyses, finalises, sends webhooks and deletes', async () => {
    await signIn('vendor');
    const all = (await get<Page<App>>('applications/', { page_size: 1000 })).results;
    // The finalise path names an application by its vendor-specific id: pick one no other shares.
    const app = all.find(
      row =>
        row.analysed &&
        !row.finalised &&
        all.filter(other => other.vendor_specific_id === row.vendor_specific_id).length === 1,
    )!;
    const re = await call<{ analyses: number[] }>(`applications/${app.id}/analyses`, { method: 'POST' });
    expect(re.status).toBe(201);
    expect(re.json.analyses.length).toBeGreaterThan(0);
    const listed = await get<Page<{ id: number; completed: boolean }>>(`applications/${app.id}/analyses`);
    expect(listed.results.some(row => re.json.analyses.includes(row.id) && !row.completed)).toBe(true);
    // docs/product.md, decision 17: POST {vendor label}/{vendor-specific id}/finalise, and no other path.
    expect((await failure(httpClient(`applications/${app.id}/finalise`, { method: 'POST' }))).status).toBe(404);
    const finalise = `${encodeURIComponent(app.vendor_label)}/${encodeURIComponent(app.vendor_specific_id)}/finalise`;
    expect((await call(finalise, { method: 'POST' })).json).toMatchObject({ finalised: true });
    expect((await get<App>(`applications/${app.id}/`)).finalised).toBe(true);
    expect((await call(`applications/${app.id}/bundle/webhook`, { method: 'POST' })).json).toEqual({
      detail: 'Sent bundle and report_ready webhook',
    });
    const log = await get<Page<{ event: string }>>(`webhooks/logs/${app.id}`);
    expect(log.results[0].event).toMatch(/bundle_ready|report_ready/);
    expect((await call(`applications/${app.id}/delete/`, { method: 'POST' })).status).toBe(200);
    expect((await failure(httpClient(`applications/${app.id}/`))).status).toBe(404);
  });

  it('recrawls a profile: a new queued crawler that finishes later', async () => {
    await signIn('vendor');
    const app = await newestFinished();
    const { json } = await call<{ crawler_uuid: string; status: string }>(`applications/${app.id}/recrawl/`, {
      method: 'POST',
      body: {
        id: app.id,
        crawler_uuid: app.profiles[0].crawler.uuid,
        days_to_retrieve: 90,
        days_to_display: 90,
        analysis: true,
      },
    });
    expect(json.status).toBe('QUEUED');
    const now = await get<App>(`applications/${app.id}/`);
    expect(now.profiles[0].crawler.uuid).toBe(json.crawler_uuid);
    expect(now.analysed).toBe(false);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 60 * 1000);
    const done = await get<App>(`applications/${app.id}/`);
    expect(done.profiles[0].crawler.status).toBe('COMPLETED');
    expect(done.analysed).toBe(true);
  });

  it('downloads real files with a disposition, and 404 for a missing id', async () => {
    await signIn('vendor');
    const app = await newestFinished();
    const cases: [string, string, string][] = [
      [`applications/${app.id}/summary/pdf`, 'application/pdf', `summary-${app.id}.pdf`],
      [`applications/${app.id}/summary/html`, 'text/html', `summary-${app.id}.html`],
      [`applications/${app.id}/bundle`, 'application/zip', `bundle-${app.id}.zip`],
      [`applications/${app.id}/combined/csv`, 'text/csv', `combined-${app.id}.csv`],
      [
        `analyses/${app.profiles[0].accounts.flatMap(a => a.analyses)[0]?.id ?? 0}/report/pdf`,
        'application/pdf',
        'analysis-',
      ],
      [`score/explainer/${app.score_id}/pdf`, 'application/pdf', `score-${app.score_id}.pdf`],
    ];
    for (const [path, type, name] of cases) {
      const { headers, blob } = await httpBlob(path);
      expect([path, headers.get('Content-Type')]).toEqual([path, expect.stringContaining(type)]);
      expect(headers.get('Content-Disposition')).toContain(`attachment; filename="${name}`);
      expect(blob.size).toBeGreaterThan(20);
    }
    const pdfText = await (await httpBlob(`applications/${app.id}/summary/pdf`)).blob.text();
    expect(pdfText.startsWith('%PDF-1.4')).toBe(true);
    expect(await failure(httpBlob('applications/1/summary/pdf'))).toEqual({
      status: 404,
      body: expect.objectContaining({ detail: 'Not found.' }),
    });
  });

  it('serves shared links: live, expired and unknown', async () => {
    const live = await call<{ application_id: number }>('sharedlink/fetch/', {
      method: 'POST',
      body: { guid: SHARED_LINK_GUIDS.live },
    });
    expect(live.json.application_id).toEqual(expect.any(Number));
    const file = await httpBlob(`applications/${live.json.application_id}/download-shared-files`, {
      query: { guid: SHARED_LINK_GUIDS.live },
    });
    expect(file.headers.get('Content-Type')).toBe('application/zip');
    expect(
      (await failure(httpClient('sharedlink/fetch/', { method: 'POST', body: { guid: SHARED_LINK_GUIDS.expired } })))
        .status,
    ).toBe(403);
    expect((await failure(httpClient('sharedlink/fetch/', { method: 'POST', body: { guid: 'nope' } }))).status).toBe(
      404,
    );
    await signIn('vendor');
    const made = await call<{ guid: string }>('sharedlink/generate/', {
      method: 'POST',
      body: { application_id: live.json.application_id },
    });
    expect(made.status).toBe(201);
    expect((await call('sharedlink/fetch/', { method: 'POST', body: { guid: made.json.guid } })).json).toMatchObject({
      application_id: live.json.application_id,
    });
  });
});
