import CloudSyncIcon from '@mui/icons-material/CloudSync';
import { lazyNamed } from '../../lib/lazyNamed';
import type { ResourceDefinition } from '../../lib/registry';
import { Level } from '../../types';
import { endpoint } from './endpoint';
import { listDefaults } from './listDefaults';
import { messages } from './messages';

export type { Crawler } from './types';

export default {
  name: 'crawlers',
  messages,
  list: lazyNamed(() => import('./CrawlerList'), 'CrawlerList'),
  icon: CloudSyncIcon,
  recordRepresentation: 'uuid',
  endpoint,
  access: { read: Level.USER, write: Level.USER },
  listDefaults,
  menu: { group: 'product', order: 40 },
} satisfies ResourceDefinition;
