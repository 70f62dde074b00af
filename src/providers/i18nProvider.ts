import Polyglot from 'node-polyglot';
import type { I18nProvider } from 'react-admin';
import { config } from '../config';
import { en } from '../i18n/en';

/** A message tree: `{ app: { regex: { title: '...' } } }`. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

export interface AppI18nProvider extends I18nProvider {
  /** Adds messages to the catalogue; later keys win (a screen's file adds keys, it replaces none). */
  addMessages: (messages: MessageTree) => void;
}

/**
 * react-admin's polyglot provider (ra-i18n-polyglot), written out so that the catalogue can grow
 * after start: the shell's messages come with /login's script, each screen's with the signed-in
 * app (src/AdminUI.tsx), before any screen renders. English only. The product name is a default
 * interpolation value so that "{product} staff" messages need no argument at each call site.
 */
const polyglot = new Polyglot({ locale: 'en', phrases: { '': '', ...en }, allowMissing: true });

export const i18nProvider: AppI18nProvider = {
  translate: (key: string, options: Record<string, unknown> = {}) =>
    polyglot.t(key, { product: config.productName, ...options }),
  changeLocale: async () => undefined,
  getLocale: () => 'en',
  getLocales: () => [{ locale: 'en', name: 'English' }],
  addMessages: messages => polyglot.extend(messages),
};
