import { randomSecret } from '../lib/rng';
import { paginate } from '../lib/paging';
import { isEmail, readBody } from '../lib/query';
import { fieldErrors, json } from '../lib/respond';
import { authed, open } from '../route';
import { serializeUser, serializeUserDetailed, serializeVendor } from '../serialize/rows';

/**
 * Sign-in, sign-out, password reset and the current user (docs/api.md#session).
 * Paths: POST rest-auth/login/, POST rest-auth/logout/, POST rest-auth/password/reset/,
 * GET users/me, GET users/me/detailed, GET users/vendors.
 */

const BAD_LOGIN = { non_field_errors: ['Unable to log in with provided credentials.'] };

export const authHandlers = [
  open('post', 'rest-auth/login', async ({ request, store }) => {
    const body = await readBody(request);
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const user = store.users.all().find(row => row.email.toLowerCase() === email);
    if (!email || !password || !user || user.password !== password || !user.is_active) return json(BAD_LOGIN, 400);
    const key = randomSecret(40);
    const now = Date.now();
    store.sessions.insert({ key, user_id: user.id, created: now });
    store.users.update(user.id, { last_login: now });
    return json({ key });
  }),

  open('post', 'rest-auth/logout', ({ request, store }) => {
    const match = /^Token\s+(\S+)$/i.exec(request.headers.get('Authorization')?.trim() ?? '');
    if (match) store.sessions.remove(match[1]);
    return json({ detail: 'Successfully logged out.' });
  }),

  open('post', 'rest-auth/password/reset', async ({ request }) => {
    const body = await readBody(request);
    if (!isEmail(body.email)) return fieldErrors({ email: ['Enter a valid email address.'] });
    return json({ detail: 'Password reset e-mail has been sent.' });
  }),

  authed('get', 'users/me/detailed', ({ store, user }) => json(serializeUserDetailed(store, user)), 'user'),

  authed('get', 'users/me', ({ user }) => json(serializeUser(user)), 'user'),

  authed(
    'get',
    'users/vendors',
    ({ store, url, scope, isStaff, user }) => {
      const vendors = store.vendors.all().filter(vendor => (isStaff ? true : vendor.id === (scope ?? user.vendor_id)));
      return paginate(url, vendors, { defaultOrdering: 'id' }, vendor => serializeVendor(store, vendor.id));
    },
    'user',
  ),
];
