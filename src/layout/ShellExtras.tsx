import { ShortcutHelp } from '../components/shortcuts/ShortcutHelp';
import { WatchRunner } from '../components/watch';
import { CommandPalette } from './CommandPalette';

/** Which of the extras a key asked to open before their code had loaded (AppLayout). */
export type ExtraOpening = 'palette' | 'help' | null;

/**
 * What the signed-in shell runs beside the page and no first paint needs: the command palette
 * (Ctrl/Cmd+K, docs/product.md#palette; not in a host's frame, whose page has its own keys), the
 * shortcut list ("?") and the watched applications' reader (docs/product.md#tables). AppLayout
 * loads it once the page is painted and the browser idle, or at once on one of the two keys.
 */
export const ShellExtras = ({ embedded, opening }: { embedded: boolean; opening: ExtraOpening }) => (
  <>
    {embedded ? null : <CommandPalette initiallyOpen={opening === 'palette'} />}
    <ShortcutHelp initiallyOpen={opening === 'help'} />
    <WatchRunner />
  </>
);
