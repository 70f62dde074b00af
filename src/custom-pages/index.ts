import type { CustomPageDefinition, ExternalLinkDefinition } from '../lib/registry';
import login from './login';
import reset from './reset';
import lookup from './lookup';
import applicationWebhooks from './application-webhooks';
import institutions from './institutions';
import crawlerLog from './crawler-log';
import regex from './regex';
import settings from './settings';
import metricModules from './metric-modules';
import signup from './signup';
import summary from './summary';
import inlineframe from './inlineframe';
import dieds from './dieds';
import bankHealth from './bank-health';
import analysisStats from './analysis-stats';
import sharedLink from './shared-link';
import webhookDeliveries from './webhook-deliveries';
import needsAttention from './needs-attention';
import { pendingPages } from './pending';
import { externalLinks as links } from './external-links';

/**
 * The custom-page registry: bespoke pages, public or behind the layout. Adding a page means a
 * folder with an `index.ts` and one line here.
 */
export const customPages: CustomPageDefinition[] = [
  login,
  reset,
  signup,
  institutions,
  lookup,
  applicationWebhooks,
  regex,
  settings,
  metricModules,
  crawlerLog,
  summary,
  inlineframe,
  dieds,
  bankHealth,
  analysisStats,
  sharedLink,
  webhookDeliveries,
  needsAttention,
  ...pendingPages,
];

export const externalLinks: ExternalLinkDefinition[] = links;
