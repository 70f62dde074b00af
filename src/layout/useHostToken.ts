import { useEffect, useRef } from 'react';
import { useEvent } from 'react-admin';
import { useHostState } from './hostBridge';

/** Runs `onToken` each time the host passes a new access token (embedded mode). */
export const useHostToken = (onToken: () => void) => {
  const { tokenVersion } = useHostState();
  const seen = useRef(tokenVersion);
  const handle = useEvent(onToken);
  useEffect(() => {
    if (tokenVersion === seen.current) return;
    seen.current = tokenVersion;
    handle();
  }, [tokenVersion, handle]);
};
