import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import {
  createAuthProvider,
  onSessionEnd,
  RETRY_ON_FAILURE,
  type UserDetails,
} from '../../../src/providers/authProvider';
import { tokenStorage, type HttpOptions } from '../../../src/providers/http';
import { Level } from '../../../src/types';

const user = (overrides: Partial<UserDetails> = {}): UserDetails => ({
  id: 1,
  first_name: 'Val',
  last_name: 'Vendor',
  username: 'val',
  email: 'val@example.com',
  date_joined: '2024-01-01T00:00:00Z',
  last_login: null,
  show_pii: true,
  is_active: true,
  is_staff: false,
  is_superuser: false,
  vendor: { id: 1, name: 'Acme Lending', label: 'acme', labelId: 1, country_code: 'AU' },
  ...overrides,
});

/** A fake api/v1: login answers a key, users/me/detailed the given user. */
const fakeApi = (details: UserDetails | Error, login: 'ok' | 'fail' = 'ok') =>
  vi.fn(async (path: string, _options?: HttpOptions) => {
    if (path === 'rest-auth/login/') {
      if (login === 'fail') throw new HttpError('Unable to log in with provided credentials.', 400, {});
      return { status: 200, headers: new Headers(), json: { key: 'k1' } as never };
    }
    if (path === 'users/me/detailed') {
      if (details instanceof Error) throw details;
      return { status: 200, headers: new Headers(), json: details as never };
    }
    return { status: 200, headers: new Headers(), json: {} as never };
  });

const table = { labels: { read: Level.USER, write: Level.STAFF } };

describe('the authProvider', () => {
  it('keeps the login key and lets a user with a vendor in', async () => {
    const provider = createAuthProvider(() => table, fakeApi(user()));
    await expect(provider.login({ email: 'a@b.c', password: 'x' })).resolves.toBeUndefined();
    expect(tokenStorage.get()).toBe('k1');
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
  });

  it('sends a user without a vendor to signup', async () => {
    const provider = createAuthProvider(() => table, fakeApi(user({ vendor: null })));
    await expect(provider.login({ email: 'a@b.c', password: 'x' })).resolves.toEqual({ redirectTo: '/signup' });
    await expect(provider.getIdentity!()).resolves.toMatchObject({ needsSignup: true });
  });

  it('keeps no token when the identity call fails right after the login (a reload must not open the app on it)', async () => {
    const provider = createAuthProvider(() => table, fakeApi(new HttpError('Server Error', 500, {})));
    await expect(provider.login({ email: 'a@b.c', password: 'good' })).rejects.toMatchObject({ status: 500 });
    expect(tokenStorage.get()).toBeNull();
  });

  it('stores nothing when the login fails', async () => {
    const provider = createAuthProvider(() => table, fakeApi(user(), 'fail'));
    await expect(provider.login({ email: 'a@b.c', password: 'bad' })).rejects.toBeInstanceOf(HttpError);
    expect(tokenStorage.get()).toBeNull();
  });

  it('refuses checkAuth without a token, silently, towards the login page', async () => {
    const provider = createAuthProvider(() => table, fakeApi(user()));
    await expect(provider.checkAuth({})).rejects.toMatchObject({
      message: false,
      redirectTo: expect.stringMatching(/^\/login/),
    });
  });

  it('keeps the return location when asked again on /login (a session just ended there)', async () => {
    window.history.pushState({}, '', '/login?next=%2Flabels%2F1');
    try {
      const provider = createAuthProvider(() => table, fakeApi(user()));
      await expect(provider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login?next=%2Flabels%2F1' });
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('drops a token the server no longer knows', async () => {
    tokenStorage.set('stale');
    const provider = createAuthProvider(() => table, fakeApi(new HttpError('app.error.silent', 401, {})));
    await expect(provider.checkAuth({})).rejects.toMatchObject({ message: false });
    expect(tokenStorage.get()).toBeNull();
  });

  it.each([
    ['a 500', new HttpError('Server Error', 500, {})],
    ['being offline', new HttpError('Failed to fetch', 0, null)],
  ])('keeps the session after %s at start-up (decision 15)', async (_, failure) => {
    tokenStorage.set('k');
    const provider = createAuthProvider(() => table, fakeApi(failure));
    // The session gate shows a retry...
    await expect(provider.checkAuth(RETRY_ON_FAILURE)).rejects.toMatchObject({ retry: true, message: false });
    // ...and react-admin's own callers, which log out on any rejection, are let through.
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    expect(tokenStorage.get()).toBe('k');
  });

  it('treats an identity call that never answers as a failure to retry', async () => {
    tokenStorage.set('k');
    const hanging = vi.fn(() => new Promise<never>(() => undefined));
    const provider = createAuthProvider(() => table, hanging, { identityTimeout: 20 });
    await expect(provider.checkAuth(RETRY_ON_FAILURE)).rejects.toMatchObject({ retry: true, status: 0 });
    expect(tokenStorage.get()).toBe('k');
  });

  it.each([401, 403, 502])('ends the session silently when start-up gets a %i', async status => {
    tokenStorage.set('k');
    const provider = createAuthProvider(() => table, fakeApi(new HttpError('app.error.silent', status, {})));
    await expect(provider.checkAuth(RETRY_ON_FAILURE)).rejects.toMatchObject({
      message: false,
      redirectTo: expect.stringMatching(/^\/login/),
    });
    expect(tokenStorage.get()).toBeNull();
  });

  it.each([
    [401, 'expired'],
    [403, 'refused'],
    [502, 'refused'],
  ])('announces the end of a session on %i as %s', async (status, end) => {
    tokenStorage.set('k');
    const ends: string[] = [];
    const stop = onSessionEnd(reason => ends.push(reason));
    const provider = createAuthProvider(() => table, fakeApi(user()));
    await provider.checkError({ status }).catch(() => undefined);
    await provider.logout({});
    stop();
    expect(ends).toEqual([end]);
  });

  it.each([401, 403, 502])('logs out silently on %i', async status => {
    tokenStorage.set('k');
    const provider = createAuthProvider(() => table, fakeApi(user()));
    await expect(provider.checkError({ status })).rejects.toMatchObject({ message: false, logoutUser: true });
    expect(tokenStorage.get()).toBeNull();
  });

  it.each([400, 404, 500, 0])('keeps the session on %i', async status => {
    tokenStorage.set('k');
    const provider = createAuthProvider(() => table, fakeApi(user()));
    await expect(provider.checkError({ status })).resolves.toBeUndefined();
    expect(tokenStorage.get()).toBe('k');
  });

  it.each([
    [{}, Level.USER],
    [{ is_staff: true }, Level.STAFF],
    [{ is_staff: true, is_superuser: true }, Level.ADMIN],
  ])('derives the level from the flags %j', async (flags, level) => {
    tokenStorage.set('k');
    const provider = createAuthProvider(() => table, fakeApi(user(flags)));
    await expect(provider.getPermissions!({})).resolves.toBe(level);
  });

  it('answers canAccess from the access table', async () => {
    tokenStorage.set('k');
    const vendor = createAuthProvider(() => table, fakeApi(user()));
    await expect(vendor.canAccess!({ resource: 'labels', action: 'list' })).resolves.toBe(true);
    await expect(vendor.canAccess!({ resource: 'labels', action: 'edit' })).resolves.toBe(false);
    const staff = createAuthProvider(() => table, fakeApi(user({ is_staff: true })));
    await expect(staff.canAccess!({ resource: 'labels', action: 'edit' })).resolves.toBe(true);
  });

  it('signs out even when the server call fails', async () => {
    tokenStorage.set('k');
    const http = vi.fn(async () => {
      throw new HttpError('down', 500, null);
    });
    const provider = createAuthProvider(() => table, http);
    await provider.logout({});
    expect(tokenStorage.get()).toBeNull();
    expect(http).toHaveBeenCalledWith('rest-auth/logout/', { method: 'POST' });
  });

  it('fetches the user once per token', async () => {
    tokenStorage.set('k');
    const http = fakeApi(user());
    const provider = createAuthProvider(() => table, http);
    await provider.checkAuth({});
    await provider.getIdentity!();
    await provider.getPermissions!({});
    expect(http.mock.calls.filter(([path]) => path === 'users/me/detailed')).toHaveLength(1);
    tokenStorage.set('other');
    await provider.getIdentity!();
    expect(http.mock.calls.filter(([path]) => path === 'users/me/detailed')).toHaveLength(2);
  });
});

describe('prefetchIdentity (main.tsx, before the first render)', () => {
  it('asks users/me/detailed at once when a session exists, and the session check reuses the answer', async () => {
    tokenStorage.set('k1');
    const api = fakeApi(user());
    const provider = createAuthProvider(() => table, api);
    provider.prefetchIdentity();
    expect(api).toHaveBeenCalledWith('users/me/detailed');
    await provider.checkAuth({});
    await expect(provider.getIdentity!()).resolves.toMatchObject({ id: 1 });
    await expect(provider.getPermissions!({})).resolves.toBe(Level.USER);
    expect(api.mock.calls.filter(([path]) => path === 'users/me/detailed')).toHaveLength(1);
    tokenStorage.clear();
  });

  it('asks nothing without a session, and leaves a failure to the session check', async () => {
    tokenStorage.clear();
    const idle = fakeApi(user());
    createAuthProvider(() => table, idle).prefetchIdentity();
    expect(idle).not.toHaveBeenCalled();

    tokenStorage.set('k1');
    const failing = fakeApi(new HttpError('Invalid token.', 401, {}));
    const provider = createAuthProvider(() => table, failing);
    provider.prefetchIdentity();
    await expect(provider.checkAuth({})).rejects.toMatchObject({ message: false });
    expect(tokenStorage.get()).toBeNull();
  });
});

describe("the level this browser knows (knownLevel, the entry's early asks' hint)", () => {
  it("is the identity's last level for the same token, for no other token, and none once signed out", async () => {
    tokenStorage.set('token-of-staff-1');
    const staff = createAuthProvider(() => table, fakeApi(user({ is_staff: true })));
    expect(staff.knownLevel()).toBeNull();
    await expect(staff.level()).resolves.toBe(Level.STAFF);
    expect(staff.knownLevel()).toBe(Level.STAFF);
    // A new start of the app (a reload): another provider, the same browser, the same token.
    expect(createAuthProvider(() => table, fakeApi(user())).knownLevel()).toBe(Level.STAFF);
    tokenStorage.set('token-of-vendor-2');
    expect(staff.knownLevel()).toBeNull();
    tokenStorage.set('token-of-staff-1');
    await staff.logout({});
    tokenStorage.set('token-of-staff-1');
    expect(staff.knownLevel()).toBeNull();
  });

  it('is not kept for a token held in memory (an embedded page)', async () => {
    tokenStorage.keepInMemory();
    try {
      tokenStorage.set('token-in-memory');
      const staff = createAuthProvider(() => table, fakeApi(user({ is_staff: true })));
      await expect(staff.level()).resolves.toBe(Level.STAFF);
      expect(staff.knownLevel()).toBeNull();
    } finally {
      tokenStorage.keepInMemory(false);
    }
  });
});
