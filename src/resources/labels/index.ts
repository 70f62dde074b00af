import LabelIcon from '@mui/icons-material/Label';
import { lazyNamed } from '../../lib/lazyNamed';
import type { ResourceDefinition } from '../../lib/registry';
import { Level } from '../../types';
import { endpoint } from './endpoint';
import { listDefaults } from './listDefaults';
import { messages } from './messages';

export default {
  name: 'labels',
  list: lazyNamed(() => import('./LabelList'), 'LabelList'),
  create: lazyNamed(() => import('./LabelCreate'), 'LabelCreate'),
  edit: lazyNamed(() => import('./LabelEdit'), 'LabelEdit'),
  icon: LabelIcon,
  recordRepresentation: 'ref',
  messages,
  endpoint,
  listDefaults,
  access: { read: Level.USER, write: Level.STAFF },
  menu: { group: 'productSettings', order: 10 },
} satisfies ResourceDefinition;
