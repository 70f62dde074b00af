import type { Rng } from '../lib/rng';
import { uuid } from '../lib/rng';
import { DAY } from '../lib/time';
import type { TokenRow, UserRow, VendorRow, VendorSettingsRow, WebhookRow } from '../types';

/** Vendors, the demo accounts (docs/product.md, decision 10), tokens, webhooks, settings. */

export const DEMO_PASSWORD = 'demo1234';
export const ACME_ID = 1;

export const seedVendors = (): VendorRow[] => [
  {
    id: 1,
    name: 'Acme Lending',
    country_code: 'AU',
    contact_name: 'Victoria Reid',
    contact_email: 'vendor@demo.test',
    contact_phone: '0298765432',
    abn: '51824753556',
  },
  {
    id: 2,
    name: 'Kiwi Finance Co',
    country_code: 'NZ',
    contact_name: 'Tama Ngata',
    contact_email: 'ops@kiwifinance.example',
    contact_phone: '0211234567',
    abn: '',
  },
  {
    id: 3,
    name: 'Harbour Brokers',
    country_code: 'AU',
    contact_name: 'Grace Lee',
    contact_email: 'admin@harbourbrokers.example',
    contact_phone: '0387654321',
    abn: '33102417032',
  },
];

export const seedUsers = (now: number): UserRow[] => {
  const user = (
    id: number,
    name: string,
    first_name: string,
    last_name: string,
    flags: Pick<UserRow, 'is_staff' | 'is_superuser' | 'show_pii' | 'vendor_id'>,
    joinedDaysAgo: number,
  ): UserRow => ({
    id,
    email: `${name}@demo.test`,
    username: name,
    password: DEMO_PASSWORD,
    first_name,
    last_name,
    date_joined: now - joinedDaysAgo * DAY,
    last_login: now - (id + 1) * DAY,
    is_active: true,
    ...flags,
  });
  return [
    user(1, 'admin', 'Alex', 'Morgan', { is_staff: true, is_superuser: true, show_pii: true, vendor_id: ACME_ID }, 720),
    user(
      2,
      'staff',
      'Sam',
      'Taylor',
      { is_staff: true, is_superuser: false, show_pii: false, vendor_id: ACME_ID },
      400,
    ),
    user(
      3,
      'vendor',
      'Victoria',
      'Reid',
      { is_staff: false, is_superuser: false, show_pii: true, vendor_id: ACME_ID },
      300,
    ),
    user(4, 'nobody', 'Noel', 'Body', { is_staff: false, is_superuser: false, show_pii: false, vendor_id: null }, 2),
  ];
};

export const seedTokens = (rng: Rng): TokenRow[] => {
  const names = ['Production server', 'CI pipeline'];
  return [1, 2, 3, 4].flatMap((userId, u) =>
    names.map((name, n) => ({ id: u * 2 + n + 1, user_id: userId, name, identifier: uuid(rng).replace(/-/g, '') })),
  );
};

export const seedWebhooks = (): WebhookRow[] => [
  {
    id: 1,
    vendor_id: 1,
    name: 'Loan origination system',
    url: 'https://hooks.acme-lending.example/bankdata',
    vendorref: 1,
    enabled: true,
  },
  {
    id: 2,
    vendor_id: 1,
    name: 'Broker CRM',
    url: 'https://crm.acme-lending.example/webhooks/bank',
    vendorref: 2,
    enabled: true,
  },
  {
    id: 3,
    vendor_id: 1,
    name: 'Staging copy',
    url: 'https://staging.acme-lending.example/bankdata',
    vendorref: 3,
    enabled: false,
  },
  {
    id: 4,
    vendor_id: 2,
    name: 'Kiwi core',
    url: 'https://api.kiwifinance.example/hooks/bankdata',
    vendorref: 4,
    enabled: true,
  },
  {
    id: 5,
    vendor_id: 3,
    name: 'Harbour intake',
    url: 'https://crm.harbourbrokers.example/intake',
    vendorref: 6,
    enabled: true,
  },
];

/** docs/product.md#settings: the keys of each settings tab, with the defaults the spec gives. */
export const defaultSettings = (vendor: VendorRow): VendorSettingsRow => ({
  vendor_id: vendor.id,
  vendor: {
    post_url: '',
    aws_key: '',
    aws_secret: '',
    aws_region: 'ap-southeast-2',
    aws_bucket_name: '',
    json_pdfinline: 'False',
    json_includestatement: 'False',
    post_alert_only: 'False',
    json_email: vendor.contact_email,
    refresh_lookback_num_days: '30',
    metric_is_thirdparty_present_list: '[]',
    add_vdg_qrcode: 'False',
    analysis_email: vendor.contact_email,
    accordian_display: 'True',
    'summary-template': 'summary-pdf_v2',
    'analysis-template': 'analysis-pdf_v2',
    num_estatements_to_get: '1',
    lookup_type: 'vendor_specific_id',
    allowed_document_recipients: JSON.stringify([
      { name: vendor.contact_name, email: vendor.contact_email },
      { name: 'Credit team', email: `credit@${vendor.name.toLowerCase().replace(/[^a-z]+/g, '')}.example` },
    ]),
  },
  application: {
    days_to_retrieve: '90',
    days_to_display: '90',
    am_engine: 'application',
    max_interacting_crawlers: '10',
  },
  cluster: {
    cm_engine: 'cluster',
    max_concurrent_analyses_avg: '10',
    failed_warn_threshold: '0.25',
    died_warn_threshold: '0.2',
    died_offline_threshold: '0.5',
  },
});
