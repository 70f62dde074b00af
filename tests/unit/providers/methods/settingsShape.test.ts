import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../../../src/providers/dataProvider';
import type { HttpOptions } from '../../../../src/providers/http';
import { settingsTabsOf } from '../../../../src/providers/methods/settings';
import { KNOWN_SETTINGS } from '../../../../src/lib/settings';

/** A fake http client answering `answers` in turn, keeping what was asked. */
const fakeHttp = (...answers: unknown[]) =>
  vi.fn(async (_path: string, _options?: HttpOptions) => ({
    status: 200,
    headers: new Headers(),
    json: answers.shift() as never,
  }));

const RECIPIENTS = '[{"name":"Ann","email":"ann@acme.test"}]';
/** GET users/me/vendor/settings as a backend with one flat {key: value} object answers it. */
const FLAT = {
  lookup_type: 'account_id',
  allowed_document_recipients: RECIPIENTS,
  days_to_retrieve: '30',
  cm_engine: 'cluster-b',
  died_warn_threshold: '0.4',
  custom_key: 'x',
};

describe('GET users/me/vendor/settings reads one object per tab or one flat object (docs/api.md#settings)', () => {
  it('reads one object per tab, as the demo answers', () => {
    expect(
      settingsTabsOf({ vendor: { lookup_type: 'account_id' }, application: { days_to_retrieve: 30 }, cluster: {} }),
    ).toEqual({
      shape: 'tabs',
      vendor: { lookup_type: 'account_id' },
      application: { days_to_retrieve: '30' },
      cluster: {},
    });
  });

  it('reads a flat object, each key on the tab the Settings screen knows it on; others on vendor, thresholds on cluster', () => {
    expect(settingsTabsOf(FLAT)).toEqual({
      shape: 'flat',
      vendor: { lookup_type: 'account_id', allowed_document_recipients: RECIPIENTS, custom_key: 'x' },
      application: { days_to_retrieve: '30' },
      cluster: { cm_engine: 'cluster-b', died_warn_threshold: '0.4' },
    });
  });

  it('places every key the Settings screen knows on the same tab as the screen', () => {
    const flat = Object.fromEntries(Object.keys(KNOWN_SETTINGS).map(key => [key, 'v']));
    const tabs = settingsTabsOf(flat);
    for (const [key, { tab }] of Object.entries(KNOWN_SETTINGS)) expect(tabs[tab][key], key).toBe('v');
  });

  it('writes back nested under the tabs after a tabs answer', async () => {
    const http = fakeHttp(
      { vendor: { post_url: 'a' }, application: {}, cluster: {} },
      { vendor: { post_url: 'b' }, application: {}, cluster: {} },
    );
    const provider = createDataProvider({}, http);
    const read = await provider.vendorSettingsTabs();
    await expect(provider.updateVendorSettings({ vendor: { post_url: 'b' } }, read.shape)).resolves.toMatchObject({
      vendor: { post_url: 'b' },
    });
    expect(http.mock.calls[1]).toEqual([
      'users/me/vendor/settings',
      { method: 'PATCH', body: { vendor: { post_url: 'b' } } },
    ]);
  });

  it('writes back only the changed keys flat after a flat answer', async () => {
    const http = fakeHttp(FLAT, { ...FLAT, post_url: 'b', days_to_retrieve: '60' });
    const provider = createDataProvider({}, http);
    const read = await provider.vendorSettingsTabs();
    expect(read.shape).toBe('flat');
    const saved = await provider.updateVendorSettings(
      { vendor: { post_url: 'b' }, application: { days_to_retrieve: '60' } },
      read.shape,
    );
    expect(http.mock.calls[1]).toEqual([
      'users/me/vendor/settings',
      { method: 'PATCH', body: { post_url: 'b', days_to_retrieve: '60' } },
    ]);
    expect(saved).toMatchObject({ shape: 'flat', vendor: { post_url: 'b' }, application: { days_to_retrieve: '60' } });
  });

  it("reads Lookup's default type and Share's recipients from either shape", async () => {
    const provider = createDataProvider(
      {},
      fakeHttp({ vendor: { lookup_type: 'account_id', allowed_document_recipients: RECIPIENTS } }, FLAT, FLAT),
    );
    await expect(provider.vendorSettings()).resolves.toMatchObject({ vendor: { lookup_type: 'account_id' } });
    await expect(provider.vendorSettings()).resolves.toMatchObject({
      vendor: { lookup_type: 'account_id', allowed_document_recipients: RECIPIENTS },
    });
    await expect(provider.documentRecipients()).resolves.toEqual([{ name: 'Ann', email: 'ann@acme.test' }]);
  });
});
