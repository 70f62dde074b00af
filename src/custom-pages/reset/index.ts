import { lazyNamed } from '../../lib/lazyNamed';
import type { CustomPageDefinition } from '../../lib/registry';

export default {
  name: 'reset',
  path: '/reset',
  title: 'app.pages.reset',
  element: lazyNamed(() => import('./ResetPage'), 'ResetPage'),
  level: null,
  menu: null,
} satisfies CustomPageDefinition;
