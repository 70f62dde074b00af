import { createElement, forwardRef, useMemo } from 'react';
import { ListItemIcon, ListSubheader, MenuItem, Tooltip, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Menu, MenuItemLink, useCanAccessResources, useSidebarState, useTranslate } from 'react-admin';
import { visibleMenu, type MenuItemModel } from './menuModel';
import { visuallyHidden } from '../lib/visuallyHidden';
import { useShell } from './shell';

/**
 * The sidebar: four headed groups of the menu model the app root provides, each item shown when
 * canAccess allows it (docs/product.md#routes). Items are links in a MUI MenuList, so arrow
 * keys, Tab and Enter work; a collapsed sidebar shows icons with their name as a tooltip.
 */
export const AppMenu = () => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { menu } = useShell();
  const keys = useMemo(() => menu.map(item => item.access), [menu]);
  const { canAccess } = useCanAccessResources({ action: 'list', resources: keys });
  const groups = visibleMenu(menu, access => !!canAccess?.[access]);

  return (
    <Menu aria-label={translate('app.menu.label')}>
      {groups.flatMap(({ group, items }) => [
        // The group's name, as a labelled separator: a menu may hold only menu items, groups and
        // separators, and wrapping each group's items in a `group` would break MenuList's arrow keys.
        <ListSubheader
          key={`heading:${group}`}
          role="separator"
          aria-label={translate(`app.menu.groups.${group}`)}
          disableSticky
          sx={{ bgcolor: 'transparent', lineHeight: 2.5, mt: 1, ...(open ? {} : visuallyHidden) }}
        >
          {translate(`app.menu.groups.${group}`)}
        </ListSubheader>,
        ...items.map(item =>
          item.target.kind === 'route' ? (
            <MenuItemLink
              key={item.key}
              to={item.target.to}
              primaryText={translate(item.label, { smart_count: 2 })}
              leftIcon={item.icon ? createElement(item.icon) : undefined}
            />
          ) : (
            <ExternalMenuItem key={item.key} item={item} href={item.target.href} open={open} />
          ),
        ),
      ])}
    </Menu>
  );
};

/** An external address opens in a new tab, without giving the new page a handle on this one. */
const ExternalMenuItem = forwardRef<HTMLAnchorElement, { item: MenuItemModel; href: string; open: boolean }>(
  ({ item, href, open, ...rest }, ref) => {
    const translate = useTranslate();
    const label = translate(item.label, { smart_count: 2 });
    const entry = (
      <MenuItem
        ref={ref}
        {...rest}
        component="a"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={translate('app.menu.external', { label })}
        sx={{ color: 'text.secondary' }}
      >
        {item.icon ? (
          <ListItemIcon sx={{ minWidth: 40, color: 'text.secondary' }}>{createElement(item.icon)}</ListItemIcon>
        ) : null}
        <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
          {label}
        </Typography>
        {open ? <OpenInNewIcon fontSize="inherit" aria-hidden /> : null}
      </MenuItem>
    );
    return open ? (
      entry
    ) : (
      <Tooltip title={label} placement="right">
        {entry}
      </Tooltip>
    );
  },
);
ExternalMenuItem.displayName = 'ExternalMenuItem';
