import QueryStatsIcon from '@mui/icons-material/QueryStats';
import { lazyNamed } from '../../lib/lazyNamed';
import type { CustomPageDefinition } from '../../lib/registry';
import { Level } from '../../types';

/** Analysis Stats (docs/product.md#analysis-stats, docs/screens/dieds-analysisstats.md). */
export default {
  name: 'analysisStats',
  path: '/analysis-stats',
  title: 'app.pages.analysisStats',
  element: lazyNamed(() => import('./AnalysisStatsPage'), 'AnalysisStatsPage'),
  icon: QueryStatsIcon,
  level: Level.STAFF,
  menu: { group: 'learnMore', order: 10 },
} satisfies CustomPageDefinition;
