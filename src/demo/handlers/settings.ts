import { parseIntParam, readBody } from '../lib/query';
import { fail, fieldErrors, forbidden, json, notFound } from '../lib/respond';
import { authed, type AuthCtx } from '../lib/route';
import { defaultSettings } from '../seed/accounts';
import type { SettingsTab, VendorSettingsRow } from '../types';

/**
 * Vendor settings, string values in three tabs (docs/api.md#settings).
 * Paths: GET users/me/vendor/settings -> {vendor: {...}, application: {...}, cluster: {...}}; PATCH users/me/vendor/settings with either {tab: {key: value}} or flat
 * {key: value} (a flat key goes to the tab that holds it, new keys to the vendor tab). Staff may
 * add ?vendor_id= to read or change another vendor's. Only staff change the application and
 * cluster tabs. Booleans are stored as "True"/"False", numbers as their text.
 */

const TABS: SettingsTab[] = ['vendor', 'application', 'cluster'];
const STAFF_TABS = new Set<SettingsTab>(['application', 'cluster']);

const asSetting = (value: unknown): string => {
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
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
        for (const [name, setting] of Object.entries(value as Record<string, unknown>)) next[tab][name] = asSetting(setting);
        touched.add(tab);
        continue;
      }
      const tab = TABS.find(name => key in row[name]) ?? 'vendor';
      next[tab][key] = asSetting(value);
      touched.add(tab);
    }
    if (!touched.size) return fieldErrors({ non_field_errors: ['No settings were given.'] });
    if (!ctx.isStaff && [...touched].some(tab => STAFF_TABS.has(tab))) return forbidden();
    const patch: Partial<VendorSettingsRow> = {};
    for (const tab of touched) patch[tab] = next[tab];
    return json(wire(ctx.store.settings.update(row.vendor_id, patch)!));
  }),
];
