import WebhookIcon from '@mui/icons-material/Webhook';
import { lazyNamed } from '../../lib/lazyNamed';
import type { ResourceDefinition } from '../../lib/registry';
import { Level } from '../../types';
import { messages } from './messages';

export default {
  name: 'webhooks',
  messages,
  list: lazyNamed(() => import('./WebhookList'), 'WebhookList'),
  create: lazyNamed(() => import('./WebhookCreate'), 'WebhookCreate'),
  edit: lazyNamed(() => import('./WebhookEdit'), 'WebhookEdit'),
  icon: WebhookIcon,
  recordRepresentation: 'name',
  endpoint: { path: 'webhooks', update: 'PUT', itemFromList: true },
  access: { read: Level.USER, write: Level.STAFF },
  menu: { group: 'productSettings', order: 20 },
} satisfies ResourceDefinition;
