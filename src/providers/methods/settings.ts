import type { Http } from './pages';

/**
 * The Settings screen's calls (docs/api.md#settings): the vendor settings as three tabs of text
 * values, and a PATCH of only the changed keys, each under its tab.
 */
export type SettingsTabName = 'vendor' | 'application' | 'cluster';
export type VendorSettingsTabs = Record<SettingsTabName, Record<string, string>>;
export type VendorSettingsPatch = Partial<Record<SettingsTabName, Record<string, string>>>;

const TAB_NAMES: SettingsTabName[] = ['vendor', 'application', 'cluster'];

/** Each tab's values as text (a number or boolean from a looser backend is written as the API stores it). */
export const settingsTabsOf = (body: unknown): VendorSettingsTabs => {
  const record = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const tabs = {} as VendorSettingsTabs;
  for (const tab of TAB_NAMES) {
    const values = record[tab];
    tabs[tab] = {};
    if (!values || typeof values !== 'object' || Array.isArray(values)) continue;
    for (const [key, value] of Object.entries(values as Record<string, unknown>)) {
      if (value === null || value === undefined) continue;
      tabs[tab][key] =
        typeof value === 'string' ? value : typeof value === 'boolean' ? (value ? 'True' : 'False') : typeof value === 'number' ? String(value) : JSON.stringify(value);
    }
  }
  return tabs;
};

export interface SettingsMethods {
  /** GET users/me/vendor/settings, every tab. */
  vendorSettingsTabs: (options?: { signal?: AbortSignal }) => Promise<VendorSettingsTabs>;
  /** PATCH users/me/vendor/settings with only the changed keys; answers the saved values. */
  updateVendorSettings: (patch: VendorSettingsPatch) => Promise<VendorSettingsTabs>;
}

export const settingsMethods = (http: Http): SettingsMethods => ({
  vendorSettingsTabs: async ({ signal } = {}) => settingsTabsOf((await http('users/me/vendor/settings', { signal })).json),
  updateVendorSettings: async patch => settingsTabsOf((await http('users/me/vendor/settings', { method: 'PATCH', body: patch })).json),
});
