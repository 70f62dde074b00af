import { createElement, type ComponentType } from 'react';
import BarChartIcon from '@mui/icons-material/BarChart';
import WebhookIcon from '@mui/icons-material/Webhook';
import WebAssetIcon from '@mui/icons-material/WebAsset';
import SettingsIcon from '@mui/icons-material/Settings';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import FunctionsIcon from '@mui/icons-material/Functions';
import RuleIcon from '@mui/icons-material/Rule';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import { lazyNamed } from '../../lib/lazyNamed';
import type { CustomPageDefinition, MenuEntry } from '../../lib/registry';
import { Level } from '../../providers/permissions';

/**
 * Routes of docs/product.md#routes whose screens land with later issues (listed in the README). Each is
 * registered, guarded and in the menu now, and shows a "not available yet" page until its own
 * folder replaces its line here.
 */
const PendingPage = lazyNamed(() => import('./PendingPage'), 'PendingPage');

const pending = (
  name: string,
  path: string,
  title: string,
  level: Level | null,
  menu: MenuEntry | null,
  icon?: ComponentType,
  menuPath?: string,
): CustomPageDefinition => ({
  name,
  path,
  menuPath,
  title,
  level,
  menu,
  icon,
  element: () => createElement(PendingPage, { title }),
});

export const pendingPages: CustomPageDefinition[] = [
  pending('signup', '/signup', 'app.pages.signup', null, null),
  pending('summary', '/summary', 'app.pages.summary', Level.USER, { group: 'product', order: 20 }, BarChartIcon),
  pending('crawlerOutput', '/crawler/:uuid', 'app.pages.crawlerOutput', Level.STAFF, null),
  pending('sharedLink', '/shared_link', 'app.pages.sharedLink', Level.NONE, null),
  pending('webhooks', '/webhooks', 'app.pages.webhooks', Level.USER, { group: 'productSettings', order: 20 }, WebhookIcon),
  pending('inlineframe', '/inlineframe', 'app.pages.inlineframe', Level.USER, { group: 'productSettings', order: 40 }, WebAssetIcon),
  pending('settings', '/settings/:active?', 'app.pages.settings', Level.STAFF, { group: 'productSettings', order: 50 }, SettingsIcon, '/settings'),
  pending('bankmodules', '/bankmodules', 'app.pages.bankmodules', Level.STAFF, { group: 'staff', order: 10 }, AccountBalanceIcon),
  pending('metricmodules', '/metricmodules', 'app.pages.metricmodules', Level.STAFF, { group: 'staff', order: 20 }, FunctionsIcon),
  pending('regex', '/regex/:mode?', 'app.pages.regex', Level.STAFF, { group: 'staff', order: 30 }, RuleIcon, '/regex'),
  pending('dieds', '/dieds', 'app.pages.dieds', Level.STAFF, { group: 'staff', order: 40 }, ReportProblemIcon),
  pending('analysisStats', '/analysis-stats', 'app.pages.analysisStats', Level.STAFF, { group: 'learnMore', order: 10 }, QueryStatsIcon),
];
