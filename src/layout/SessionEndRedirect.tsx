import { useEffect } from 'react';
import { useLogout } from 'react-admin';
import { config } from '../config';
import { stripBasename, withReturnLocation } from '../lib/returnTo';
import { onSessionEnd } from '../providers/authProvider';

/**
 * docs/product.md#session: when a call ends the session (a 401, 403 or 502 on the person's own
 * call, settled by the dataProvider's session rule), the app forgets the session's state and goes
 * to /login with the page the person was on as the return location, without a word. The call that
 * met it has rejected already; forms keep what was typed as a draft (DraftKeeper).
 */
export const SessionEndRedirect = () => {
  const logout = useLogout();
  useEffect(
    () =>
      onSessionEnd(end => {
        if (end === 'logout') return;
        const here = stripBasename(window.location.pathname, config.basename);
        void logout({}, withReturnLocation('/login', here, window.location.search));
      }),
    [logout],
  );
  return null;
};
