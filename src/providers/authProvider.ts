import { HttpError, type AuthProvider, type UserIdentity } from 'react-admin';
import { config } from '../config';
import { stripBasename, withReturnLocation } from './returnTo';
import { httpClient, tokenStorage } from './http';
import { Level, type AccessTable } from '../types';
import { canAccessWith, levelFromFlags } from './permissions';
import { isSessionEnded, isSessionKept, SESSION_STATUSES } from './sessionRule';

/** The current user as `users/me/detailed` answers it (docs/api.md#session). */
export interface Vendor {
  id: number;
  /** Not in the user answer's vendor (docs/api.md#session); kept optional for backends that add it. */
  name?: string;
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

/**
 * Why a session ended, for whoever must know beyond this page (embedded mode tells its host, forms
 * keep a draft): `expired` a 401, `refused` a 403 or 502 (docs/product.md#session), `logout` the
 * person signed out.
 */
export type SessionEnd = 'expired' | 'refused' | 'logout';
/**
 * The last level the identity gave a token, with the token's last characters (not the token): read
 * back for that token only. Not kept for a token held in memory (an embedded page).
 */
const LEVEL_HINT_KEY = 'BankData.level';
/** What the hint ends with for a token: its last characters. */
const hintTail = (token: string) => `:${token.slice(-8)}`;
const levelHint = {
  set: (token: string, level: Level) => {
    try {
      if (tokenStorage.persisted()) window.localStorage.setItem(LEVEL_HINT_KEY, level + hintTail(token));
    } catch {
      // Storage refused: no hint, the early asks wait for the identity.
    }
  },
  get: (token: string): Level | null => {
    try {
      const kept = window.localStorage.getItem(LEVEL_HINT_KEY);
      // One digit, written by `set` above (a Level), then the token's tail.
      return kept?.slice(1) === hintTail(token) ? (Number(kept[0]) as Level) : null;
    } catch {
      return null;
    }
  },
  clear: () => {
    try {
      window.localStorage.removeItem(LEVEL_HINT_KEY);
    } catch {
      // Nothing kept.
    }
  },
};

const sessionListeners = new Set<(end: SessionEnd) => void>();
export const onSessionEnd = (listener: (end: SessionEnd) => void) => {
  sessionListeners.add(listener);
  return () => void sessionListeners.delete(listener);
};
const announce = (end: SessionEnd) => sessionListeners.forEach(listener => listener(end));

/**
 * The checkAuth params of a caller that shows a retry state (SessionGate). docs/product.md, decision 15: a failure
 * of the identity call other than 401, 403 and 502 keeps the session; such a caller gets a
 * rejection marked `retry`, and every other caller (react-admin's own, which log out on any
 * rejection) a resolve, so that a passing outage never signs anyone out.
 */
export const RETRY_ON_FAILURE = { retry: true } as const;

/** What checkAuth rejects with when the session is kept but the server could not be reached. */
export interface SessionUnavailable {
  retry: true;
  status: number;
  message: false;
}
export const isSessionUnavailable = (error: unknown): error is SessionUnavailable =>
  !!error && typeof error === 'object' && (error as Partial<SessionUnavailable>).retry === true;

/** A start-up that hangs is a failure like any other: the user gets the retry, not a spinner. */
export const IDENTITY_TIMEOUT_MS = 15_000;

const statusOf = (error: unknown): number => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : 0;
};

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new HttpError('Timed out', 0, null)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/**
 * Where a signed-out page goes: /login with this page as the return location. Already on /login
 * (a session that ended has just been sent there with its return location, and react-admin asks
 * again), the address is kept as it is, so the return location is not lost.
 */
const currentLocation = () => {
  const pathname = stripBasename(window.location.pathname, config.basename);
  return pathname === '/login'
    ? `/login${window.location.search}`
    : withReturnLocation('/login', pathname, window.location.search);
};

export interface AppAuthProvider extends AuthProvider {
  /**
   * Starts the identity call (users/me/detailed) now, when a session exists: main.tsx calls it
   * before the first render, so that it runs while the screen's scripts still load; checkAuth,
   * getIdentity and getPermissions then share its answer. A failure is left to checkAuth.
   */
  prefetchIdentity: () => void;
  /**
   * The person's level from the shared identity answer (getPermissions' answer, typed): NONE
   * without a session or when the identity fails. The entry reads it to ask a screen's first GETs
   * early (app/landingPage.ts).
   */
  level: () => Promise<Level>;
  /**
   * The level the identity gave this token when last asked (kept in this browser), before it is
   * asked again: a hint for the entry's early asks of a staff screen, never an access decision
   * (the screens wait for `level`). Null when unknown.
   */
  knownLevel: () => Level | null;
  /**
   * Ends the session because a call answered `status` (401, 403 or 502): drops the token and tells
   * `onSessionEnd`'s listeners, once per session. The dataProvider's session rule calls it
   * (`./sessionRule.ts`); the app's SessionEndRedirect then goes to /login.
   */
  endSession: (status: number) => void;
}

export const createAuthProvider = (
  getAccessTable: () => AccessTable | Promise<AccessTable>,
  http = httpClient,
  { identityTimeout = IDENTITY_TIMEOUT_MS }: { identityTimeout?: number } = {},
): AppAuthProvider => {
  // The user is fetched once per token and shared by checkAuth, getIdentity and getPermissions.
  let details: Promise<UserDetails> | null = null;
  let detailsToken: string | null = null;
  const loadDetails = () => {
    const token = tokenStorage.get();
    if (!details || detailsToken !== token) {
      detailsToken = token;
      details = withTimeout(http<UserDetails>('users/me/detailed'), identityTimeout).then(
        ({ json }) => {
          if (token) levelHint.set(token, levelFromFlags(json));
          return json;
        },
        error => {
          details = null;
          throw error;
        },
      );
    }
    return details;
  };
  const level = async (): Promise<Level> => {
    if (!tokenStorage.get()) return Level.NONE;
    try {
      return levelFromFlags(await loadDetails());
    } catch {
      return Level.NONE;
    }
  };
  const reset = () => {
    levelHint.clear();
    details = null;
    tokenStorage.clear();
  };
  /** docs/product.md#session: 401, 403 and 502 end the session silently. */
  const endSession = (status: number) => {
    const hadToken = !!tokenStorage.get();
    reset();
    if (hadToken) announce(status === 401 ? 'expired' : 'refused');
  };

  return {
    login: async ({ email, password }: { email: string; password: string }) => {
      reset();
      const { json } = await http<{ key: string }>('rest-auth/login/', { method: 'POST', body: { email, password } });
      tokenStorage.set(json.key);
      try {
        const user = await loadDetails();
        return user.vendor ? undefined : { redirectTo: '/signup' };
      } catch (error) {
        // Not signed in until the person is known: the login page says what failed, and a reload
        // must not open the signed-in app on a token nobody could read.
        reset();
        throw error;
      }
    },

    logout: async () => {
      const hadToken = !!tokenStorage.get();
      details = null;
      if (hadToken) {
        // The token is dropped whatever the server says: signing out must always work.
        await http('rest-auth/logout/', { method: 'POST' }).catch(() => undefined);
      }
      reset();
      if (hadToken) announce('logout');
    },

    checkAuth: async (params?: { retry?: boolean }) => {
      if (!tokenStorage.get()) throw { redirectTo: currentLocation(), message: false };
      try {
        await loadDetails();
      } catch (error) {
        const status = statusOf(error);
        if (SESSION_STATUSES.has(status)) {
          endSession(status);
          throw { redirectTo: currentLocation(), message: false };
        }
        if (params?.retry) throw { retry: true, status, message: false } satisfies SessionUnavailable;
      }
    },

    checkError: async (error: { status?: number }) => {
      // The dataProvider's session rule has settled these already: the session was ended (and the
      // app sent to /login) or deliberately kept. Resolving lets the call reject as it should,
      // where react-admin's proxy would otherwise resolve it with `{data: {}}` after a logout.
      if (isSessionEnded(error) || isSessionKept(error)) return;
      if (error?.status !== undefined && SESSION_STATUSES.has(error.status)) {
        endSession(error.status);
        throw { redirectTo: currentLocation(), message: false, logoutUser: true };
      }
    },

    getIdentity: async () => toIdentity(await loadDetails()),

    getPermissions: () => level(),

    canAccess: async ({ resource, action }) => {
      const level = tokenStorage.get() ? levelFromFlags(await loadDetails().catch(() => null)) : Level.NONE;
      return canAccessWith(await getAccessTable(), level, { resource, action });
    },
    endSession,
    level,
    knownLevel: () => {
      const token = tokenStorage.get();
      return token ? levelHint.get(token) : null;
    },
    prefetchIdentity: () => {
      if (tokenStorage.get()) void loadDetails().catch(() => undefined);
    },
  };
};
