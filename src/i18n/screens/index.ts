import { analysisStats } from './analysisStats';
import { applicationWebhooks } from './applicationWebhooks';
import { bankHealth } from './bankHealth';
import { bankModules } from './bankModules';
import { bulk } from './bulk';
import { crawlerLog } from './crawlerLog';
import { dieds } from './dieds';
import { inlineFrame } from './inlineFrame';
import { institutions } from './institutions';
import { listTools } from './listTools';
import { lookup } from './lookup';
import { metricModules } from './metricModules';
import { needsAttention } from './needsAttention';
import { palette } from './palette';
import { pending } from './pending';
import { reactAdmin } from './reactAdmin';
import { regex } from './regex';
import { responsive } from './responsive';
import { settings } from './settings';
import { sharedLink } from './sharedLink';
import { signedIn } from './signedIn';
import { shortcuts } from './shortcuts';
import { signup } from './signup';
import { summary } from './summary';
import { watch } from './watch';
import { webhookDeliveries } from './webhookDeliveries';

/**
 * One message file a screen, so that screens are added without editing one long file. Each exports
 * `{ app: { <screen>: {...} }, resources: {} }`; a resource's own messages (`resources.<name>`) are in its
 * folder's `messages.ts`, added by the registry after these (src/lib/registry.ts resourceMessages); `src/AdminUI.tsx` adds them all to
 * the catalogue before any screen renders (not on /login, whose script stays without them).
 * react-admin's own messages come first, so that a later file may word one of them its own way.
 */
export const screenMessages = [
  reactAdmin,
  signedIn,
  analysisStats,
  applicationWebhooks,
  bankHealth,
  bankModules,
  bulk,
  crawlerLog,
  dieds,
  inlineFrame,
  institutions,
  listTools,
  lookup,
  metricModules,
  needsAttention,
  palette,
  pending,
  regex,
  responsive,
  settings,
  sharedLink,
  shortcuts,
  signup,
  summary,
  watch,
  webhookDeliveries,
];
