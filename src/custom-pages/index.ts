import type { CustomPageDefinition, ExternalLinkDefinition } from '../lib/registry';
import login from './login';
import reset from './reset';
import lookup from './lookup';
import applicationWebhooks from './application-webhooks';
import institutions from './institutions';
import { pendingPages } from './pending';
import { externalLinks as links } from './external-links';

/**
 * The custom-page registry: bespoke pages, public or behind the layout. Adding a page means a
 * folder with an `index.ts` and one line here.
 */
export const customPages: CustomPageDefinition[] = [login, reset, institutions, lookup, applicationWebhooks, ...pendingPages];

export const externalLinks: ExternalLinkDefinition[] = links;
