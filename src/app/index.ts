export { accessTable, authProvider, dataProvider, registries, shell } from './composition';
export { i18nProvider } from '../providers';
