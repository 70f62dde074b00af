import { customPages, externalLinks } from '../custom-pages';
import { buildShellModel } from '../layout';
import { buildAccessTable, buildEndpointMap } from '../lib/accessTable';
import type { Registries } from '../lib/registry';
import { createDataProvider, FEATURE_ACCESS } from '../providers';
import { resources } from '../resources';
import type { AccessTable } from '../types';

/**
 * The composition root: the only module that sees both registries. It builds what the layers
 * below take as arguments (the endpoint map, the access table, the shell's menu model), so that
 * providers, layout and screens never import the registries, and no import points up. It loads
 * with the signed-in screens, not with /login (`./base.ts`).
 */
export const registries: Registries = { resources, customPages, externalLinks };

export const accessTable: AccessTable = { ...FEATURE_ACCESS, ...buildAccessTable(registries) };

export const dataProvider = createDataProvider(buildEndpointMap(resources));

export const shell = buildShellModel(registries);
