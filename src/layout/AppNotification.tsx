import { lazy, Suspense, useEffect, useState } from 'react';
import { useNotificationContext } from 'react-admin';

// React.lazy, not lib/lazyNamed: nothing preloads the stack, and a first paint never waits for it.
const NotificationStack = lazy(() =>
  import('./NotificationStack').then(module => ({ default: module.NotificationStack })),
);

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
