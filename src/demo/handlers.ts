import type { RequestHandler } from 'msw';
import { crudSeeds } from './crudSeeds';
import { analysisHandlers } from './handlers/analyses';
import { applicationActionHandlers } from './handlers/applicationActions';
import { applicationHandlers } from './handlers/applications';
import { authHandlers } from './handlers/auth';
import { bankHandlers } from './handlers/banks';
import { categoryRegexHandlers } from './handlers/categoryRegex';
import { crawlerHandlers } from './handlers/crawlers';
import { crudHandlers } from './handlers/crud';
import { diedHandlers } from './handlers/dieds';
import { downloadHandlers } from './handlers/downloads';
import { metricHandlers } from './handlers/metrics';
import { regexListHandlers } from './handlers/regexLists';
import { settingsHandlers } from './handlers/settings';
import { sharingHandlers } from './handlers/sharing';
import { signupHandlers } from './handlers/signup';
import { summaryHandlers } from './handlers/summary';
import { tokenHandlers } from './handlers/tokens';
import { transTypeRegexHandlers } from './handlers/transTypeRegex';
import { webhookHandlers } from './handlers/webhooks';

/**
 * The demo api/v1, one list per API area (src/demo/handlers/*.ts, each file's header lists its
 * paths), and one generic DRF CRUD handler for the plain resources (handlers/crud.ts). Shared by
 * demo mode (service worker) and the tests (setupServer).
 */
export const handlers: RequestHandler[] = [
  ...authHandlers,
  ...tokenHandlers,
  ...signupHandlers,
  ...bankHandlers,
  ...applicationHandlers,
  ...applicationActionHandlers,
  ...downloadHandlers,
  ...sharingHandlers,
  ...crawlerHandlers,
  ...analysisHandlers,
  ...diedHandlers,
  ...webhookHandlers,
  ...settingsHandlers,
  ...regexListHandlers,
  ...transTypeRegexHandlers,
  ...categoryRegexHandlers,
  ...metricHandlers,
  ...summaryHandlers,
  // Every plain CRUD resource, from its folder's demo.ts (labels, ...).
  ...crudHandlers(crudSeeds),
];
