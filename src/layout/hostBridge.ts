import { useSyncExternalStore } from 'react';
import { config } from '../config';
import { framingOf, type Framing, type OutboundMessage } from '../lib/hostMessage';
import type { ReadMessage } from '../lib/hostMessageSchema';
import { onSessionEnd } from '../providers/authProvider';
import { tokenStorage } from '../providers/http';

/**
 * Embedded mode's link with the host page (docs/product.md#embedded-mode). It is settled once for
 * the life of the page (main.tsx, before the first render): whether the page may run at all in
 * its frame, and the listener, so that a token sent while the app is still starting is not lost.
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
const initial: HostState = { embedded: false, height: null, tokenVersion: 0 };
let state = initial;
let connection: { win: Window; kind: Framing['kind']; stop: () => void } | null = null;

const setState = (next: Partial<HostState>) => {
  state = { ...state, ...next };
  listeners.forEach(listener => listener());
};

/** Tells the host the page's height whenever it changes, where the browser can observe it. */
const watchHeight = (win: Window, report: (height: number) => void): (() => void) => {
  const root = win.document?.documentElement;
  const Observer = (win as Window & { ResizeObserver?: typeof ResizeObserver }).ResizeObserver;
  if (!root || typeof Observer !== 'function') return () => undefined;
  let last = 0;
  const observer = new Observer(() => {
    const height = Math.ceil(root.scrollHeight);
    if (height !== last) report((last = height));
  });
  observer.observe(root);
  return () => observer.disconnect();
};

const embed = (win: Window, host: string): (() => void) => {
  // docs/product.md, decision 13: the host's token never reaches storage.
  tokenStorage.keepInMemory();
  const parent = win.parent;
  const send = (message: OutboundMessage) => parent.postMessage(message, host);
  // The message reader (and zod with it) loads only here, in a frame: a page outside one never
  // reads a message. Messages that arrive meanwhile wait for it, in their order.
  const reader = import('../lib/hostMessageSchema');
  const onMessage = (event: MessageEvent) => {
    reader.then(
      ({ readHostMessage }) => handle(event, readHostMessage(event, { parent, origins: [host] })),
      () => console.warn(`Embedded mode: a message from "${event.origin}" was ignored (the reader could not load).`),
    );
  };
  const handle = (event: MessageEvent, read: ReadMessage) => {
    if ('rejected' in read) {
      console.warn(`Embedded mode: a message from "${event.origin}" was ignored (${read.rejected}).`);
      return;
    }
    const { message } = read;
    if (message.type === 'token') tokenStorage.set(message.token);
    setState({
      ...(message.height !== undefined ? { height: Math.round(message.height) } : {}),
      ...(message.type === 'token' ? { tokenVersion: state.tokenVersion + 1 } : {}),
    });
  };
  win.addEventListener('message', onMessage);
  const stopSession = onSessionEnd(end => send({ type: end === 'expired' ? 'token_expired' : 'logout' }));
  const stopHeight = watchHeight(win, height => send({ type: 'height', height }));
  setState({ embedded: true });
  send({ type: 'ready' });
  return () => {
    win.removeEventListener('message', onMessage);
    stopSession();
    stopHeight();
  };
};

/**
 * Settles framing for `win`: 'top' outside a frame, 'embedded' in a frame of an allowed host
 * (listening to it from then on), 'refused' in any other frame, where nothing may start.
 */
export const connectHostBridge = (
  win: Window = window,
  origins: readonly string[] = config.embedOrigins,
): Framing['kind'] => {
  if (connection?.win === win) return connection.kind;
  const framing = framingOf(win, origins);
  const stop = framing.kind === 'embedded' ? embed(win, framing.host) : () => undefined;
  connection = { win, kind: framing.kind, stop };
  return framing.kind;
};

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useHostState = (): HostState =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );

/** For tests: forget the connection, the host's values and its token. */
export const resetHostBridge = () => {
  connection?.stop();
  connection = null;
  tokenStorage.keepInMemory(false);
  setState(initial);
};
