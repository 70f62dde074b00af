import { describe, expect, it } from 'vitest';
import { call, get, signIn, wholeSeedWindow, type Page } from './api';

/**
 * The demo API answers the specification's shapes and nothing more (docs/api.md),
 * so that a screen reading a field a real api/v1 does not send fails here first.
 */

type Row = Record<string, unknown>;

const keys = (row: unknown) => Object.keys(row as Row).sort();
const sorted = (names: string[]) => [...names].sort();

const APPLICATION = [
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
];
const PROFILE = ['id', 'initiator', 'bank_id', 'crawler', 'accounts'];
const CRAWLER = [
  'uuid',
  'status',
  'timestamp',
  'error',
  'bank',
  'vendor_label',
  'country_code',
  'initiator',
  'vendor_specific_id',
  'elapsed',
  'account_count',
  'cache_present',
  'mfa_flag',
  'standardError',
];
const ANALYSIS = [
  'id',
  'time',
  'bank',
  'vendorref',
  'account_id',
  'account_type',
  'transaction_count',
  'elapsed',
  'html',
  'pdf',
  'completed',
];
const STATISTICS = [
  'start_time',
  'bank',
  'label_name',
  'account_id',
  'type',
  'transaction_count',
  'unidentified_transaction_type_count',
  'unidentified_transaction_category_count',
];
const DIED = [
  'uuid',
  'bank_id',
  'num_accounts',
  'timestamp',
  'crawler_options',
  'vendor_specific_id',
  'application_id',
];
/** A crawler log entry: the payload of a job line is JSON text in `message` (docs/screens/crawlerlog.md). */
const LOG_ENTRY = ['uuid', 'sequence', 'timestamp', 'elapsed', 'type', 'message'];
const BANK_FLAGS = [
  'has_balances',
  'has_transactions',
  'has_estatements',
  'has_interimstatements',
  'has_detailedaccounts',
];
const BANK = [
  'id',
  'name',
  'logo',
  'logo_base_url',
  'order',
  'is_offline',
  ...BANK_FLAGS,
  'country_code',
  'search_str',
];
const BANK_MODULE = [
  'id',
  'name',
  'country_code',
  'module',
  'cache_seed',
  'is_offline',
  'totals',
  'completeds',
  'dieds',
  'faileds',
  ...BANK_FLAGS,
  'failed_warn_threshold',
  'died_warn_threshold',
  'died_offline_threshold',
  'back_onlined_timestamp',
  'died_timestamp',
  'died_warning_timestamp',
  'failed_warning_timestamp',
];

interface App extends Row {
  id: number;
  profiles: (Row & { crawler: Row | null })[];
}

describe('demo api: the specification shapes only', () => {
  it('answers applications without status, bank names or counts the spec does not list', async () => {
    await signIn('vendor');
    const page = await get<Page<App>>('applications/', { page_size: 20 });
    for (const app of page.results) {
      expect(keys(app)).toEqual(sorted(APPLICATION));
      expect(keys(app.vendor)).toEqual(['country_code', 'name']);
      for (const profile of app.profiles) {
        expect(keys(profile)).toEqual(sorted(PROFILE));
        if (profile.crawler) expect(keys(profile.crawler)).toEqual(['status', 'uuid']);
      }
    }
    expect(keys(await get<App>(`applications/${page.results[0].id}/`))).toEqual(sorted(APPLICATION));
    const lookup = await get<Page<App>>('applications/lookup/', { application_id: page.results[0].id });
    expect(keys(lookup.results[0])).toEqual(sorted(APPLICATION));
  });

  it('answers crawlers, analyses, statistics and dieds in their entity shapes', async () => {
    await signIn('staff');
    const crawlers = await get<Page>('crawlers/', { page_size: 20 });
    crawlers.results.forEach(row => expect(keys(row)).toEqual(sorted(CRAWLER)));
    const analyses = await get<Page>('analyses/', { page_size: 20 });
    analyses.results.forEach(row => expect(keys(row)).toEqual(sorted(ANALYSIS)));
    const statistics = await get<Page>('analyses/statistics/');
    statistics.results.forEach(row => expect(keys(row)).toEqual(sorted(STATISTICS)));
    const dieds = await get<Page>('vendor/1/dieds');
    expect(dieds.count).toBeGreaterThan(0);
    dieds.results.forEach(row => expect(keys(row)).toEqual(sorted(DIED)));
    const log = await get<Page>(`crawlers/crawler_output/${String(crawlers.results[0].uuid)}/`);
    log.results.forEach(row => expect(keys(row)).toEqual(sorted(LOG_ENTRY)));
  });

  it('answers banks, bank modules and transaction-type rules in their entity shapes', async () => {
    await signIn('staff');
    (await get<Page>('banks')).results.forEach(row => expect(keys(row)).toEqual(sorted(BANK)));
    (await get<Page>('bank/')).results.forEach(row => expect(keys(row)).toEqual(sorted(BANK_MODULE)));
    (await get<Page>('transtyperegex/')).results.forEach(row =>
      expect(keys(row)).toEqual(['bank', 'id', 'regex', 'trans_type']),
    );
  });

  it('answers category rules, their lists and the preview samples in their shapes', async () => {
    await signIn('staff');
    const rules = await get<Page>('categoryregex/');
    rules.results.forEach(row =>
      expect(keys(row)).toEqual([
        'category',
        'filterwords',
        'group',
        'id',
        'is_broad',
        'keywords',
        'regex',
        'thirdparty',
      ]),
    );
    expect(keys(rules.results[0].category as Row)).toEqual(['category_type', 'country_code', 'id', 'name']);
    for (const path of ['transtype/', 'thirdparty/', 'categoryregexgroup/']) {
      (await get<Page>(path)).results.forEach(row => expect(keys(row)).toEqual(['id', 'name']));
    }
    // A path we chose (docs/screens/regex.md): recent transaction descriptions, newest first.
    const samples = await get<Page>('transactions/descriptions/', { page_size: 500 });
    expect(samples.results).toHaveLength(500);
    samples.results.forEach(row => expect(keys(row)).toEqual(['description', 'id']));
  });

  it("answers the user's vendor, the vendors list and the settings in their shapes", async () => {
    await signIn('vendor');
    const me = await get<{ vendor: Row }>('users/me/detailed');
    expect(keys(me.vendor)).toEqual(['country_code', 'id', 'label', 'labelId']);
    expect(keys(await get('users/me/vendor/settings'))).toEqual(['application', 'cluster', 'vendor']);
    await signIn('staff');
    const vendors = await get<Page>('users/vendors');
    expect(vendors.count).toBe(3);
    vendors.results.forEach(row => expect(keys(row)).toEqual(['country_code', 'id', 'label', 'labelId']));
  });

  it('answers the settings as three tabs of text values, and metrics, statuses and custom metrics in their shapes', async () => {
    await signIn('staff');
    const settings = await get<Record<string, Record<string, unknown>>>('users/me/vendor/settings');
    for (const tab of ['vendor', 'application', 'cluster'])
      Object.values(settings[tab]).forEach(value => expect(typeof value).toBe('string'));
    (await get<Page>('metrics/')).results.forEach(row =>
      expect(keys(row)).toEqual(sorted(['id', 'code', 'name', 'default_name', 'description', 'visible'])),
    );
    (await get<Page>('metrics/statuses/')).results.forEach(row =>
      expect(keys(row)).toEqual(sorted(['id', 'code', 'name', 'enabled'])),
    );
    (await get<Page>('custommetric/')).results.forEach(row =>
      expect(keys(row)).toEqual(sorted(['id', 'module', 'name', 'vendor', 'visible'])),
    );
  });
});

describe('demo api: full_name only for users whose show_pii is true', () => {
  it('leaves full_name out of every application answer for such a user', async () => {
    await signIn('staff');
    const page = await get<Page<App>>('applications/', { page_size: 20 });
    expect(page.results.some(app => 'full_name' in app)).toBe(false);
    const id = page.results[0].id;
    expect(await get<App>(`applications/${id}/`)).not.toHaveProperty('full_name');
    expect((await get<Page<App>>('applications/lookup/', { application_id: id })).results[0]).not.toHaveProperty(
      'full_name',
    );
    const incomplete = await get<Page<App>>('incomplete-bundle-applications/', { page_size: 20 });
    expect(incomplete.results.some(app => 'full_name' in app)).toBe(false);
  });

  it('does not let such a user search by full name', async () => {
    await signIn('admin');
    const named = (await get<Page<App & { full_name: string }>>('applications/', { page_size: 1 })).results[0];
    const term = named.full_name.split(' ')[0];
    const forAdmin = await get<Page>('applications/', { full_name: term, page_size: 1 });
    const all = await get<Page>('applications/', { page_size: 1 });
    expect(forAdmin.count).toBeLessThan(all.count);
    await signIn('staff');
    expect((await get<Page>('applications/', { full_name: term, page_size: 1 })).count).toBe(all.count);
  });

  it('keeps full_name for a user whose show_pii is true', async () => {
    await signIn('vendor');
    const page = await get<Page<App>>('applications/', { page_size: 5 });
    expect(page.results.every(app => typeof app.full_name === 'string')).toBe(true);
  });
});

describe('demo api: the summary answers', () => {
  it('answers vendor stats with the specification fields and charts with periods, vendors and counts only', async () => {
    await signIn('vendor');
    const stats = await get<Page>('dashboard/vendors/stats/', wholeSeedWindow());
    stats.results.forEach(row =>
      expect(keys(row)).toEqual(
        sorted(['id', 'name', 'total', 'finalised', 'completed', 'crawls', 'died', 'failed', 'timedout']),
      ),
    );
    const applications = await get<{ results: Row[] }>('dashboard/vendors/applications/');
    expect(keys(applications)).toEqual(['results']);
    applications.results.forEach(row =>
      expect(keys(row)).toEqual(sorted(['period', 'vendor_id', 'vendor_name', 'total', 'analysed', 'finalised'])),
    );
    const crawlers = await get<{ results: Row[] }>('dashboard/vendors/crawlers/');
    expect(keys(crawlers)).toEqual(['results']);
    crawlers.results.forEach(row =>
      expect(keys(row)).toEqual(
        sorted([
          'period',
          'vendor_id',
          'vendor_name',
          'total',
          'completed',
          'failed',
          'died',
          'timedout',
          'exited',
          'active',
        ]),
      ),
    );
  });
});

describe('demo api: webhooks and shared links (docs/api.md#webhooks, #sharing)', () => {
  const WEBHOOK = ['enabled', 'id', 'name', 'url', 'vendorref'];

  it('answers webhooks in their shape, the secret only in the answer of a create', async () => {
    await signIn('staff');
    const list = await get<Page>('webhooks');
    list.results.forEach(row => expect(keys(row)).toEqual(WEBHOOK));
    expect(keys(await get('webhooks/1'))).toEqual(WEBHOOK);
    const { json } = await call('webhooks', {
      method: 'POST',
      body: { name: 'Shape', url: 'https://shape.example.com/in', vendorref: 1, enabled: true },
    });
    expect(keys(json)).toEqual(sorted([...WEBHOOK, 'secret']));
  });

  it('answers a generated link with its guid and expiry, and a fetched one with its application', async () => {
    await signIn('vendor');
    const app = (await get<Page<App>>('applications/', { page_size: 1 })).results[0];
    const { json } = await call<{ guid: string }>('sharedlink/generate/', {
      method: 'POST',
      body: { application_id: app.id },
    });
    expect(keys(json)).toEqual(['application_id', 'expires', 'guid']);
    const fetched = await call('sharedlink/fetch/', { method: 'POST', body: { guid: json.guid } });
    expect(fetched.json).toEqual({ application_id: app.id });
  });
});
