import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { lazyNamed } from '../../lib/lazyNamed';
import type { CustomPageDefinition } from '../../lib/registry';
import { Level } from '../../types';

/** Dieds (docs/product.md#dieds, docs/screens/dieds-analysisstats.md). */
export default {
  name: 'dieds',
  path: '/dieds',
  title: 'app.pages.dieds',
  element: lazyNamed(() => import('./DiedsPage'), 'DiedsPage'),
  icon: ReportProblemIcon,
  level: Level.STAFF,
  menu: { group: 'staff', order: 40 },
} satisfies CustomPageDefinition;
