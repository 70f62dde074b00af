import { describe, expect, it } from 'vitest';
import {
  changedSettings,
  fromFormValue,
  initialFormValues,
  settingKind,
  settingRows,
  settingsErrors,
  settingsPatch,
  toFormValue,
  type SettingsValues,
} from '../../../src/lib/settings';

const values = (overrides: Partial<SettingsValues> = {}): SettingsValues => ({
  vendor: {
    json_pdfinline: 'False',
    refresh_lookback_num_days: '30',
    custom_flag: 'true',
    note: 'hello',
    lookup_type: 'crawler_uuid',
  },
  application: { days_to_retrieve: '90' },
  cluster: { died_warn_threshold: '0.20', cm_engine: 'cluster' },
  ...overrides,
});

describe('settings value typing', () => {
  it('types the specification keys by meaning and other keys by their text', () => {
    expect(settingKind('json_pdfinline', 'False')).toBe('boolean');
    expect(settingKind('json_pdfinline', undefined)).toBe('boolean');
    expect(settingKind('days_to_retrieve', '90')).toBe('number');
    expect(settingKind('summary-template', '12')).toBe('text');
    expect(settingKind('allowed_document_recipients', '[]')).toBe('recipients');
    expect(settingKind('lookup_type', 'profile_id')).toBe('lookupType');
    expect(settingKind('died_warn_threshold', '0.2')).toBe('threshold');
    expect(settingKind('something_threshold', 'high')).toBe('text');
    expect(settingKind('custom_flag', 'TRUE')).toBe('boolean');
    expect(settingKind('custom_count', '-2.5')).toBe('number');
    expect(settingKind('custom_text', '12 days')).toBe('text');
  });

  it('turns stored text into the input value and back', () => {
    expect(toFormValue('boolean', 'True')).toBe(true);
    expect(toFormValue('boolean', 'false')).toBe(false);
    expect(fromFormValue('boolean', true)).toBe('True');
    expect(fromFormValue('boolean', false)).toBe('False');
    expect(toFormValue('number', '30')).toBe(30);
    expect(toFormValue('number', '')).toBeNull();
    expect(fromFormValue('number', 45)).toBe('45');
    expect(fromFormValue('number', null)).toBe('');
    expect(toFormValue('threshold', '0.25')).toBe(0.25);
    expect(fromFormValue('threshold', 0.57)).toBe('0.57');
    expect(fromFormValue('threshold', 0.1 + 0.2)).toBe('0.3');
    expect(toFormValue('lookupType', 'profile_id')).toBe('profile_id');
    expect(toFormValue('lookupType', '')).toBe('vendor_specific_id');
    expect(toFormValue('lookupType', undefined)).toBe('vendor_specific_id');
    expect(toFormValue('recipients', '[{"name":"A","email":"a@x.test"}]')).toEqual([{ name: 'A', email: 'a@x.test' }]);
    expect(fromFormValue('recipients', [{ name: 'A', email: 'a@x.test' }])).toBe('[{"name":"A","email":"a@x.test"}]');
    expect(toFormValue('text', 'hello')).toBe('hello');
    expect(fromFormValue('text', null)).toBe('');
  });
});

describe('settings rows', () => {
  it('lists the answered keys and the specification keys left unset, with their defaults, in their tabs', () => {
    const rows = settingRows(values());
    const vendor = rows.vendor.map(row => row.key);
    expect(vendor.slice(0, 2)).toEqual(['post_url', 'aws_key']);
    expect(vendor).toContain('custom_flag');
    expect(vendor.indexOf('custom_flag')).toBeGreaterThan(vendor.indexOf('allowed_document_recipients'));
    expect(rows.application.find(row => row.key === 'max_interacting_crawlers')).toMatchObject({
      stored: undefined,
      default: '10',
      kind: 'number',
    });
    expect(rows.application.find(row => row.key === 'days_to_retrieve')).toMatchObject({ stored: '90', default: '90' });
    expect(rows.cluster.find(row => row.key === 'max_concurrent_analyses_avg')).toMatchObject({
      stored: undefined,
      default: '10',
    });
    expect(rows.cluster.find(row => row.key === 'died_warn_threshold')).toMatchObject({
      kind: 'threshold',
      stored: '0.20',
    });
    // A specification key answered under another tab stays where the API put it.
    const moved = settingRows(values({ cluster: { days_to_display: '60' } }));
    expect(moved.application.map(row => row.key)).not.toContain('days_to_display');
    expect(moved.cluster.find(row => row.key === 'days_to_display')).toMatchObject({ stored: '60' });
  });

  it('starts unset keys at their default', () => {
    const initial = initialFormValues(settingRows(values()));
    expect(initial.application.max_interacting_crawlers).toBe(10);
    expect(initial.vendor['summary-template']).toBe('summary-pdf_v2');
    expect(initial.vendor.allowed_document_recipients).toEqual([]);
    expect(initial.vendor.post_url).toBe('');
    expect(initial.vendor.lookup_type).toBe('crawler_uuid');
  });
});

describe('changed keys', () => {
  const rows = settingRows(values());
  const initial = initialFormValues(rows);

  it('finds nothing when nothing changed, even where the stored spelling differs from ours', () => {
    // "true" is stored; the switch writes "True", and "0.20" becomes 0.2: neither is a change.
    expect(changedSettings(rows, initial, structuredClone(initial))).toEqual([]);
  });

  it('lists only the keys whose value changed, with what was stored and what is sent', () => {
    const current = structuredClone(initial);
    current.vendor.json_pdfinline = true;
    current.application.max_interacting_crawlers = 12;
    current.cluster.died_warn_threshold = 0.35;
    const changes = changedSettings(rows, initial, current);
    expect(changes).toEqual([
      { tab: 'vendor', key: 'json_pdfinline', kind: 'boolean', from: 'False', default: undefined, to: 'True' },
      { tab: 'application', key: 'max_interacting_crawlers', kind: 'number', from: undefined, default: '10', to: '12' },
      { tab: 'cluster', key: 'died_warn_threshold', kind: 'threshold', from: '0.20', default: undefined, to: '0.35' },
    ]);
    expect(settingsPatch(changes)).toEqual({
      vendor: { json_pdfinline: 'True' },
      application: { max_interacting_crawlers: '12' },
      cluster: { died_warn_threshold: '0.35' },
    });
  });

  it('does not list a value changed and changed back', () => {
    const current = structuredClone(initial);
    current.vendor.note = 'hello!';
    current.vendor.note = 'hello';
    expect(changedSettings(rows, initial, current)).toEqual([]);
  });

  it('writes recipient rows as the JSON text', () => {
    const current = structuredClone(initial);
    current.vendor.allowed_document_recipients = [{ name: 'Ann', email: 'ann@x.test' }];
    expect(settingsPatch(changedSettings(rows, initial, current))).toEqual({
      vendor: { allowed_document_recipients: '[{"name":"Ann","email":"ann@x.test"}]' },
    });
  });
});

describe('server errors of a save', () => {
  const patch = { application: { days_to_retrieve: 'x' }, vendor: { note: 'y' } };

  it('puts nested and flat field errors on the key under its tab', () => {
    expect(settingsErrors({ application: { days_to_retrieve: ['A valid integer is required.'] } }, patch)).toEqual({
      application: { days_to_retrieve: 'A valid integer is required.' },
    });
    expect(settingsErrors({ note: ['Too long.'] }, patch)).toEqual({ vendor: { note: 'Too long.' } });
  });

  it('puts non_field_errors, detail and unknown keys above the form', () => {
    expect(settingsErrors({ non_field_errors: ['No settings were given.'], other: ['Bad.'] }, patch)).toEqual({
      root: { serverError: 'No settings were given.\nother: Bad.' },
    });
    expect(settingsErrors({ detail: 'Nope' }, patch)).toEqual({ root: { serverError: 'Nope' } });
  });
});
