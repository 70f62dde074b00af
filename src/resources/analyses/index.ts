import AssessmentIcon from '@mui/icons-material/Assessment';
import { lazyNamed } from '../../lib/lazyNamed';
import type { ResourceDefinition } from '../../lib/registry';
import { Level } from '../../types';
import { endpoint } from './endpoint';
import { listDefaults } from './listDefaults';
import { messages } from './messages';

export default {
  name: 'analyses',
  messages,
  list: lazyNamed(() => import('./AnalysisList'), 'AnalysisList'),
  icon: AssessmentIcon,
  recordRepresentation: 'id',
  endpoint,
  access: { read: Level.USER, write: Level.USER },
  listDefaults,
  menu: { group: 'product', order: 50 },
} satisfies ResourceDefinition;
