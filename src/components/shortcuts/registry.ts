import { useSyncExternalStore } from 'react';

/**
 * The keyboard shortcuts live on the screen now, for the "?" help dialog (ShortcutHelp): every
 * `useShortcut` given a `description` adds its key while it is mounted and enabled, so the dialog lists
 * what works where the person is (j/k/x and "/" only over a list), never a key that does nothing.
 */
export interface ShortcutEntry {
  /** The key as `useShortcut` reads it: 'j', '/', '?', 'mod+k' (Ctrl on Windows and Linux, Cmd on a Mac). */
  key: string;
  /** Catalogue key of what it does. */
  description: string;
}

let entries: readonly ShortcutEntry[] = [];
const listeners = new Set<() => void>();

const changed = () => {
  for (const listener of listeners) listener();
};

/** Adds `entry` to the list the help dialog shows; the returned function takes it away again. */
export const registerShortcut = (entry: ShortcutEntry): (() => void) => {
  const own = { ...entry };
  entries = [...entries, own];
  changed();
  return () => {
    entries = entries.filter(other => other !== own);
    changed();
  };
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const snapshot = () => entries;

/** The shortcuts registered now, a key once (two lists on a page both register j), in the order they came. */
export const useRegisteredShortcuts = (): ShortcutEntry[] => {
  const all = useSyncExternalStore(subscribe, snapshot, snapshot);
  const seen = new Set<string>();
  return all.filter(entry => (seen.has(entry.key) ? false : (seen.add(entry.key), true)));
};

const isMac = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** How a key is written for a person: 'mod+k' is "Ctrl+K" (or "⌘+K" on a Mac), 'j' is "j". */
export const keyLabel = (key: string): string =>
  key
    .split('+')
    .map(part => {
      if (part === 'mod') return isMac() ? '⌘' : 'Ctrl';
      if (part === 'ctrl') return 'Ctrl';
      if (part === 'meta') return isMac() ? '⌘' : 'Meta';
      if (part === 'alt') return isMac() ? '⌥' : 'Alt';
      if (part === 'shift') return 'Shift';
      return key.includes('+') ? part.toUpperCase() : part;
    })
    .join('+');
