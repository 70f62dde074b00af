import FunctionsIcon from '@mui/icons-material/Functions';
import type { ResourceDefinition } from '../../lib/registry';
import { Level } from '../../types';
import { messages } from './messages';

export type { CustomMetric } from './types';

/**
 * Custom metric names (docs/api.md#metrics): GET, POST custommetric/, PATCH and DELETE
 * custommetric/{id}/. Listed, created, edited and deleted on the Metric Modules page
 * (src/custom-pages/metric-modules); no route or menu entry of its own. Staff only, reading
 * included (docs/screens/settings-metrics.md).
 */
export default {
  name: 'custommetric',
  messages,
  icon: FunctionsIcon,
  recordRepresentation: 'name',
  title: 'app.pages.metricmodules',
  endpoint: { path: 'custommetric/', update: 'PATCH' },
  access: { read: Level.STAFF, write: Level.STAFF },
  menu: null,
} satisfies ResourceDefinition;
