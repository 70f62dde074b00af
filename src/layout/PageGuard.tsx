import { createElement, useEffect } from 'react';
import { CanAccess, useAuthenticated, useLogout } from 'react-admin';
import { PageTitle } from '../components/PageTitle';
import { useLocation } from 'react-router-dom';
import { pageAccessKey, type CustomPageDefinition } from '../lib/registry';
import { withReturnLocation } from '../lib/returnTo';
import { LoadingPage, NotAuthorised } from './StatusScreens';

/**
 * The route guard of a custom page behind the layout (spec 1 section 4). react-admin's
 * requireAuth does not cover custom routes, so each one checks the session itself: pending shows
 * a loading indicator, no session goes to /login with the return location, a level below the
 * page's minimum shows "You are not authorised to access this page".
 */
export const PageGuard = ({ page }: { page: CustomPageDefinition }) => {
  const { pathname, search } = useLocation();
  const logout = useLogout();
  // The redirect is built here from the router's location, which is the one the user asked for.
  const { isPending, isError } = useAuthenticated({ logoutOnFailure: false });

  useEffect(() => {
    if (isError) void logout({}, withReturnLocation('/login', pathname, search), false);
  }, [isError, logout, pathname, search]);

  if (isPending || isError) return <LoadingPage />;
  return (
    <CanAccess resource={pageAccessKey(page.name)} action="read" loading={<LoadingPage />} accessDenied={<NotAuthorised />}>
      <PageTitle title={page.title} />
      {createElement(page.element)}
    </CanAccess>
  );
};
