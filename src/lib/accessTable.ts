import type { CustomPageDefinition, ResourceDefinition } from './registry';
import { pageAccessKey } from './registry';
import type { AccessTable } from '../providers/permissions';
import type { EndpointMap } from '../providers/endpoints';

/** The pure access table of both registries: resources by name, custom pages as `page:<name>`. */
export const buildAccessTable = (resources: ResourceDefinition[], pages: CustomPageDefinition[]): AccessTable => {
  const table: AccessTable = {};
  for (const resource of resources) table[resource.name] = resource.access;
  for (const page of pages) {
    if (page.level !== null) table[pageAccessKey(page.name)] = { read: page.level, write: page.level };
  }
  return table;
};

export const buildEndpointMap = (resources: ResourceDefinition[]): EndpointMap =>
  Object.fromEntries(resources.map(resource => [resource.name, resource.endpoint]));
