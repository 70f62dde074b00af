import { useSyncExternalStore } from 'react';
import { config } from '../config';
import { parseHostMessage } from '../lib/hostMessage';
import { tokenStorage } from '../providers/http';

/**
 * Embedded mode's link with the host page. The listener is installed once for the life of the
 * page (main.tsx, before the first render), so a message sent while the app is still starting or
 * switching between a public page and the layout is not lost.
 */
export interface HostState {
  embedded: boolean;
  /** The frame height the host asked for, in pixels. */
  height: number | null;
  /** Bumped on every token the host passes, so screens can re-check the session. */
  tokenVersion: number;
}

type Listener = () => void;

const listeners = new Set<Listener>();
let state: HostState = { embedded: false, height: null, tokenVersion: 0 };
let disconnect: (() => void) | null = null;
let connectedTo: Window | null = null;

const setState = (next: Partial<HostState>) => {
  state = { ...state, ...next };
  listeners.forEach(listener => listener());
};

export const isFramed = (win: Window): boolean => {
  try {
    return win.parent !== win;
  } catch {
    // A cross-origin parent may refuse even this comparison: that is still a frame.
    return true;
  }
};

/** Starts listening to the host when the app runs in a frame; a no-op otherwise or when repeated. */
export const connectHostBridge = (win: Window = window, origins: readonly string[] = config.embedOrigins) => {
  if (connectedTo === win || !isFramed(win)) return;
  connectedTo = win;
  setState({ embedded: true });
  const onMessage = (event: MessageEvent) => {
    const message = parseHostMessage({ origin: event.origin, data: event.data }, origins);
    if (!message) return;
    if (message.token) tokenStorage.set(message.token);
    setState({
      ...(message.height !== undefined ? { height: message.height } : {}),
      ...(message.token ? { tokenVersion: state.tokenVersion + 1 } : {}),
    });
  };
  win.addEventListener('message', onMessage);
  disconnect = () => win.removeEventListener('message', onMessage);
};

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useHostState = (): HostState => useSyncExternalStore(subscribe, () => state, () => state);

/** For tests: forget the connection and the host's values. */
export const resetHostBridge = () => {
  disconnect?.();
  disconnect = null;
  connectedTo = null;
  setState({ embedded: false, height: null, tokenVersion: 0 });
};
