import { useEffect, useState, type ReactNode } from 'react';
import { useAuthProvider } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { DEFAULT_AFTER_LOGIN } from '../providers/returnTo';
import type { AppIdentity } from '../providers/authProvider';
import { tokenStorage } from '../providers/http';
import { LoadingPage } from './LoadingPage';

/** What opening the page found: no session, still asking, or the identity (null when refused). */
type Check = { state: 'none' } | { state: 'asking' } | { state: 'known'; identity: AppIdentity | null };

/**
 * docs/product.md#session: a signed-in user opening login or signup goes to /applications. A user
 * still needing signup (no vendor) is not "signed in" here, or signup could never be reached.
 * The token is read once, on opening: one stored while signing in on this page must not race the
 * login's own redirect. The identity is asked of the authProvider itself, which shares the call
 * main.tsx started (users/me/detailed), rather than through react-admin's query hooks: those
 * would bring the query observer into /login's script for a visit that rarely has a token.
 */
export const RedirectIfSignedIn = ({ children }: { children: ReactNode }) => {
  const authProvider = useAuthProvider();
  const [check, setCheck] = useState<Check>(() => ({ state: tokenStorage.get() ? 'asking' : 'none' }));
  const asking = check.state === 'asking';
  useEffect(() => {
    if (!asking || !authProvider?.getIdentity) {
      if (asking) setCheck({ state: 'known', identity: null });
      return;
    }
    let current = true;
    authProvider.getIdentity().then(
      identity => current && setCheck({ state: 'known', identity: identity as AppIdentity }),
      () => current && setCheck({ state: 'known', identity: null }),
    );
    return () => {
      current = false;
    };
  }, [asking, authProvider]);

  if (check.state === 'asking') return <LoadingPage />;
  if (check.state === 'known' && check.identity && !check.identity.needsSignup)
    return <Navigate to={DEFAULT_AFTER_LOGIN} replace />;
  return <>{children}</>;
};
