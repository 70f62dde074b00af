import { linkAccessKey, pageAccessKey, type Registries, type ResourceDefinition } from './registry';
import type { AccessTable, EndpointMap } from '../types';

/**
 * The access rules the registries declare: resources by name, custom pages as `page:<name>`,
 * menu links as `link:<label>`. The composition adds the finer feature rules of permissions.ts.
 */
export const buildAccessTable = ({ resources, customPages, externalLinks }: Registries): AccessTable => {
  const table: AccessTable = {};
  for (const resource of resources) table[resource.name] = resource.access;
  for (const page of customPages) {
    if (page.level !== null) table[pageAccessKey(page.name)] = { read: page.level, write: page.level };
  }
  for (const link of externalLinks) table[linkAccessKey(link.label)] = { read: link.level, write: link.level };
  return table;
};

export const buildEndpointMap = (resources: ResourceDefinition[]): EndpointMap =>
  Object.fromEntries(resources.map(resource => [resource.name, resource.endpoint]));
