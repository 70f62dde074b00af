import FunctionsIcon from '@mui/icons-material/Functions';
import { lazyNamed } from '../../lib/lazyNamed';
import type { CustomPageDefinition } from '../../lib/registry';
import { Level } from '../../types';

/** Metric Modules (docs/product.md#metric-modules): STAFF. */
export default {
  name: 'metricmodules',
  path: '/metricmodules',
  title: 'app.pages.metricmodules',
  element: lazyNamed(() => import('./MetricModulesPage'), 'MetricModulesPage'),
  icon: FunctionsIcon,
  level: Level.STAFF,
  menu: { group: 'staff', order: 20 },
} satisfies CustomPageDefinition;
