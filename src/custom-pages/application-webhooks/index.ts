import { lazyNamed } from '../../lib/lazyNamed';
import type { CustomPageDefinition } from '../../lib/registry';
import { Level } from '../../types';

export default {
  name: 'applicationWebhooks',
  path: '/application/:id',
  title: 'app.pages.applicationWebhooks',
  element: lazyNamed(() => import('./ApplicationWebhooksPage'), 'ApplicationWebhooksPage'),
  level: Level.USER,
  menu: null,
} satisfies CustomPageDefinition;
