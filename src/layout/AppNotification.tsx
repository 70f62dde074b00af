import { Suspense, useEffect, useState } from 'react';
import { useNotificationContext } from 'react-admin';
import { lazyNamed } from '../lib/lazyNamed';

const NotificationStack = lazyNamed(() => import('./NotificationStack'), 'NotificationStack');

/**
 * The notification area loads with the first notification: react-admin queues notifications in
 * its context, so none is lost while the stack (snackbars and their transitions) arrives, and a
 * sign-in page that never notifies never loads it.
 */
export const AppNotification = () => {
  const { notifications } = useNotificationContext();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (notifications.length > 0) setNeeded(true);
  }, [notifications.length]);
  return needed ? (
    <Suspense fallback={null}>
      <NotificationStack />
    </Suspense>
  ) : null;
};
