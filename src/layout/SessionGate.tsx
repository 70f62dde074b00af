import { useEffect, useRef, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthenticated, useLogout } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { withReturnLocation } from '../providers/returnTo';
import { isSessionUnavailable, RETRY_ON_FAILURE } from '../providers/authProvider';
import { LoadingPage, SessionUnavailablePage } from './StatusScreens';

/**
 * docs/product.md#session: a protected page waits for the session (a loading indicator while pending)
 * and, without one, goes to /login carrying the page asked for (path and query) as the return
 * location. The redirect is built from the router's location, the one the user asked for.
 */
export const SessionGate = ({ children }: { children: ReactNode }) => {
  const { pathname, search } = useLocation();
  const logout = useLogout();
  const { isPending, isError, error, refetch, isFetching } = useAuthenticated({
    params: RETRY_ON_FAILURE,
    logoutOnFailure: false,
  });
  const unavailable = isError && isSessionUnavailable(error);
  const signedOut = isError && !unavailable;
  const queryClient = useQueryClient();
  const wasUnavailable = useRef(false);

  // Back from an outage: what was derived while the identity could not be read (the level, the
  // menu's and the guards' access, all "signed out") is asked again, exactly as on a fresh start.
  useEffect(() => {
    if (unavailable) wasUnavailable.current = true;
    else if (wasUnavailable.current && !isPending && !isError) {
      wasUnavailable.current = false;
      void queryClient.invalidateQueries({ queryKey: ['auth'], predicate: query => query.queryKey[1] !== 'checkAuth' });
    }
  }, [unavailable, isPending, isError, queryClient]);

  useEffect(() => {
    if (signedOut) void logout({}, withReturnLocation('/login', pathname, search), false);
  }, [signedOut, logout, pathname, search]);

  // docs/product.md, decision 15: the server could not be reached; the session is kept.
  if (unavailable) return <SessionUnavailablePage onRetry={() => void refetch()} retrying={isFetching} />;
  if (isPending || isError) return <LoadingPage />;
  return <>{children}</>;
};
