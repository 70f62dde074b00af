import { isEmail, parseIntParam, readBody } from '../lib/query';
import { fail, fieldErrors, forbidden, json, notFound } from '../lib/respond';
import { authed, type AuthCtx } from '../route';
import { defaultSettings } from '../seed/accounts';
import type { SettingsTab, VendorSettingsRow } from '../types';

/**
 * Vendor settings, string values in three tabs (docs/api.md#settings).
 * Paths: GET users/me/vendor/settings -> {vendor: {...}, application: {...}, cluster: {...}}; PATCH users/me/vendor/settings with either {tab: {key: value}} or flat
 * {key: value} (a flat key goes to the tab that holds it, new keys to the vendor tab). Staff may
 * add ?vendor_id= to read or change another vendor's. Only staff change the application and
 * cluster tabs. Booleans are stored as "True"/"False", numbers as their text. A changed value a
 * serializer would refuse (a count that is not a whole number of 0 or more, a threshold outside
 * 0.1..2, recipients that are not a list of names and e-mails) answers 400 with its message under
 * its tab and key, and nothing is stored.
 */

const TABS: SettingsTab[] = ['vendor', 'application', 'cluster'];
const STAFF_TABS = new Set<SettingsTab>(['application', 'cluster']);

const asSetting = (value: unknown): string => {
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
};

/** Counts a real serializer takes as whole numbers of 0 or more. */
const WHOLE = new Set([
  'refresh_lookback_num_days',
  'num_estatements_to_get',
  'max_interacting_crawlers',
  'days_to_retrieve',
  'days_to_display',
  'max_concurrent_analyses_avg',
]);

/** What a real serializer says of a value it refuses (DRF's wording where DRF has one), or null. */
const refusal = (key: string, value: string): string | null => {
  if (WHOLE.has(key)) {
    if (!/^-?\d+$/.test(value.trim())) return 'A valid integer is required.';
    return Number(value) < 0 ? 'Ensure this value is greater than or equal to 0.' : null;
  }
  if (key.endsWith('_threshold')) {
    const number = Number(value);
    return value.trim() === '' || !Number.isFinite(number) || number < 0.1 || number > 2
      ? 'Ensure this value is between 0.1 and 2.'
      : null;
  }
  if (key === 'allowed_document_recipients') {
    let rows: unknown;
    try {
      rows = JSON.parse(value);
    } catch {
      rows = null;
    }
    const valid =
      Array.isArray(rows) &&
      rows.every(row => {
        const { name, email } = (row ?? {}) as { name?: unknown; email?: unknown };
        return typeof name === 'string' && name.trim() !== '' && isEmail(email);
      });
    return valid ? null : 'Enter a list of recipients, each with a name and an email address.';
  }
  return null;
};

const settingsOf = (ctx: AuthCtx): VendorSettingsRow => {
  const asked = parseIntParam(ctx.url.searchParams.get('vendor_id'));
  const vendorId = ctx.isStaff && asked !== undefined ? asked : ctx.user.vendor_id;
  const vendor = ctx.store.vendors.get(vendorId);
  if (!vendor) return fail(ctx.isStaff ? notFound() : forbidden());
  return ctx.store.settings.get(vendor.id) ?? ctx.store.settings.insert(defaultSettings(vendor));
};

const wire = (row: VendorSettingsRow) => ({ vendor: row.vendor, application: row.application, cluster: row.cluster });

export const settingsHandlers = [
  authed('get', 'users/me/vendor/settings', ctx => json(wire(settingsOf(ctx)))),

  authed('patch', 'users/me/vendor/settings', async ctx => {
    const row = settingsOf(ctx);
    const body = await readBody(ctx.request);
    const next: Record<SettingsTab, Record<string, string>> = {
      vendor: { ...row.vendor },
      application: { ...row.application },
      cluster: { ...row.cluster },
    };
    const touched = new Set<SettingsTab>();
    for (const [key, value] of Object.entries(body)) {
      if (key === 'vendor_id') continue;
      if ((TABS as string[]).includes(key) && value && typeof value === 'object' && !Array.isArray(value)) {
        const tab = key as SettingsTab;
        for (const [name, setting] of Object.entries(value as Record<string, unknown>))
          next[tab][name] = asSetting(setting);
        touched.add(tab);
        continue;
      }
      const tab = TABS.find(name => key in row[name]) ?? 'vendor';
      next[tab][key] = asSetting(value);
      touched.add(tab);
    }
    if (!touched.size) return fieldErrors({ non_field_errors: ['No settings were given.'] });
    if (!ctx.isStaff && [...touched].some(tab => STAFF_TABS.has(tab))) return forbidden();
    const refused: Partial<Record<SettingsTab, Record<string, string[]>>> = {};
    for (const tab of touched) {
      for (const [key, value] of Object.entries(next[tab])) {
        const message = value !== row[tab][key] ? refusal(key, value) : null;
        if (message) refused[tab] = { ...refused[tab], [key]: [message] };
      }
    }
    if (Object.keys(refused).length) return json(refused, 400);
    const patch: Partial<VendorSettingsRow> = {};
    for (const tab of touched) patch[tab] = next[tab];
    return json(wire(ctx.store.settings.update(row.vendor_id, patch)!));
  }),
];
