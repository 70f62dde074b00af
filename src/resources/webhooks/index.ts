import WebhookIcon from '@mui/icons-material/Webhook';
import { lazyNamed } from '../../lib/lazyNamed';
import type { ResourceDefinition } from '../../lib/registry';
import { Level } from '../../types';

export default {
  name: 'webhooks',
  list: lazyNamed(() => import('./WebhookList'), 'WebhookList'),
  create: lazyNamed(() => import('./WebhookCreate'), 'WebhookCreate'),
  edit: lazyNamed(() => import('./WebhookEdit'), 'WebhookEdit'),
  icon: WebhookIcon,
  recordRepresentation: 'name',
  title: 'app.pages.webhooks',
  endpoint: { path: 'webhooks', update: 'PUT', itemFromList: true },
  access: { read: Level.USER, write: Level.STAFF },
  menu: { group: 'productSettings', order: 20 },
} satisfies ResourceDefinition;
