/**
 * Keyboard shortcuts (docs/screens/accessibility.md#shortcuts): `useShortcut` is the one way a screen
 * listens to a key on the whole page (never while typing in a field or with a dialog open), and what it
 * registers with a description is what the "?" dialog (ShortcutHelp, in the layout) lists.
 */
export { useShortcut, isTypingTarget, isDialogOpen, matchesKey, type ShortcutOptions } from './useShortcut';
export { registerShortcut, useRegisteredShortcuts, keyLabel, type ShortcutEntry } from './registry';
export { ShortcutHelp } from './ShortcutHelp';
export { ListKeyboard, LIST_ROOT_ATTRIBUTE } from './ListKeyboard';
