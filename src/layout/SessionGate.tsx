import { useEffect, type ReactNode } from 'react';
import { useAuthenticated, useLogout } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { withReturnLocation } from '../lib/returnTo';
import { LoadingPage } from './StatusScreens';

/**
 * docs/product.md#session: a protected page waits for the session (a loading indicator while pending)
 * and, without one, goes to /login carrying the page asked for (path and query) as the return
 * location. The redirect is built from the router's location, the one the user asked for.
 */
export const SessionGate = ({ children }: { children: ReactNode }) => {
  const { pathname, search } = useLocation();
  const logout = useLogout();
  const { isPending, isError } = useAuthenticated({ logoutOnFailure: false });

  useEffect(() => {
    if (isError) void logout({}, withReturnLocation('/login', pathname, search), false);
  }, [isError, logout, pathname, search]);

  if (isPending || isError) return <LoadingPage />;
  return <>{children}</>;
};
