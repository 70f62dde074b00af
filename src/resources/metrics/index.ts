import FunctionsIcon from '@mui/icons-material/Functions';
import type { ResourceDefinition } from '../../lib/registry';
import { Level } from '../../types';
import { messages } from './messages';

/**
 * GET metrics/ (docs/api.md#metrics): listed by the Metric Modules page (src/custom-pages/metric-modules),
 * which is its screen; no route or menu entry of its own. Staff only (docs/screens/settings-metrics.md).
 */
export default {
  name: 'metrics',
  messages,
  icon: FunctionsIcon,
  recordRepresentation: 'name',
  title: 'app.pages.metricmodules',
  endpoint: { path: 'metrics/' },
  access: { read: Level.STAFF, write: Level.STAFF },
  menu: null,
} satisfies ResourceDefinition;
