import { describe, expect, it } from 'vitest';
import { httpClient, tokenStorage } from '../../../src/providers/http';
import { call, failure, get, signIn, signOut } from './api';

describe('demo api: sign-in and the current user', () => {
  it('signs in with a demo account and answers a key', async () => {
    const { status, json } = await call<{ key: string }>('rest-auth/login/', {
      method: 'POST',
      body: { email: 'admin@demo.test', password: 'demo1234' },
    });
    expect(status).toBe(200);
    expect(json.key).toMatch(/^[a-z0-9]{40}$/);
  });

  it('refuses a wrong or missing password with non_field_errors', async () => {
    for (const body of [{ email: 'admin@demo.test', password: 'nope' }, { email: 'admin@demo.test' }, {}]) {
      const error = await failure(httpClient('rest-auth/login/', { method: 'POST', body }));
      expect(error.status).toBe(400);
      expect(error.body.non_field_errors).toEqual(['Unable to log in with provided credentials.']);
    }
  });

  it('answers 401 without a token and with an unknown one', async () => {
    expect((await failure(httpClient('users/me'))).body.detail).toBe('Authentication credentials were not provided.');
    tokenStorage.set('not-a-session');
    const error = await failure(httpClient('applications/'));
    expect(error.status).toBe(401);
    expect(error.body.detail).toBe('Invalid token.');
  });

  it('logs out by invalidating the sent token', async () => {
    await signIn('vendor');
    const { json } = await call('rest-auth/logout/', { method: 'POST' });
    expect(json).toEqual({ detail: 'Successfully logged out.' });
    expect((await failure(httpClient('users/me'))).status).toBe(401);
  });

  it('gives the user fields, and the vendor in the detailed answer', async () => {
    await signIn('staff');
    const me = await get('users/me');
    expect(Object.keys(me).sort()).toEqual(
      [
        'date_joined',
        'email',
        'first_name',
        'id',
        'is_active',
        'is_staff',
        'is_superuser',
        'last_login',
        'last_name',
        'show_pii',
        'username',
      ].sort(),
    );
    expect(me).toMatchObject({ email: 'staff@demo.test', is_staff: true, is_superuser: false, show_pii: false });
    const detailed = await get('users/me/detailed');
    expect(detailed.vendor).toEqual({ id: 1, label: 'acme-web', labelId: 1, country_code: 'AU' });
  });

  it('has the four demo accounts with their levels', async () => {
    const flags = async (account: 'admin' | 'staff' | 'vendor' | 'nobody') => {
      await signIn(account);
      const user = await get<{
        is_superuser: boolean;
        is_staff: boolean;
        is_active: boolean;
        show_pii: boolean;
        vendor: unknown;
      }>('users/me/detailed');
      signOut();
      return [user.is_superuser, user.is_staff, user.is_active, user.show_pii, user.vendor !== null];
    };
    expect(await flags('admin')).toEqual([true, true, true, true, true]);
    expect(await flags('staff')).toEqual([false, true, true, false, true]);
    expect(await flags('vendor')).toEqual([false, false, true, true, true]);
    expect(await flags('nobody')).toEqual([false, false, true, false, false]);
  });

  it('checks the e-mail of a password reset', async () => {
    const bad = await failure(httpClient('rest-auth/password/reset/', { method: 'POST', body: { email: 'nope' } }));
    expect(bad).toEqual({ status: 400, body: expect.objectContaining({ email: ['Enter a valid email address.'] }) });
    const { json } = await call('rest-auth/password/reset/', { method: 'POST', body: { email: 'vendor@demo.test' } });
    expect(json).toEqual({ detail: 'Password reset e-mail has been sent.' });
  });

  it('sends a user without a vendor away from vendor-scoped data', async () => {
    await signIn('nobody');
    expect((await failure(httpClient('applications/'))).status).toBe(403);
    expect((await get('users/me/detailed')).vendor).toBeNull();
  });
});
