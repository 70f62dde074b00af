import { randomSecret } from '../lib/rng';
import { isEmail, readBody, requireFields, type Body } from '../lib/query';
import { detail, fail, fieldErrors, json } from '../lib/respond';
import { authed, open } from '../route';
import { defaultSettings } from '../seed/accounts';

/**
 * Broker signup, the card-payment stubs and the two e-mails (docs/api.md#signup, #emails).
 * Paths: POST dashboard/broker-signup/, POST stripe/setup-payment-intent,
 * POST stripe/setup-subscription, POST stripe/cancel-subscription/{id},
 * POST dashboard/email/signup-confirmation, POST dashboard/email/customer_iframe_link.
 */

const REQUIRED = ['email', 'first_name', 'last_name', 'password', 'business_name', 'contact_name', 'contact_phone'];
/** The form's text fields, under 100 characters (docs/product.md#signup); tokens such as the captcha answer are not. */
const TEXT_FIELDS = [...REQUIRED, 'promo_code', 'aggregator', 'ABN'];

const abnOf = (body: Body) => String(body.ABN ?? body.abn ?? '').trim();

/** Prices before GST by package (AUD); the aggregator package is Platinum less 30%. */
const PRICES: [RegExp, number][] = [
  [/aggregator/i, 279.3],
  [/platinum/i, 399],
  [/premium/i, 199],
  [/essential/i, 99],
];

const validateSignup = (body: Body) => {
  // A signup comes after its payment (docs/screens/signup.md#payment): no payment id, no vendor.
  requireFields(body, [...REQUIRED, 'payment_id']);
  const errors: Record<string, string[]> = {};
  for (const field of TEXT_FIELDS) {
    const value = body[field];
    if (typeof value === 'string' && value.length >= 100)
      errors[field] = ['Ensure this field has no more than 100 characters.'];
  }
  if (!isEmail(body.email)) errors.email = ['Enter a valid email address.'];
  if (String(body.password).length < 6)
    errors.password = ['This password is too short. It must contain at least 6 characters.'];
  if (!/^\d{8,10}$/.test(String(body.contact_phone))) errors.contact_phone = ['Enter a valid phone number.'];
  if (abnOf(body) && !/^\d{11}$/.test(abnOf(body))) errors.ABN = ['ABN must be 11 digits.'];
  if (Object.keys(errors).length) fail(fieldErrors(errors));
};

const money = (value: number) => Math.round(value * 100) / 100;

export const signupHandlers = [
  open('post', 'dashboard/broker-signup', async ({ request, store }) => {
    const body = await readBody(request);
    validateSignup(body);
    const email = String(body.email).trim().toLowerCase();
    const existing = store.users.all().find(user => user.email.toLowerCase() === email);
    if (existing?.vendor_id) return detail(400, 'This user has already been assigned a Vendor.');
    // An existing account joins the new vendor only with its own password: an e-mail address alone
    // must not hand someone else's account (and its sign-in) to whoever signs up with it.
    if (existing && existing.password !== String(body.password)) {
      return fieldErrors({ email: ['A user with this email address already exists.'] });
    }
    const businessName = String(body.business_name).trim();
    const vendors = store.vendors.all();
    if (vendors.some(vendor => vendor.name.toLowerCase() === businessName.toLowerCase()))
      return detail(400, 'Vendor already exists.');
    if (abnOf(body) && vendors.some(vendor => vendor.abn === abnOf(body))) {
      return detail(400, 'A vendor with the same ABN already exists.');
    }
    const vendor = store.vendors.insert({
      id: store.vendors.nextId(),
      name: businessName,
      country_code: 'AU',
      contact_name: String(body.contact_name),
      contact_email: email,
      contact_phone: String(body.contact_phone),
      abn: abnOf(body),
    });
    const slug = businessName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    store.labels.insert({ id: store.labels.nextId(), ref: `${slug}-web`, vendor_id: vendor.id });
    store.settings.insert(defaultSettings(vendor));
    const names = { first_name: String(body.first_name), last_name: String(body.last_name) };
    // An existing account keeps its password (checked above): signup only gives it a vendor.
    const user = existing
      ? store.users.update(existing.id, { ...names, vendor_id: vendor.id })!
      : store.users.insert({
          id: store.users.nextId(),
          email,
          username: email,
          password: String(body.password),
          ...names,
          date_joined: Date.now(),
          last_login: null,
          show_pii: true,
          is_active: true,
          is_staff: false,
          is_superuser: false,
          vendor_id: vendor.id,
        });
    return json({ detail: 'Signed up successfully', user_id: user.id, vendor_id: vendor.id }, 201);
  }),

  open('post', 'stripe/setup-payment-intent', () => {
    const id = `seti_demo_${randomSecret(14)}`;
    return json({ id, clientSecret: `${id}_secret_${randomSecret(24)}` });
  }),

  open('post', 'stripe/setup-subscription', async ({ request }) => {
    const body = await readBody(request);
    requireFields(body, ['email', 'name', 'price_id']);
    if (!isEmail(body.email)) return fieldErrors({ email: ['Enter a valid email address.'] });
    const base = PRICES.find(([pattern]) => pattern.test(String(body.price_id)))?.[1] ?? 149;
    const promo = String(body.promo_code ?? '')
      .trim()
      .toUpperCase();
    if (promo && promo !== 'DEMO10') return detail(400, 'Invalid promo code.');
    const before = money(promo ? base * 0.9 : base);
    const gst = money(before * 0.1);
    return json({
      subscriptionId: `sub_demo_${randomSecret(14)}`,
      clientSecret: `pi_demo_${randomSecret(14)}_secret_${randomSecret(24)}`,
      order_amount_before_gst: before,
      order_gst: gst,
      order_amount: money(before + gst),
    });
  }),

  open('post', 'stripe/cancel-subscription/:id', ({ params }) =>
    json({ detail: 'Subscription cancelled.', id: params.id }),
  ),

  open('post', 'dashboard/email/signup-confirmation', async ({ request }) => {
    const body = await readBody(request);
    requireFields(body, ['vendor_name', 'customer_email', 'customer_name']);
    if (!isEmail(body.customer_email)) return fieldErrors({ customer_email: ['Enter a valid email address.'] });
    return json({ detail: 'Email sent.' });
  }),

  authed('post', 'dashboard/email/customer_iframe_link', async ({ request }) => {
    const body = await readBody(request);
    requireFields(body, ['vendor_name', 'iframe_link', 'customer_email', 'customer_name']);
    if (!isEmail(body.customer_email)) return fieldErrors({ customer_email: ['Enter a valid email address.'] });
    return json({ detail: 'Email sent.' });
  }),
];
