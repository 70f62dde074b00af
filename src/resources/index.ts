import type { ResourceDefinition } from '../lib/registry';
import analyses from './analyses';
import applications from './applications';
import bankmodules from './bankmodules';
import banks from './banks';
import crawlers from './crawlers';
import custommetric from './custommetric';
import incompleteBundleApplications from './incomplete-bundle-applications';
import labels from './labels';
import metrics from './metrics';
import { regexResources } from './regex';
import tokens from './tokens';
import webhooks from './webhooks';

/**
 * The resource registry. The app derives its <Resource> elements, the grouped menu, the access
 * table and the dataProvider's endpoint map from this one list.
 */
export const resources: ResourceDefinition[] = [
  applications,
  crawlers,
  analyses,
  incompleteBundleApplications,
  banks,
  bankmodules,
  labels,
  webhooks,
  tokens,
  metrics,
  custommetric,
  ...regexResources,
];
