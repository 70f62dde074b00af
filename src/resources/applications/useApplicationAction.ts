import { useEffect, useState } from 'react';

/** The actions of the application view run through the app's one action runner. */
export {
  useApiAction as useApplicationAction,
  type AppAction,
  type HttpLike,
  type Notice,
} from '../../components/useApiAction';

/** The clock the enabling rules read, ticking so that a button enables itself when its time comes. */
export const useNow = (intervalMs = 30_000): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
};
