import { lazyNamed } from '../../lib/lazyNamed';
import type { CustomPageDefinition } from '../../lib/registry';

export default {
  name: 'login',
  path: '/login',
  title: 'app.pages.login',
  element: lazyNamed(() => import('./LoginPage'), 'LoginPage'),
  level: null,
  menu: null,
} satisfies CustomPageDefinition;
