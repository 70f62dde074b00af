import SearchIcon from '@mui/icons-material/Search';
import { lazyNamed } from '../../lib/lazyNamed';
import type { CustomPageDefinition } from '../../lib/registry';
import { Level } from '../../types';

export default {
  name: 'lookup',
  path: '/lookup',
  title: 'app.pages.lookup',
  element: lazyNamed(() => import('./LookupPage'), 'LookupPage'),
  icon: SearchIcon,
  level: Level.USER,
  menu: { group: 'product', order: 60 },
} satisfies CustomPageDefinition;
