import type { ResourceDefinition } from '../lib/registry';
import analyses from './analyses';
import applications from './applications';
import banks from './banks';
import crawlers from './crawlers';
import incompleteBundleApplications from './incomplete-bundle-applications';
import labels from './labels';
import tokens from './tokens';

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
  labels,
  tokens,
];
