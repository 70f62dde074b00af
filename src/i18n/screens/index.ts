import { analysisStats } from './analysisStats';
import { bankModules } from './bankModules';
import { crawlerLog } from './crawlerLog';
import { dieds } from './dieds';
import { inlineFrame } from './inlineFrame';
import { listTools } from './listTools';
import { metricModules } from './metricModules';
import { reactAdmin } from './reactAdmin';
import { regex } from './regex';
import { responsive } from './responsive';
import { settings } from './settings';
import { sharedLink } from './sharedLink';
import { signedIn } from './signedIn';
import { signup } from './signup';
import { summary } from './summary';
import { vendorScreens } from './vendorScreens';
import { webhooks } from './webhooks';

/**
 * One message file a screen, so that screens are added without editing one long file. Each exports
 * `{ app: { <screen>: {...} }, resources: { <resource>: {...} } }`; `src/AdminUI.tsx` adds them all to
 * the catalogue before any screen renders (not on /login, whose script stays without them).
 * react-admin's own messages come first, so that a later file may word one of them its own way.
 */
export const screenMessages = [
  reactAdmin,
  signedIn,
  analysisStats,
  bankModules,
  crawlerLog,
  dieds,
  inlineFrame,
  listTools,
  metricModules,
  regex,
  responsive,
  settings,
  sharedLink,
  signup,
  summary,
  vendorScreens,
  webhooks,
];
