import type { ComponentType, ReactElement } from 'react';
import { matchPath } from 'react-router-dom';
import type { RaRecord } from 'react-admin';
import type { MessageTree } from '../providers/i18nProvider';
import type { AccessRule, EndpointSpec, Level } from '../types';
import type { ListDefaults } from './firstPage';

/**
 * The shapes of the two registries (docs/architecture.md#registries): one definition per resource or custom page
 * gives its routes, menu entry, access rule and, for resources, its api/v1 endpoint.
 */

/** The four sidebar groups of docs/product.md#routes, in menu order. */
export const MENU_GROUPS = ['product', 'productSettings', 'staff', 'learnMore'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

export interface MenuEntry {
  group: MenuGroup;
  /** Position inside the group (docs/product.md#routes table order). */
  order: number;
  /** Catalogue key of the label; defaults to the page title. */
  label?: string;
}

export interface ResourceDefinition {
  name: string;
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  icon: ComponentType;
  recordRepresentation?: string | ((record: RaRecord) => string) | ReactElement;
  /**
   * Catalogue key of the page name shown in the top bar and the menu (plural form); defaults to
   * react-admin's own `resources.<name>.name` (titleOf).
   */
  title?: string;
  /**
   * The resource's messages, the catalogue's `resources.<name>` (react-admin's place for a
   * resource's name and field labels): `{ name: 'Label |||| Labels', fields: {...}, ... }`. The app
   * adds them with the screens' (resourceMessages), never on /login.
   */
  messages?: MessageTree;
  endpoint: EndpointSpec;
  access: AccessRule;
  menu: MenuEntry | null;
  /**
   * The list's sort and rows a page, as its `<List>` is given them: with these the app asks for the
   * list's first page as soon as it starts on the list's address (docs/performance.md).
   */
  listDefaults?: ListDefaults;
}

export interface CustomPageDefinition {
  /** Access-table key, `page:<name>`, read by canAccess and the guard. */
  name: string;
  /** Route path relative to the base path, react-router syntax (`/regex/:mode?`). */
  path: string;
  /** Where the menu entry links when `path` has parameters. */
  menuPath?: string;
  element: ComponentType;
  icon?: ComponentType;
  title: string;
  /** Minimum level; `null` for a public page rendered outside the layout. */
  level: Level | null;
  menu: MenuEntry | null;
}

export interface ExternalLinkDefinition {
  label: string;
  href: string;
  level: Level;
  icon: ComponentType;
  menu: MenuEntry;
}

/** What the composition reads from the two registries. */
export interface Registries {
  resources: ResourceDefinition[];
  customPages: CustomPageDefinition[];
  externalLinks: ExternalLinkDefinition[];
}

/** The catalogue key of a resource's page name: its own title, or react-admin's `resources.<name>.name`. */
export const titleOf = ({ name, title }: Pick<ResourceDefinition, 'name' | 'title'>): string =>
  title ?? `resources.${name}.name`;

/** The registered resources' messages as one catalogue tree, `{ resources: { <name>: messages } }`. */
export const resourceMessages = (resources: ResourceDefinition[]): MessageTree => ({
  resources: Object.fromEntries(resources.flatMap(({ name, messages }) => (messages ? [[name, messages]] : []))),
});

export const pageAccessKey = (name: string) => `page:${name}`;
export const linkAccessKey = (label: string) => `link:${label}`;

/** The props of react-admin's <Resource> in a definition, so App.tsx only spreads them. */
export const resourceProps = ({ name, list, create, edit, show, icon, recordRepresentation }: ResourceDefinition) => ({
  name,
  list,
  create,
  edit,
  show,
  icon,
  recordRepresentation,
});

const canPreload = (screen: ComponentType | undefined): screen is ComponentType & { preload: () => Promise<unknown> } =>
  !!screen && typeof (screen as { preload?: unknown }).preload === 'function';

/**
 * Starts loading the screen `pathname` shows, a resource's view or a custom page, so that it has
 * run by the time the session check lets the route render (lib/lazyNamed.ts): the app calls
 * it once, for the address it opens on. A failed load is left to the screen's own render.
 */
export const preloadScreensAt = (
  pathname: string,
  { resources, customPages }: Pick<Registries, 'resources' | 'customPages'>,
): void => {
  const [, segment = '', id, view] = pathname.split('/');
  // react-admin's routes: /name (list), /name/create, /name/:id (edit), /name/:id/show. Only the
  // view shown: another would load its chunk beside the page's first requests.
  const viewOf = ({ list, create, edit, show }: ResourceDefinition) =>
    !id ? list : id === 'create' && !view ? create : view === 'show' ? show : edit;
  const screens = [
    ...resources.filter(resource => resource.name === segment).map(viewOf),
    ...customPages.filter(page => matchPath({ path: page.path, end: true }, pathname)).map(page => page.element),
  ];
  for (const screen of screens) if (canPreload(screen)) screen.preload().catch(() => undefined);
};
