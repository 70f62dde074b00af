import type { CustomPageDefinition } from '../../lib/registry';
import { LoginPage } from './LoginPage';

export default {
  name: 'login',
  path: '/login',
  title: 'app.pages.login',
  // Not lazy, unlike every other page: the sign-in form is the first thing most visits paint, so
  // it ships in the entry chunk and /login needs one script (docs/performance.md).
  element: LoginPage,
  level: null,
  menu: null,
} satisfies CustomPageDefinition;
