import type { ComponentType } from 'react';
import {
  linkAccessKey,
  MENU_GROUPS,
  pageAccessKey,
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

export const buildMenuModel = ({ resources, customPages, externalLinks }: Registries): MenuModel => [
  ...resources.flatMap(resource =>
    resource.menu
      ? [{
          key: `resource:${resource.name}`,
          group: resource.menu.group,
          order: resource.menu.order,
          label: resource.menu.label ?? resource.title,
          icon: resource.icon,
          access: resource.name,
          target: { kind: 'route', to: `/${resource.name}` } as const,
        }]
      : [],
  ),
  ...customPages.flatMap(page =>
    page.menu && page.level !== null
      ? [{
          key: `page:${page.name}`,
          group: page.menu.group,
          order: page.menu.order,
          label: page.menu.label ?? page.title,
          icon: page.icon,
          access: pageAccessKey(page.name),
          target: { kind: 'route', to: page.menuPath ?? page.path } as const,
        }]
      : [],
  ),
  ...externalLinks.map(link => ({
    key: `link:${link.label}`,
    group: link.menu.group,
    order: link.menu.order,
    label: link.menu.label ?? link.label,
    icon: link.icon,
    access: linkAccessKey(link.label),
    target: { kind: 'external', href: link.href } as const,
  })),
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
