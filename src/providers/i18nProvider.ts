import polyglotI18nProvider from 'ra-i18n-polyglot';
import { config } from '../config';
import { en } from '../i18n/en';

/**
 * ra-i18n-polyglot over the catalogue. The product name is a default interpolation value so
 * that "{product} staff" messages need no argument at each call site.
 */
const base = polyglotI18nProvider(() => en, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });

export const i18nProvider = {
  ...base,
  translate: (key: string, options: Record<string, unknown> = {}) =>
    base.translate(key, { product: config.productName, ...options }),
};
