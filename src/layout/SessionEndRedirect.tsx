import { useEffect, useRef } from 'react';
import { useLogout } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { withReturnLocation } from '../providers/returnTo';
import { onSessionEnd } from '../providers/authProvider';

/**
 * docs/product.md#session: when a call ends the session (a 401, 403 or 502 on the person's own
 * call, settled by the dataProvider's session rule), the app forgets the session's state and goes
 * to /login with the page the person was on (the router's path and query) as the return location,
 * without a word. The call that met it has rejected already; forms keep what was typed as a draft.
 */
export const SessionEndRedirect = () => {
  const logout = useLogout();
  const location = useLocation();
  // Read when the session ends, not a dependency: the listener stays the same across navigations.
  const here = useRef(location);
  here.current = location;
  useEffect(
    () =>
      onSessionEnd(end => {
        if (end === 'logout') return;
        const { pathname, search } = here.current;
        void logout({}, withReturnLocation('/login', pathname, search));
      }),
    [logout],
  );
  return null;
};
