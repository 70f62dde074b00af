import BarChartIcon from '@mui/icons-material/BarChart';
import { lazyNamed } from '../../lib/lazyNamed';
import type { CustomPageDefinition } from '../../lib/registry';
import { Level } from '../../types';

export default {
  name: 'summary',
  path: '/summary',
  title: 'app.pages.summary',
  element: lazyNamed(() => import('./SummaryPage'), 'SummaryPage'),
  icon: BarChartIcon,
  level: Level.USER,
  menu: { group: 'product', order: 20 },
} satisfies CustomPageDefinition;
