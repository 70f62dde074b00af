import { ShortcutHelp } from '../components/shortcuts/ShortcutHelp';
import { WatchRunner } from '../components/watch';
import { CommandPalette } from './CommandPalette';

/** Which of the extras to open as they are drawn (none in AppLayout today: see the note below). */
export type ExtraOpening = 'palette' | 'help' | null;

/**
 * What the signed-in shell runs beside the page and no first paint needs: the command palette
 * (Ctrl/Cmd+K, docs/product.md#palette; not in a host's frame, whose page has its own keys), the
 * shortcut list ("?") and the watched applications' reader (docs/product.md#tables). AppLayout
 * draws it with the page. Loaded after the paint instead (about 2 kB of script), a Ctrl/Cmd+K
 * pressed between the extras' first commit and their effects was lost under load (e2e palette
 * stories); `opening` is for that design, which needs the palette to open on a request that
 * arrives after it is drawn.
 */
export const ShellExtras = ({ embedded, opening }: { embedded: boolean; opening: ExtraOpening }) => (
  <>
    {embedded ? null : <CommandPalette initiallyOpen={opening === 'palette'} />}
    <ShortcutHelp initiallyOpen={opening === 'help'} />
    <WatchRunner />
  </>
);
