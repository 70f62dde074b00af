export { authProvider, dataProvider, loadComposition } from './base';
export { i18nProvider } from '../providers/i18nProvider';
