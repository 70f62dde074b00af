import { useGetIdentity } from 'react-admin';
import type { AppIdentity } from '../providers/authProvider';
import { tokenStorage } from '../providers/http';

/**
 * The signed-in user, asked only when a token is kept: without one nobody is signed in, and
 * asking the server would only earn a 401.
 */
export const useSignedInIdentity = () => {
  const hasToken = !!tokenStorage.get();
  const { identity, isLoading, error } = useGetIdentity({ enabled: hasToken, staleTime: 5 * 60 * 1000 });
  return {
    identity: hasToken ? (identity as AppIdentity | undefined) : undefined,
    isLoading: hasToken && isLoading,
    error,
  };
};
