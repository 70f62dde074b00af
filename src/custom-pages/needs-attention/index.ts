import NotificationImportantIcon from '@mui/icons-material/NotificationImportant';
import { lazyNamed } from '../../lib/lazyNamed';
import type { CustomPageDefinition } from '../../lib/registry';
import { Level } from '../../types';

/** Needs attention (docs/product.md#needs-attention): the first entry of Product. */
export default {
  name: 'needsAttention',
  path: '/needs-attention',
  title: 'app.pages.needsAttention',
  element: lazyNamed(() => import('./NeedsAttentionPage'), 'NeedsAttentionPage'),
  icon: NotificationImportantIcon,
  level: Level.USER,
  menu: { group: 'product', order: 1 },
} satisfies CustomPageDefinition;
