import SettingsIcon from '@mui/icons-material/Settings';
import { lazyNamed } from '../../lib/lazyNamed';
import type { CustomPageDefinition } from '../../lib/registry';
import { Level } from '../../types';

/** Settings (docs/product.md#settings): STAFF, the tab in the address. */
export default {
  name: 'settings',
  path: '/settings/:active?',
  menuPath: '/settings',
  title: 'app.pages.settings',
  element: lazyNamed(() => import('./SettingsPage'), 'SettingsPage'),
  icon: SettingsIcon,
  level: Level.STAFF,
  menu: { group: 'productSettings', order: 50 },
} satisfies CustomPageDefinition;
