import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { DEFAULT_AFTER_LOGIN } from '../lib/returnTo';
import { tokenStorage } from '../providers/http';
import { LoadingPage } from './StatusScreens';
import { useSignedInIdentity } from './useSignedInIdentity';

/**
 * docs/product.md#session: a signed-in user opening login or signup goes to /applications. A user
 * still needing signup (no vendor) is not "signed in" here, or signup could never be reached.
 * The token is read once, on opening: one stored while signing in on this page must not race the
 * login's own redirect.
 */
export const RedirectIfSignedIn = ({ children }: { children: ReactNode }) => {
  const [openedWithToken] = useState(() => !!tokenStorage.get());
  const { identity, isLoading } = useSignedInIdentity();
  if (!openedWithToken) return <>{children}</>;
  if (isLoading) return <LoadingPage />;
  if (identity && !identity.needsSignup) return <Navigate to={DEFAULT_AFTER_LOGIN} replace />;
  return <>{children}</>;
};
