import ApartmentIcon from '@mui/icons-material/Apartment';
import { lazyNamed } from '../../lib/lazyNamed';
import type { CustomPageDefinition } from '../../lib/registry';
import { Level } from '../../types';

export default {
  name: 'institutions',
  path: '/institutions',
  title: 'app.pages.institutions',
  element: lazyNamed(() => import('./InstitutionsPage'), 'InstitutionsPage'),
  icon: ApartmentIcon,
  level: Level.NONE,
  menu: { group: 'product', order: 10 },
} satisfies CustomPageDefinition;
