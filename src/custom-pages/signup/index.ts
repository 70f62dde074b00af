import { lazyNamed } from '../../lib/lazyNamed';
import type { CustomPageDefinition } from '../../lib/registry';

/** docs/product.md#signup: public, outside the layout; `pkg` and `promo` preselect the package and code. */
export default {
  name: 'signup',
  path: '/signup',
  title: 'app.pages.signup',
  element: lazyNamed(() => import('./SignupPage'), 'SignupPage'),
  level: null,
  menu: null,
} satisfies CustomPageDefinition;
