import KeyIcon from '@mui/icons-material/Key';
import { lazyNamed } from '../../lib/lazyNamed';
import type { ResourceDefinition } from '../../lib/registry';
import { Level } from '../../types';
import { endpoint } from './endpoint';
import { listDefaults } from './listDefaults';
import { messages } from './messages';

export default {
  name: 'tokens',
  messages,
  list: lazyNamed(() => import('./TokenList'), 'TokenList'),
  icon: KeyIcon,
  recordRepresentation: 'name',
  endpoint,
  listDefaults,
  access: { read: Level.USER, write: Level.USER },
  menu: { group: 'productSettings', order: 30 },
} satisfies ResourceDefinition;
