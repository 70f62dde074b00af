import type { ComponentType } from 'react';
import {
  linkAccessKey,
  MENU_GROUPS,
  pageAccessKey,
  titleOf,
  type MenuEntry,
  type MenuGroup,
  type Registries,
} from '../lib/registry';

/** One sidebar entry, whatever registry it comes from. */
export interface MenuItemModel {
  key: string;
  /** Catalogue key of the label. */
  label: string;
  icon?: ComponentType;
  order: number;
  /** The access-table key canAccess is asked about: the menu shows what the user may open. */
  access: string;
  /** A route inside the dashboard, or an address opened in a new tab. */
  target: { kind: 'route'; to: string } | { kind: 'external'; href: string };
}

export interface MenuGroupModel {
  group: MenuGroup;
  items: MenuItemModel[];
}

/** Every entry the registries put in the menu, for every level; the composition builds it once. */
export type MenuModel = Array<MenuItemModel & { group: MenuGroup }>;

type Item = MenuModel[number];

/** One entry from its registry's menu field; the label falls back to the page's own name. */
const item = (menu: MenuEntry, fallbackLabel: string, rest: Omit<Item, 'group' | 'order' | 'label'>): Item => ({
  ...rest,
  group: menu.group,
  order: menu.order,
  label: menu.label ?? fallbackLabel,
});

export const buildMenuModel = ({ resources, customPages, externalLinks }: Registries): MenuModel => [
  ...resources.flatMap(({ name, menu, title, icon }) =>
    menu
      ? [
          item(menu, titleOf({ name, title }), {
            key: `resource:${name}`,
            icon,
            access: name,
            target: { kind: 'route', to: `/${name}` },
          }),
        ]
      : [],
  ),
  ...customPages.flatMap(({ name, menu, title, icon, level, menuPath, path }) =>
    menu && level !== null
      ? [
          item(menu, title, {
            key: `page:${name}`,
            icon,
            access: pageAccessKey(name),
            target: { kind: 'route', to: menuPath ?? path },
          }),
        ]
      : [],
  ),
  ...externalLinks.map(({ label, menu, icon, href }) =>
    item(menu, label, { key: `link:${label}`, icon, access: linkAccessKey(label), target: { kind: 'external', href } }),
  ),
];

/**
 * The grouped menu a user sees (docs/product.md#routes): the four groups in order, each item
 * shown when canAccess allows its access key, items by their `menu.order`, and a group with no
 * visible item left out.
 */
export const visibleMenu = (model: MenuModel, allowed: (access: string) => boolean): MenuGroupModel[] =>
  MENU_GROUPS.map(group => ({
    group,
    items: model
      .filter(item => item.group === group && allowed(item.access))
      .sort((a, b) => a.order - b.order)
      .map(({ group: _group, ...item }) => item),
  })).filter(group => group.items.length > 0);
