import { useEffect, useRef } from 'react';
import { registerShortcut } from './registry';

export interface ShortcutOptions {
  /** false: the key does nothing and is not listed (default true). */
  enabled?: boolean;
  /** Catalogue key of what the key does, for the "?" dialog; without it the key is not listed. */
  description?: string;
  /**
   * Fire while the focus is in a text field too. Only for a combination that types no character
   * (Ctrl/Cmd+K); a plain key such as j or "/" must never take a letter from someone typing.
   */
  inFields?: boolean;
}

// Inputs a person types into; a checkbox, radio or button takes no text, so keys still work there.
const NOT_TYPED = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'color', 'range', 'image']);

/** Whether `target` is a place where keys type text: a text input, a textarea, a select, an editable element. */
export const isTypingTarget = (target: EventTarget | null): boolean => {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLInputElement) return !NOT_TYPED.has(target.type);
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return !!target.closest('textarea, select, [contenteditable=""], [contenteditable="true"]');
};

const MODAL = '.MuiModal-root:not(.MuiModal-hidden), [role="dialog"][aria-modal="true"], dialog[open]';

/**
 * An MUI modal that has been closed but is still in the page for its exit transition (a fade that
 * can last several hundred ms while the next screen renders): its focus trap has let go, which MUI
 * shows by taking its two focus sentinels out of the tab order.
 */
const isClosing = (modal: Element): boolean =>
  modal.closest('.MuiModal-root')?.querySelector('[data-testid="sentinelStart"]')?.getAttribute('tabindex') === '-1';

/**
 * Whether a dialog, menu, drawer or other modal is open over the page: MUI's modals carry
 * `.MuiModal-root` (kept mounted ones add `.MuiModal-hidden` while closed). One that is closing
 * no longer counts: a shortcut pressed as it fades out works.
 */
export const isDialogOpen = (): boolean => [...document.querySelectorAll(MODAL)].some(modal => !isClosing(modal));

interface ParsedKey {
  key: string;
  mod: boolean;
  ctrl: boolean;
  meta: boolean;
  alt: boolean;
  shift: boolean;
}

const parse = (spec: string): ParsedKey => {
  const parts = spec.split('+');
  const key = parts[parts.length - 1] ?? '';
  const has = (name: string) => parts.slice(0, -1).includes(name);
  return { key, mod: has('mod'), ctrl: has('ctrl'), meta: has('meta'), alt: has('alt'), shift: has('shift') };
};

/** Whether `event` is the key `spec` names ('j', '?', 'mod+k'). */
export const matchesKey = (event: KeyboardEvent, spec: string): boolean => {
  const want = parse(spec);
  if (event.key.toLowerCase() !== want.key.toLowerCase()) return false;
  const ctrlOrMeta = want.mod
    ? event.ctrlKey || event.metaKey
    : event.ctrlKey === want.ctrl && event.metaKey === want.meta;
  if (!ctrlOrMeta || event.altKey !== want.alt) return false;
  // A letter's case is its shift ('J' is shift+j); "?" needs shift on most layouts and is its own key.
  return /^[a-z]$/i.test(want.key) ? event.shiftKey === want.shift : true;
};

/**
 * Runs `handler` when `key` is pressed anywhere on the page ('j', '/', '?', 'mod+k' for Ctrl or
 * Cmd+K), except while the person types in a field (unless `inFields`) or a dialog is open over the
 * page. The key's own effect is prevented ("/" does not type a slash into the search it focuses).
 * With a `description` the key is listed in the "?" dialog while it is enabled.
 */
export const useShortcut = (
  key: string,
  handler: (event: KeyboardEvent) => void,
  { enabled = true, description, inFields = false }: ShortcutOptions = {},
) => {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || !matchesKey(event, key)) return;
      if (!inFields && isTypingTarget(event.target)) return;
      if (isDialogOpen()) return;
      event.preventDefault();
      latest.current(event);
    };
    window.addEventListener('keydown', onKeyDown);
    const unregister = description ? registerShortcut({ key, description }) : undefined;
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      unregister?.();
    };
  }, [key, enabled, description, inFields]);
};
