import type { AuthProvider, UserIdentity } from 'react-admin';
import { config } from '../config';
import { stripBasename, withReturnLocation } from '../lib/returnTo';
import { httpClient, SILENT_STATUSES, tokenStorage } from './http';
import { canAccessWith, Level, levelFromFlags, type AccessTable } from './permissions';

/** The current user as `users/me/detailed` answers it (spec 1 section 3). */
export interface Vendor {
  id: number;
  name: string;
  label: string;
  labelId: number;
  country_code: string;
}

export interface UserDetails {
  id: number;
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  date_joined: string;
  last_login: string | null;
  show_pii: boolean;
  is_active: boolean;
  is_staff: boolean;
  is_superuser: boolean;
  vendor: Vendor | null;
}

export interface AppIdentity extends UserIdentity {
  email: string;
  level: Level;
  show_pii: boolean;
  vendor: Vendor | null;
  /** Auth status SIGNUP: a user without a vendor is sent to signup whatever the level. */
  needsSignup: boolean;
}

export const toIdentity = (user: UserDetails): AppIdentity => ({
  id: user.id,
  fullName: [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email,
  email: user.email,
  level: levelFromFlags(user),
  show_pii: !!user.show_pii,
  vendor: user.vendor,
  needsSignup: !user.vendor,
});


const currentLocation = () =>
  withReturnLocation('/login', stripBasename(window.location.pathname, config.basename), window.location.search);

export const createAuthProvider = (getAccessTable: () => AccessTable, http = httpClient): AuthProvider => {
  // The user is fetched once per token and shared by checkAuth, getIdentity and getPermissions.
  let details: Promise<UserDetails> | null = null;
  let detailsToken: string | null = null;
  const loadDetails = () => {
    const token = tokenStorage.get();
    if (!details || detailsToken !== token) {
      detailsToken = token;
      details = http<UserDetails>('users/me/detailed').then(
        ({ json }) => json,
        error => {
          details = null;
          throw error;
        },
      );
    }
    return details;
  };
  const reset = () => {
    details = null;
    tokenStorage.clear();
  };

  return {
    login: async ({ email, password }: { email: string; password: string }) => {
      reset();
      const { json } = await http<{ key: string }>('rest-auth/login/', { method: 'POST', body: { email, password } });
      tokenStorage.set(json.key);
      const user = await loadDetails();
      return user.vendor ? undefined : { redirectTo: '/signup' };
    },

    logout: async () => {
      const hadToken = !!tokenStorage.get();
      details = null;
      if (hadToken) {
        // The token is dropped whatever the server says: signing out must always work.
        await http('rest-auth/logout/', { method: 'POST' }).catch(() => undefined);
      }
      reset();
    },

    checkAuth: async () => {
      if (!tokenStorage.get()) throw { redirectTo: currentLocation(), message: false };
      try {
        await loadDetails();
      } catch (error) {
        if ((error as { status?: number }).status === 401) reset();
        throw { redirectTo: currentLocation(), message: false };
      }
    },

    checkError: async (error: { status?: number }) => {
      if (error?.status !== undefined && SILENT_STATUSES.has(error.status)) {
        reset();
        throw { redirectTo: currentLocation(), message: false, logoutUser: true };
      }
    },

    getIdentity: async () => toIdentity(await loadDetails()),

    getPermissions: async () => {
      if (!tokenStorage.get()) return Level.NONE;
      try {
        return levelFromFlags(await loadDetails());
      } catch {
        return Level.NONE;
      }
    },

    canAccess: async ({ resource, action }) => {
      const level = tokenStorage.get() ? levelFromFlags(await loadDetails().catch(() => null)) : Level.NONE;
      return canAccessWith(getAccessTable(), level, { resource, action });
    },
  };
};
