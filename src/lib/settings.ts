import { parseRecipientList, serialiseRecipients, type RecipientInput, type RecipientRow } from './recipients';

/**
 * Vendor settings (docs/product.md#settings, docs/screens/settings-metrics.md): string values in
 * three tabs, edited as typed inputs. These pure functions decide each value's input, turn the
 * stored text into the input's value and back, and list what a save changes.
 */

export const SETTINGS_TABS = ['vendor', 'application', 'cluster'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];
export const isSettingsTab = (value: unknown): value is SettingsTab =>
  (SETTINGS_TABS as readonly unknown[]).includes(value);

/**
 * The answer of GET users/me/vendor/settings: each tab's key/value pairs, values as text, and the
 * shape the server answered in (one object per tab or one flat object), which a save writes back.
 */
export type SettingsValues = Record<SettingsTab, Record<string, string>> & { shape?: 'tabs' | 'flat' };

export type SettingKind = 'boolean' | 'number' | 'threshold' | 'recipients' | 'lookupType' | 'text';

export interface KnownSetting {
  tab: SettingsTab;
  kind: SettingKind;
  /** The specification's default, shown while the key is unset. */
  default?: string;
  /** A count of days, crawlers, analyses...: a whole number of 0 or more. */
  whole?: boolean;
}

export const DEFAULT_LOOKUP_TYPE = 'vendor_specific_id';

/** The keys the specification names, their tab (where the API answers them) and defaults. */
export const KNOWN_SETTINGS: Record<string, KnownSetting> = {
  post_url: { tab: 'vendor', kind: 'text' },
  aws_key: { tab: 'vendor', kind: 'text' },
  aws_secret: { tab: 'vendor', kind: 'text' },
  aws_region: { tab: 'vendor', kind: 'text' },
  aws_bucket_name: { tab: 'vendor', kind: 'text' },
  json_pdfinline: { tab: 'vendor', kind: 'boolean' },
  json_includestatement: { tab: 'vendor', kind: 'boolean' },
  post_alert_only: { tab: 'vendor', kind: 'boolean' },
  json_email: { tab: 'vendor', kind: 'text' },
  refresh_lookback_num_days: { tab: 'vendor', kind: 'number', default: '30', whole: true },
  metric_is_thirdparty_present_list: { tab: 'vendor', kind: 'text' },
  add_vdg_qrcode: { tab: 'vendor', kind: 'boolean' },
  analysis_email: { tab: 'vendor', kind: 'text' },
  accordian_display: { tab: 'vendor', kind: 'boolean' },
  'summary-template': { tab: 'vendor', kind: 'text', default: 'summary-pdf_v2' },
  'analysis-template': { tab: 'vendor', kind: 'text', default: 'analysis-pdf_v2' },
  num_estatements_to_get: { tab: 'vendor', kind: 'number', default: '1', whole: true },
  lookup_type: { tab: 'vendor', kind: 'lookupType', default: DEFAULT_LOOKUP_TYPE },
  allowed_document_recipients: { tab: 'vendor', kind: 'recipients' },
  max_interacting_crawlers: { tab: 'application', kind: 'number', default: '10', whole: true },
  days_to_retrieve: { tab: 'application', kind: 'number', default: '90', whole: true },
  days_to_display: { tab: 'application', kind: 'number', default: '90', whole: true },
  am_engine: { tab: 'application', kind: 'text', default: 'application' },
  cm_engine: { tab: 'cluster', kind: 'text', default: 'cluster' },
  max_concurrent_analyses_avg: { tab: 'cluster', kind: 'number', default: '10', whole: true },
};

const BOOLEAN = /^(true|false)$/i;
const NUMBER = /^-?\d+(\.\d+)?$/;
/** The bank-module thresholds (failed_warn_threshold, died_warn_threshold, died_offline_threshold). */
const THRESHOLD_KEY = /_threshold$/;

/**
 * The input of a key: the specification's keys by their meaning; any other key by its stored
 * text ("True"/"False" a switch, a plain number a number input); bank-module thresholds a slider.
 */
export const settingKind = (key: string, value: string | undefined): SettingKind => {
  const known = KNOWN_SETTINGS[key];
  if (known) return known.kind;
  const text = (value ?? '').trim();
  if (THRESHOLD_KEY.test(key) && (text === '' || NUMBER.test(text))) return 'threshold';
  if (BOOLEAN.test(text)) return 'boolean';
  if (NUMBER.test(text)) return 'number';
  return 'text';
};

/** What a typed input holds: a switch's boolean, a number (null when empty), text, or recipient rows. */
export type SettingFormValue = boolean | number | string | null | RecipientInput[];

/** Stored text -> the input's value. */
export const toFormValue = (kind: SettingKind, value: string | undefined): SettingFormValue => {
  const text = (value ?? '').trim();
  switch (kind) {
    case 'boolean':
      return text.toLowerCase() === 'true';
    case 'number':
    case 'threshold': {
      if (text === '') return null;
      const number = Number(text);
      return Number.isFinite(number) ? number : null;
    }
    case 'recipients':
      return parseRecipientList(value).rows;
    case 'lookupType':
      // Which types exist is the Lookup's (providers/methods/lookup); the form checks the value.
      return text || DEFAULT_LOOKUP_TYPE;
    default:
      return value ?? '';
  }
};

/** The threshold sliders' precision: 0.01 (docs/product.md#bank-modules). */
const hundredths = (value: number) => Math.round(value * 100) / 100;

/** The input's value -> the text the API stores ("True"/"False", a number's digits, JSON for recipients). */
export const fromFormValue = (kind: SettingKind, value: SettingFormValue): string => {
  switch (kind) {
    case 'boolean':
      return value === true ? 'True' : 'False';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
        ? String(value)
        : typeof value === 'string'
          ? value.trim()
          : '';
    case 'threshold':
      return typeof value === 'number' && Number.isFinite(value) ? String(hundredths(value)) : '';
    case 'recipients':
      return serialiseRecipients(Array.isArray(value) ? value : []);
    default:
      return typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
  }
};

/** One editable row: a key of a tab, its input, what is stored (undefined when unset) and its default. */
export interface SettingRow {
  tab: SettingsTab;
  key: string;
  kind: SettingKind;
  stored?: string;
  default?: string;
  whole?: boolean;
  /** A recipients value that is not a JSON list: saving replaces it. */
  unreadable?: boolean;
}

/**
 * Every key the API answered, plus the specification's keys it left unset (shown with their
 * default), per tab: the specification's keys first in its order, then the others by name.
 */
export const settingRows = (values: Partial<SettingsValues>): Record<SettingsTab, SettingRow[]> => {
  const known = Object.keys(KNOWN_SETTINGS);
  const order = (key: string) => {
    const index = known.indexOf(key);
    return index < 0 ? known.length : index;
  };
  const rows = {} as Record<SettingsTab, SettingRow[]>;
  for (const tab of SETTINGS_TABS) {
    const answered = values[tab] ?? {};
    const keys = new Set([...Object.keys(answered), ...known.filter(key => KNOWN_SETTINGS[key].tab === tab)]);
    // A known key answered under another tab stays where the API put it.
    for (const other of SETTINGS_TABS)
      if (other !== tab) for (const key of Object.keys(values[other] ?? {})) if (!(key in answered)) keys.delete(key);
    rows[tab] = [...keys]
      .sort((a, b) => order(a) - order(b) || a.localeCompare(b))
      .map(key => {
        const stored = answered[key];
        const kind = settingKind(key, stored);
        const info = KNOWN_SETTINGS[key];
        const row: SettingRow = { tab, key, kind, stored, default: info?.default, whole: info?.whole };
        if (kind === 'recipients' && parseRecipientList(stored).invalid) row.unreadable = true;
        return row;
      });
  }
  return rows;
};

/** The form's values: `{tab: {key: input value}}`; an unset key starts at its default. */
export type SettingsFormValues = Record<SettingsTab, Record<string, SettingFormValue>>;

export const initialFormValues = (rows: Record<SettingsTab, SettingRow[]>): SettingsFormValues => {
  const values = {} as SettingsFormValues;
  for (const tab of SETTINGS_TABS) {
    values[tab] = {};
    for (const row of rows[tab]) values[tab][row.key] = toFormValue(row.kind, row.stored ?? row.default);
  }
  return values;
};

export interface SettingChange {
  tab: SettingsTab;
  key: string;
  kind: SettingKind;
  /** The stored text, undefined when the key was unset. */
  from?: string;
  /** The default the key had while unset. */
  default?: string;
  to: string;
}

/**
 * What a save changes: each key whose input, written as text, differs from what it started as
 * (an untouched value is never sent, even when the API stored it in another spelling).
 */
export const changedSettings = (
  rows: Record<SettingsTab, SettingRow[]>,
  initial: SettingsFormValues,
  current: Partial<Record<SettingsTab, Record<string, SettingFormValue>>>,
): SettingChange[] => {
  const changes: SettingChange[] = [];
  for (const tab of SETTINGS_TABS) {
    for (const row of rows[tab]) {
      const now = current[tab]?.[row.key];
      if (now === undefined) continue;
      const to = fromFormValue(row.kind, now);
      if (to === fromFormValue(row.kind, initial[tab][row.key])) continue;
      changes.push({ tab, key: row.key, kind: row.kind, from: row.stored, default: row.default, to });
    }
  }
  return changes;
};

/** The PATCH body: only the changed keys, each under its tab (the shape GET answers). */
export type SettingsPatch = Partial<Record<SettingsTab, Record<string, string>>>;

export const settingsPatch = (changes: readonly SettingChange[]): SettingsPatch => {
  const patch: SettingsPatch = {};
  for (const { tab, key, to } of changes) patch[tab] = { ...patch[tab], [key]: to };
  return patch;
};

const firstMessage = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(firstMessage).find(Boolean);
  if (value && typeof value === 'object') return Object.values(value).map(firstMessage).find(Boolean);
  return undefined;
};

/** Errors for the form: `{tab: {key: message}}`, and `root.serverError` for the whole save. */
export interface SettingsSubmissionErrors {
  [tab: string]: Record<string, string> | { serverError: string };
}

/**
 * A refused PATCH's DRF body as the form's errors: field errors nested under their tab
 * (`{"application": {"days_to_retrieve": ["..."]}}`) or flat (`{"days_to_retrieve": ["..."]}`,
 * placed on the tab the key was sent under); `non_field_errors`, `detail` and errors for keys
 * not on the page go above the form.
 */
export const settingsErrors = (body: unknown, patch: SettingsPatch): SettingsSubmissionErrors => {
  const errors: SettingsSubmissionErrors = {};
  const rootLines: string[] = [];
  const place = (tab: SettingsTab, key: string, message: string) => {
    const bucket = (errors[tab] ?? {}) as Record<string, string>;
    bucket[key] = message;
    errors[tab] = bucket;
  };
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [field, value] of Object.entries(body as Record<string, unknown>)) {
      if (field === 'errors') continue;
      if (field === 'non_field_errors' || field === 'detail') {
        const lines = (Array.isArray(value) ? value : [value]).filter(
          (line): line is string => typeof line === 'string' && !!line.trim(),
        );
        rootLines.push(...lines);
        continue;
      }
      if (isSettingsTab(field) && value && typeof value === 'object' && !Array.isArray(value)) {
        for (const [key, messages] of Object.entries(value as Record<string, unknown>)) {
          const message = firstMessage(messages);
          if (message) place(field, key, message);
        }
        continue;
      }
      const message = firstMessage(value);
      if (!message) continue;
      const tab = SETTINGS_TABS.find(name => patch[name] && field in patch[name]);
      if (tab) place(tab, field, message);
      else rootLines.push(`${field}: ${message}`);
    }
  }
  if (rootLines.length) errors.root = { serverError: rootLines.join('\n') };
  return errors;
};

export type { RecipientRow };
