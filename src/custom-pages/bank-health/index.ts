import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import { lazyNamed } from '../../lib/lazyNamed';
import type { CustomPageDefinition } from '../../lib/registry';
import { Level } from '../../types';

/** Bank health (docs/product.md#bank-health, docs/screens/bank-health.md). */
export default {
  name: 'bank-health',
  path: '/bank-health',
  title: 'app.pages.bankHealth',
  element: lazyNamed(() => import('./BankHealthPage'), 'BankHealthPage'),
  icon: MonitorHeartIcon,
  level: Level.STAFF,
  menu: { group: 'staff', order: 15 },
} satisfies CustomPageDefinition;
