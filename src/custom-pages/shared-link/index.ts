import { lazyNamed } from '../../lib/lazyNamed';
import type { CustomPageDefinition } from '../../lib/registry';
import { Level } from '../../types';

/** docs/product.md#routes: any signed-in user, hidden from the menu. */
export default {
  name: 'sharedLink',
  path: '/shared_link',
  title: 'app.pages.sharedLink',
  element: lazyNamed(() => import('./SharedLinkPage'), 'SharedLinkPage'),
  level: Level.NONE,
  menu: null,
} satisfies CustomPageDefinition;
