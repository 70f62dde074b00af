import { FIRST_ASKS } from '../firstAsks';
import type { Http } from './pages';

/**
 * The Settings screen's calls (docs/api.md#settings): the vendor settings as three tabs of text
 * values, and a PATCH of only the changed keys.
 *
 * The specification leaves the answer's shape open: one object per tab
 * (`{"vendor": {...}, "application": {...}, "cluster": {...}}`) or one flat `{key: value}` object.
 * Both are read; a flat answer's keys are put on the tab the Settings screen shows them on, and a
 * save writes in the shape that was read (nested under the tabs, or flat).
 */
export type SettingsTabName = 'vendor' | 'application' | 'cluster';
/** How the server answered: one object per tab, or one flat object. */
export type SettingsShape = 'tabs' | 'flat';
export type VendorSettingsTabs = Record<SettingsTabName, Record<string, string>> & { shape: SettingsShape };
export type VendorSettingsPatch = Partial<Record<SettingsTabName, Record<string, string>>>;

const TAB_NAMES: SettingsTabName[] = ['vendor', 'application', 'cluster'];

/**
 * The tab of each key the specification puts outside the vendor tab (src/lib/settings.ts's
 * KNOWN_SETTINGS; a test keeps the two in step). Any other key of a flat answer is the vendor's,
 * but bank-module thresholds (`*_threshold`), which the cluster tab holds.
 */
const NON_VENDOR_KEYS: Partial<Record<string, SettingsTabName>> = {
  max_interacting_crawlers: 'application',
  days_to_retrieve: 'application',
  days_to_display: 'application',
  am_engine: 'application',
  cm_engine: 'cluster',
  max_concurrent_analyses_avg: 'cluster',
};

export const settingTabOf = (key: string): SettingsTabName =>
  NON_VENDOR_KEYS[key] ?? (/_threshold$/.test(key) ? 'cluster' : 'vendor');

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** One object per tab when any tab name holds an object; otherwise one flat object. */
export const settingsShapeOf = (body: unknown): SettingsShape =>
  isObject(body) && Object.keys(body).length && !TAB_NAMES.some(tab => isObject(body[tab])) ? 'flat' : 'tabs';

/** A value as text (a number or boolean from a looser backend is written as the API stores it). */
const asText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'boolean'
      ? value
        ? 'True'
        : 'False'
      : typeof value === 'number'
        ? String(value)
        : JSON.stringify(value);

/** Each tab's values as text, and the shape they were read in. */
export const settingsTabsOf = (body: unknown): VendorSettingsTabs => {
  const record = isObject(body) ? body : {};
  const shape = settingsShapeOf(body);
  const tabs: VendorSettingsTabs = { shape, vendor: {}, application: {}, cluster: {} };
  const entries: [SettingsTabName, string, unknown][] =
    shape === 'flat'
      ? Object.entries(record).map(([key, value]) => [settingTabOf(key), key, value])
      : TAB_NAMES.flatMap(tab =>
          Object.entries(isObject(record[tab]) ? record[tab] : {}).map(
            ([key, value]): [SettingsTabName, string, unknown] => [tab, key, value],
          ),
        );
  for (const [tab, key, value] of entries) if (value !== null && value !== undefined) tabs[tab][key] = asText(value);
  return tabs;
};

/** The PATCH body in the shape the settings were read in: nested under the tabs, or flat. */
export const settingsPatchBody = (patch: VendorSettingsPatch, shape: SettingsShape): Record<string, unknown> =>
  shape === 'flat' ? Object.assign({}, ...TAB_NAMES.map(tab => patch[tab] ?? {})) : patch;

export interface SettingsMethods {
  /** GET users/me/vendor/settings, every tab. */
  vendorSettingsTabs: (options?: { signal?: AbortSignal }) => Promise<VendorSettingsTabs>;
  /**
   * PATCH users/me/vendor/settings with only the changed keys, written in `shape` (the one the
   * settings were read in; nested under the tabs when not given); answers the saved values.
   */
  updateVendorSettings: (patch: VendorSettingsPatch, shape?: SettingsShape) => Promise<VendorSettingsTabs>;
}

export const settingsMethods = (http: Http): SettingsMethods => ({
  vendorSettingsTabs: async ({ signal } = {}) =>
    settingsTabsOf((await http(FIRST_ASKS.vendorSettings.path, { signal })).json),
  updateVendorSettings: async (patch, shape = 'tabs') => {
    const { json } = await http('users/me/vendor/settings', { method: 'PATCH', body: settingsPatchBody(patch, shape) });
    const answer = settingsTabsOf(json);
    // An answer with no values (a 204) keeps the shape the settings were written in.
    return isObject(json) && Object.keys(json).length ? answer : { ...answer, shape };
  },
});
