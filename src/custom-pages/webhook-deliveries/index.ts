import WebhookIcon from '@mui/icons-material/Webhook';
import { lazyNamed } from '../../lib/lazyNamed';
import type { CustomPageDefinition } from '../../lib/registry';
import { Level } from '../../types';

/** Webhook deliveries (docs/product.md#webhook-deliveries, docs/screens/webhook-deliveries.md). */
export default {
  name: 'webhookDeliveries',
  path: '/webhook-deliveries',
  title: 'app.pages.webhookDeliveries',
  element: lazyNamed(() => import('./WebhookDeliveriesPage'), 'WebhookDeliveriesPage'),
  icon: WebhookIcon,
  level: Level.USER,
  menu: { group: 'product', order: 7 },
} satisfies CustomPageDefinition;
