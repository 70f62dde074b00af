import type { ComponentType } from 'react';
import { MENU_GROUPS, type CustomPageDefinition, type ExternalLinkDefinition, type MenuGroup, type ResourceDefinition } from '../lib/registry';
import { hasLevel, type Level } from '../providers/permissions';

/** One sidebar entry, whatever registry it comes from. */
export interface MenuItemModel {
  key: string;
  /** Catalogue key of the label. */
  label: string;
  icon?: ComponentType;
  order: number;
  /** A route inside the dashboard, or an address opened in a new tab. */
  target: { kind: 'route'; to: string } | { kind: 'external'; href: string };
}

export interface MenuGroupModel {
  group: MenuGroup;
  items: MenuItemModel[];
}

export interface MenuSources {
  resources: ResourceDefinition[];
  customPages: CustomPageDefinition[];
  externalLinks: ExternalLinkDefinition[];
}

/**
 * The grouped menu a level sees (spec 1 sections 2 and 6): the four groups in order, each item
 * visible when the level reaches the item's level, items by their `menu.order`, and a group with
 * no visible item left out.
 */
export const buildMenu = (level: Level, { resources, customPages, externalLinks }: MenuSources): MenuGroupModel[] => {
  const items: Array<MenuItemModel & { group: MenuGroup }> = [];
  for (const resource of resources) {
    if (!resource.menu || !hasLevel(level, resource.access.read)) continue;
    items.push({
      key: `resource:${resource.name}`,
      group: resource.menu.group,
      order: resource.menu.order,
      label: resource.menu.label ?? resource.title,
      icon: resource.icon,
      target: { kind: 'route', to: `/${resource.name}` },
    });
  }
  for (const page of customPages) {
    if (!page.menu || page.level === null || !hasLevel(level, page.level)) continue;
    items.push({
      key: `page:${page.name}`,
      group: page.menu.group,
      order: page.menu.order,
      label: page.menu.label ?? page.title,
      icon: page.icon,
      target: { kind: 'route', to: page.menuPath ?? page.path },
    });
  }
  for (const link of externalLinks) {
    if (!hasLevel(level, link.level)) continue;
    items.push({
      key: `link:${link.label}`,
      group: link.menu.group,
      order: link.menu.order,
      label: link.menu.label ?? link.label,
      icon: link.icon,
      target: { kind: 'external', href: link.href },
    });
  }
  return MENU_GROUPS.map(group => ({
    group,
    items: items
      .filter(item => item.group === group)
      .sort((a, b) => a.order - b.order)
      .map(({ group: _group, ...item }) => item),
  })).filter(group => group.items.length > 0);
};
