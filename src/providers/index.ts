import { customPages } from '../custom-pages';
import { buildAccessTable, buildEndpointMap } from '../lib/accessTable';
import { resources } from '../resources';
import { createAuthProvider } from './authProvider';
import { createDataProvider } from './dataProvider';

export const accessTable = buildAccessTable(resources, customPages);
export const dataProvider = createDataProvider(buildEndpointMap(resources));
export const authProvider = createAuthProvider(() => accessTable);
export { i18nProvider } from './i18nProvider';
export type { AppDataProvider } from './dataProvider';
