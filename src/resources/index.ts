import type { ResourceDefinition } from '../lib/registry';
import applications from './applications';
import labels from './labels';
import tokens from './tokens';

/**
 * The resource registry. The app derives its <Resource> elements, the grouped menu, the access
 * table and the dataProvider's endpoint map from this one list.
 */
export const resources: ResourceDefinition[] = [applications, labels, tokens];
